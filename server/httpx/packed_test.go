package httpx

import (
	"bytes"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// packedFixture is a build as rsbuild writes dist/ (whole) and as the binary
// embeds it (packed: the script's original left out, its twins kept).
func packedFixture(t testing.TB) (whole, packed fstest.MapFS, script []byte) {
	script = []byte(strings.Repeat("console.log('packed bundle, 电影');\n", 300))
	whole = fstest.MapFS{
		"index.html":              {Data: []byte(indexHTML)},
		"assets/app.abc123.js":    {Data: []byte(appJS)},
		"assets/big.0a1b2c.js":    {Data: script},
		"assets/big.0a1b2c.js.br": {Data: []byte("BIG-BROTLI-BYTES")},
		"assets/big.0a1b2c.js.gz": {Data: gzipped(string(script))},
	}
	packed = fstest.MapFS{}
	for name, f := range whole {
		if name != "assets/big.0a1b2c.js" {
			packed[name] = f
		}
	}
	return whole, packed, script
}

// A client that accepts neither coding gets the packed file's original
// bytes, and every answer (any coding, HEAD, 304, Range) is the one the
// whole build gives, headers included.
func TestPackedFileAnswersAsTheWholeBuild(t *testing.T) {
	whole, packed, script := packedFixture(t)
	hw := newTestHandler(t, Options{Assets: whole})
	hp := newTestHandler(t, Options{Assets: packed})
	const target = "/assets/big.0a1b2c.js"
	plain := do(hp, "GET", target)
	if plain.Code != 200 || !bytes.Equal(plain.Body.Bytes(), script) || plain.Header().Get("Content-Encoding") != "" {
		t.Fatalf("no Accept-Encoding: %d, %d bytes (want the original's %d)", plain.Code, plain.Body.Len(), len(script))
	}
	etag := func(h http.Handler, accept string) string {
		return do(h, "GET", target, "Accept-Encoding: "+accept).Header().Get("ETag")
	}
	for _, accept := range []string{"", "identity", "gzip", "br, gzip", "br;q=0, gzip;q=0", "deflate"} {
		for _, extra := range [][]string{
			nil,
			{"If-None-Match: " + etag(hw, accept)},
			{"If-None-Match: \"other\", " + etag(hw, accept)},
			{"If-None-Match: \"other\""},
			{"Range: bytes=7-40"},
			{"Range: bytes=-12"},
			{"Range: bytes=0-3,9-12"},
			{"Range: bytes=999999-"},
			{"If-Range: " + etag(hw, accept), "Range: bytes=3-9"},
			{"If-Match: \"nope\""},
		} {
			for _, method := range []string{"GET", "HEAD"} {
				headers := append([]string{"Accept-Encoding: " + accept}, extra...)
				w, p := do(hw, method, target, headers...), do(hp, method, target, headers...)
				what := method + " " + strings.Join(headers, " | ")
				if w.Code != p.Code {
					t.Errorf("%s: status %d, whole build %d", what, p.Code, w.Code)
				}
				if !bytes.Equal(unbounded(w), unbounded(p)) {
					t.Errorf("%s: body of %d bytes differs from the whole build's %d", what, p.Body.Len(), w.Body.Len())
				}
				if !sameHeaders(w.Header(), p.Header()) {
					t.Errorf("%s: headers %v, whole build %v", what, p.Header(), w.Header())
				}
			}
		}
	}
}

// unbounded is the body without its multipart boundary, random per answer.
func unbounded(rec *httptest.ResponseRecorder) []byte {
	_, boundary, multi := strings.Cut(rec.Header().Get("Content-Type"), "boundary=")
	if !multi {
		return rec.Body.Bytes()
	}
	return bytes.ReplaceAll(rec.Body.Bytes(), []byte(boundary), nil)
}

// sameHeaders compares all headers but the multipart boundary, random per answer.
func sameHeaders(a, b http.Header) bool {
	norm := func(h http.Header) string {
		var s strings.Builder
		for k, v := range h {
			if k == "Content-Type" && strings.HasPrefix(v[0], "multipart/") {
				v = []string{"multipart"}
			}
			if k == "Content-Length" && strings.HasPrefix(h.Get("Content-Type"), "multipart/") {
				continue
			}
			s.WriteString(k + "=" + strings.Join(v, ",") + "\n")
		}
		lines := strings.Split(s.String(), "\n")
		slices.Sort(lines)
		return strings.Join(lines, "\n")
	}
	return norm(a) == norm(b)
}

func TestPackedIndexIsKeptWhole(t *testing.T) {
	fsys := fstest.MapFS{
		"index.html.br": {Data: []byte(indexBr)},
		"index.html.gz": {Data: gzipped(indexHTML)},
	}
	h := newTestHandler(t, Options{Assets: fsys})
	if rec := do(h, "GET", "/"); rec.Code != 200 || rec.Body.String() != servedIndex {
		t.Fatalf("index.html from its gzip twin: %d %q", rec.Code, rec.Body.String())
	}
}

func TestPackedFileWithBrokenTwin(t *testing.T) {
	fsys := fstest.MapFS{
		"index.html":     {Data: []byte(indexHTML)},
		"assets/x.js.br": {Data: []byte("br")},
		"assets/x.js.gz": {Data: []byte("not gzip")},
	}
	if _, err := NewHandler(Options{Assets: fsys}); err == nil || !strings.Contains(err.Error(), "assets/x.js.gz") {
		t.Fatalf("a gzip twin without a gzip header: err = %v", err)
	}
	// A sound header over a cut-off stream is found by the first client
	// that needs the original: an error, not a torn body with a wrong length.
	gz := gzipped(strings.Repeat("x = 1;\n", 500))
	fsys["assets/x.js.gz"] = &fstest.MapFile{Data: gz[:len(gz)/2]}
	h := newTestHandler(t, Options{Assets: fsys})
	if rec := do(h, "GET", "/assets/x.js"); rec.Code != 500 || isHTML(rec) {
		t.Fatalf("cut-off twin, no Accept-Encoding: %d %q", rec.Code, rec.Body.String())
	}
	if rec := do(h, "GET", "/assets/x.js", "Accept-Encoding: br"); rec.Code != 200 || rec.Body.String() != "br" {
		t.Fatalf("cut-off gzip twin, brotli client: %d %q", rec.Code, rec.Body.String())
	}
}

// The real build: every file the binary embeds as twins only is served to a
// client without Accept-Encoding as exactly the bytes dist/ holds for it.
func TestPackedFilesOfTheBuild(t *testing.T) {
	embedded := filepath.Join(distDir, ".embed")
	if _, err := os.Stat(filepath.Join(embedded, "index.html")); err != nil {
		if os.Getenv("MR_DIST_REQUIRED") != "" {
			t.Fatalf("no web build: %v", err)
		}
		t.Skip("no web build in dist/ (run `make build-check`)")
	}
	h := newTestHandler(t, Options{Assets: os.DirFS(embedded)})
	checked := 0
	err := fs.WalkDir(os.DirFS(embedded), ".", func(name string, d fs.DirEntry, err error) error {
		orig, isGz := strings.CutSuffix(name, ".gz")
		if err != nil || !isGz || strings.HasPrefix(name, ".") {
			return err
		}
		if _, err := os.Stat(filepath.Join(embedded, orig)); err == nil {
			return nil // embedded whole (index.html)
		}
		want, err := os.ReadFile(filepath.Join(distDir, orig))
		if err != nil {
			return err
		}
		rec := do(h, "GET", "/"+orig)
		if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), want) {
			t.Errorf("/%s: %d, %d bytes, want dist's %d", orig, rec.Code, rec.Body.Len(), len(want))
		}
		checked++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("only %d packed files in the build", checked)
	}
}
