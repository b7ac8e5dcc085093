package httpx

import (
	"net/http"
	"strconv"
	"testing"
)

func TestCacheControlPerClass(t *testing.T) {
	h := newTestHandler(t, Options{Backend: &recordingBackend{}})
	cases := map[string]string{
		"/":                     "no-cache",
		"/movie/search":         "no-cache",
		"/favicon.ico":          "no-cache",
		appJSPath:               "public, max-age=31536000, immutable",
		"/assets/missing.js":    "no-store",
		"/manifest.webmanifest": "no-cache",
	}
	for target, want := range cases {
		rec := do(h, "GET", target)
		if got := rec.Header().Get("Cache-Control"); got != want {
			t.Errorf("%s: Cache-Control = %q, want %q", target, got, want)
		}
		if want == "no-cache" && rec.Header().Get("ETag") == "" {
			t.Errorf("%s: no ETag on a no-cache response", target)
		}
	}
}

func TestEncodingNegotiation(t *testing.T) {
	h := newTestHandler(t, Options{})
	cases := []struct {
		target, accept, wantEncoding, wantBody string
	}{
		{appJSPath, "gzip, deflate, br", "br", appJSBr},
		{appJSPath, "gzip", "gzip", appJSGz},
		{appJSPath, "", "", appJS},
		{appJSPath, "identity", "", appJS},
		{appJSPath, "br;q=0, gzip", "gzip", appJSGz},
		{appJSPath, "br;q=0, gzip;q=0", "", appJS},
	}
	etags := map[string]string{} // ETag → body it was sent with
	for _, c := range cases {
		rec := do(h, "GET", c.target, "Accept-Encoding: "+c.accept)
		if rec.Code != 200 || rec.Body.String() != c.wantBody {
			t.Fatalf("%s [%s]: %d %q, want %q", c.target, c.accept, rec.Code, rec.Body.String(), c.wantBody)
		}
		hd := rec.Header()
		if got := hd.Get("Content-Encoding"); got != c.wantEncoding {
			t.Errorf("%s [%s]: Content-Encoding = %q, want %q", c.target, c.accept, got, c.wantEncoding)
		}
		if got := hd.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s [%s]: Vary = %q", c.target, c.accept, got)
		}
		wantType := "text/javascript; charset=utf-8"
		if c.target != appJSPath {
			wantType = "text/html; charset=utf-8"
		}
		if got := hd.Get("Content-Type"); got != wantType {
			t.Errorf("%s [%s]: Content-Type = %q, want %q (from the original name)", c.target, c.accept, got, wantType)
		}
		etag := hd.Get("ETag")
		if len(etag) != 18 || etag[0] != '"' {
			t.Errorf("ETag %q is not a quoted 16-hex hash", etag)
		}
		if prev, ok := etags[etag]; ok && prev != c.wantBody {
			t.Errorf("ETag %q shared by different bytes %q and %q", etag, prev, c.wantBody)
		}
		etags[etag] = c.wantBody
	}
}

func TestNoVaryWithoutTwins(t *testing.T) {
	h := newTestHandler(t, Options{})
	rec := do(h, "GET", "/favicon.ico", "Accept-Encoding: br, gzip")
	if rec.Header().Get("Vary") != "" || rec.Header().Get("Content-Encoding") != "" {
		t.Fatalf("file without twins: Vary=%q Content-Encoding=%q", rec.Header().Get("Vary"), rec.Header().Get("Content-Encoding"))
	}
}

func TestConditionalPerEncoding(t *testing.T) {
	h := newTestHandler(t, Options{})
	for _, target := range []string{appJSPath, "/", "/some/deep/link"} {
		for _, accept := range []string{"br", "gzip", ""} {
			first := do(h, "GET", target, "Accept-Encoding: "+accept)
			etag := first.Header().Get("ETag")
			again := do(h, "GET", target, "Accept-Encoding: "+accept, "If-None-Match: "+etag)
			if again.Code != 304 || again.Body.Len() != 0 {
				t.Errorf("%s [%s]: repeat visit got %d, want 304", target, accept, again.Code)
			}
			assertSecurityHeaders(t, again.Header())
			// The same validator must not match another encoding's bytes
			// (index.html has no brotli variant: "br" gets identity).
			other := map[string]string{"br": "gzip", "gzip": "", "": "gzip"}[accept]
			cross := do(h, "GET", target, "Accept-Encoding: "+other, "If-None-Match: "+etag)
			if cross.Code != 200 {
				t.Errorf("%s: ETag of %q matched the %q variant (status %d)", target, accept, other, cross.Code)
			}
		}
	}
}

func TestRangeRequest(t *testing.T) {
	h := newTestHandler(t, Options{})
	rec := do(h, "GET", appJSPath, "Range: bytes=0-6")
	if rec.Code != 206 || rec.Body.String() != appJS[:7] {
		t.Fatalf("identity range: %d %q", rec.Code, rec.Body.String())
	}
	if cr := rec.Header().Get("Content-Range"); cr != "bytes 0-6/35" {
		t.Fatalf("Content-Range = %q", cr)
	}
	// A range of the compressed representation addresses its own bytes.
	rec = do(h, "GET", appJSPath, "Range: bytes=4-10", "Accept-Encoding: gzip")
	if rec.Code != 206 || rec.Body.String() != appJSGz[4:11] || rec.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip range: %d %q %q", rec.Code, rec.Body.String(), rec.Header().Get("Content-Encoding"))
	}
	rec = do(h, "GET", appJSPath, "Range: bytes=900-999")
	if rec.Code != 416 || isHTML(rec) {
		t.Fatalf("unsatisfiable range: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
}

// The fast path must answer exactly as http.ServeContent would.
func TestServeAssetFastPathMatchesServeContent(t *testing.T) {
	h := newTestHandler(t, Options{Assets: fixtureFS(), Backend: &recordingBackend{}})
	plain := do(h, http.MethodGet, "/assets/app.abc123.js", "Accept-Encoding: br")
	if plain.Code != 200 || plain.Body.String() != appJSBr || plain.Header().Get("Content-Length") != strconv.Itoa(len(appJSBr)) {
		t.Fatalf("fast 200: %d %q %v", plain.Code, plain.Body.String(), plain.Header())
	}
	etag := plain.Header().Get("ETag")
	notMod := do(h, http.MethodGet, "/assets/app.abc123.js", "Accept-Encoding: br", "If-None-Match: "+etag)
	if notMod.Code != 304 || notMod.Body.Len() != 0 || notMod.Header().Get("Content-Encoding") != "" || notMod.Header().Get("ETag") != etag {
		t.Fatalf("fast 304: %d %v", notMod.Code, notMod.Header())
	}
	head := do(h, http.MethodHead, "/assets/app.abc123.js", "Accept-Encoding: br")
	if head.Code != 200 || head.Body.Len() != 0 || head.Header().Get("Content-Length") != strconv.Itoa(len(appJSBr)) {
		t.Fatalf("fast HEAD: %d %v", head.Code, head.Header())
	}
	list := do(h, http.MethodGet, "/assets/app.abc123.js", "Accept-Encoding: br", `If-None-Match: "other", `+etag)
	if list.Code != 304 {
		t.Fatalf("ETag list (ServeContent path): %d", list.Code)
	}
}
