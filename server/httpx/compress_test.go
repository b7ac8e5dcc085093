package httpx

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// bigJSON is an API answer well over compressMinSize.
var bigJSON = `{"code":0,"data":[` + strings.Repeat(`{"title":"流浪地球","year":2019},`, 100) + `{}]}`

// apiBackend answers like the built-in API: JSON envelopes, plus the
// special answers that must never be compressed.
func apiBackend() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/big", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("ETag", `"v1"`)
		if r.Header.Get("If-None-Match") == `"v1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		io.WriteString(w, bigJSON[:500]) // in two writes: the threshold counts both
		io.WriteString(w, bigJSON[500:])
	})
	mux.HandleFunc("/api/small", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"code":0}`)
	})
	mux.HandleFunc("/api/common/image", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "image/jpeg")
		w.Write(bytes.Repeat([]byte{0xff}, 4096))
	})
	mux.HandleFunc("/api/events", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: "+bigJSON+"\n\n")
	})
	mux.HandleFunc("/api/common/download_log", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="app.log"`)
		io.WriteString(w, bigJSON)
	})
	mux.HandleFunc("/api/already", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(gzipped(bigJSON))
	})
	mux.HandleFunc("/static/big.txt", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		io.WriteString(w, bigJSON)
	})
	return mux
}

func gzipped(s string) []byte {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	io.WriteString(zw, s)
	zw.Close()
	return b.Bytes()
}

func decode(t *testing.T, coding string, body []byte) string {
	t.Helper()
	var r io.Reader
	switch coding {
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("gzip: %v", err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	default:
		r = bytes.NewReader(body)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", coding, err)
	}
	return string(out)
}

func TestCompressAPIByAcceptEncoding(t *testing.T) {
	h := newTestHandler(t, Options{Backend: CompressAPI(apiBackend())})
	for _, tc := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"", ""},
		{"identity", ""},
	} {
		rec := do(h, "GET", "/api/big", "Accept-Encoding: "+tc.accept)
		if got := rec.Header().Get("Content-Encoding"); got != tc.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tc.accept, got, tc.want)
		}
		if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: no Vary: %q", tc.accept, rec.Header().Values("Vary"))
		}
		if got := decode(t, tc.want, rec.Body.Bytes()); got != bigJSON {
			t.Errorf("Accept-Encoding %q: body differs after decoding (%d bytes)", tc.accept, len(got))
		}
		if tc.want != "" && rec.Body.Len() >= len(bigJSON)/2 {
			t.Errorf("%s body %d bytes of %d: not compressed", tc.want, rec.Body.Len(), len(bigJSON))
		}
		assertSecurityHeaders(t, rec.Header())
	}
}

func TestCompressAPILeavesOthersPlain(t *testing.T) {
	h := newTestHandler(t, Options{Backend: CompressAPI(apiBackend())})
	for _, path := range []string{"/api/small", "/api/common/image", "/api/events", "/api/common/download_log", "/static/big.txt"} {
		rec := do(h, "GET", path, "Accept-Encoding: gzip, br")
		if ce := rec.Header().Get("Content-Encoding"); ce != "" {
			t.Errorf("%s: Content-Encoding %q, want none", path, ce)
		}
		if path != "/api/small" && rec.Body.Len() < len(bigJSON) && path != "/api/common/image" {
			t.Errorf("%s: body %d bytes, want the handler's own", path, rec.Body.Len())
		}
	}
	rec := do(h, "GET", "/api/already", "Accept-Encoding: gzip, br")
	if rec.Header().Get("Content-Encoding") != "gzip" || decode(t, "gzip", rec.Body.Bytes()) != bigJSON {
		t.Errorf("an answer already gzipped was touched: %q", rec.Header().Get("Content-Encoding"))
	}
}

func TestCompressAPIHeadAndNotModified(t *testing.T) {
	h := newTestHandler(t, Options{Backend: CompressAPI(apiBackend())})
	head := do(h, "HEAD", "/api/big", "Accept-Encoding: gzip")
	if head.Code != http.StatusOK || head.Header().Get("Content-Encoding") != "" {
		t.Errorf("HEAD: %d %q", head.Code, head.Header().Get("Content-Encoding"))
	}
	nm := do(h, "GET", "/api/big", "Accept-Encoding: gzip", `If-None-Match: "v1"`)
	if nm.Code != http.StatusNotModified || nm.Header().Get("Content-Encoding") != "" || nm.Body.Len() != 0 {
		t.Errorf("304: %d %q %d bytes", nm.Code, nm.Header().Get("Content-Encoding"), nm.Body.Len())
	}
}

// A handler that flushes must reach the client at once, compressed: the
// first part is readable while the handler still waits.
func TestCompressAPIFlushesStreams(t *testing.T) {
	release := make(chan struct{})
	backend := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		io.WriteString(w, "first\n")
		w.(http.Flusher).Flush()
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		io.WriteString(w, "second\n")
	})
	srv := httptest.NewServer(newTestHandler(t, Options{Backend: CompressAPI(backend)}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/stream", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("stream Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	rd := bufio.NewReader(zr)
	if line, err := rd.ReadString('\n'); err != nil || line != "first\n" {
		t.Fatalf("first part not delivered while the handler waits: %q %v", line, err)
	}
	close(release)
	if rest, err := io.ReadAll(rd); err != nil || string(rest) != "second\n" {
		t.Fatalf("rest %q %v", rest, err)
	}
}

// Proxy mode: the upstream's bytes pass through as they are, whatever the
// client accepts (the proxy is never wrapped in CompressAPI).
func TestProxyModeNotCompressed(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, bigJSON)
	}))
	defer upstream.Close()
	front := frontWith(t, NewProxy(mustParse(t, upstream.URL), nil))
	req, _ := http.NewRequest("GET", front.URL+"/api/big", nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "" || string(body) != bigJSON {
		t.Fatalf("proxy mode changed the answer: %q, %d bytes", res.Header.Get("Content-Encoding"), len(body))
	}
}

// The encoders are reused: an answer compressed after the first costs
// kilobytes, not the megabyte of a new gzip writer (issue 31's steady
// memory, with a screen polling the API), and still decodes to the body.
func TestCompressAPIReusesEncoders(t *testing.T) {
	if raceOn {
		t.Skip("allocations are not measured under the race detector")
	}
	h := newTestHandler(t, Options{Backend: CompressAPI(apiBackend())})
	for _, coding := range []string{"gzip", "br"} {
		do(h, "GET", "/api/big", "Accept-Encoding: "+coding) // warm the pool
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		const n = 20
		for range n {
			rec := do(h, "GET", "/api/big", "Accept-Encoding: "+coding)
			if got := decode(t, coding, rec.Body.Bytes()); got != bigJSON {
				t.Fatalf("%s: body differs after decoding", coding)
			}
		}
		runtime.ReadMemStats(&after)
		if per := (after.TotalAlloc - before.TotalAlloc) / n; per > 300<<10 {
			t.Errorf("%s: %d kB allocated per answer", coding, per>>10)
		}
	}
}
