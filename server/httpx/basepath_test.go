package httpx

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

func TestNormalizeBasePath(t *testing.T) {
	ok := map[string]string{
		"": "", "/": "", " ": "", "/mr": "/mr", "/mr/": "/mr", "mr": "/mr", "mr/": "/mr",
		" /mr ": "/mr", "/apps/movie-robot_2.0~x": "/apps/movie-robot_2.0~x",
	}
	for in, want := range ok {
		if got, err := NormalizeBasePath(in); err != nil || got != want {
			t.Errorf("NormalizeBasePath(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"/a/../b", "..", "/..", "/.", "//mr", "/mr//x", "///", "/mr?x", "/mr#x",
		"/m r", "/m%72", "/mr\\x", "/电影", "/mr/\x00", "http://x/mr", "/a;b", "/'><script>"} {
		if got, err := NormalizeBasePath(bad); err == nil {
			t.Errorf("NormalizeBasePath(%q) = %q, want an error", bad, got)
		}
	}
}

// servedIndexMR is indexHTML as served under /mr.
const servedIndexMR = `<!doctype html><html><head><meta name="mr-base-path" content="/mr"><title>电影机器人</title>` +
	`<link rel="icon" href="/mr/favicon.ico"><script defer src="/mr/assets/app.abc123.js"></script>` +
	`</head><body><div id=root></div></body></html>`

func TestBasePathServesEverythingUnderThePrefix(t *testing.T) {
	backend := &recordingBackend{}
	h := newTestHandler(t, Options{Backend: backend, BasePath: "mr/"})
	cases := []struct{ target, wantBody, wantType string }{
		{"/mr/", servedIndexMR, "text/html; charset=utf-8"},
		{"/mr/movie/search?x=1", servedIndexMR, "text/html; charset=utf-8"},
		{"/mr/setup/admin", servedIndexMR, "text/html; charset=utf-8"},
		{"/mr/index.html", servedIndexMR, "text/html; charset=utf-8"},
		{"/mr" + appJSPath, appJS, "text/javascript; charset=utf-8"},
		{"/mr/favicon.ico", faviconICO, "image/x-icon"},
		{"/mr/api/common/app?x=1", "backend:/api/common/app", "text/plain"},
		{"/mr/user/avatar/1.jpg", "backend:/user/avatar/1.jpg", "text/plain"},
		{"/m%72/api/x", "backend:/api/x", "text/plain"}, // decoded path has the prefix
	}
	for _, c := range cases {
		rec := do(h, "GET", c.target)
		if rec.Code != 200 || rec.Body.String() != c.wantBody || rec.Header().Get("Content-Type") != c.wantType {
			t.Errorf("%s: got %d %q %q", c.target, rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
		}
		assertSecurityHeaders(t, rec.Header())
	}
	if got := backend.seen(); !slices.Equal(got, []string{"/api/common/app", "/user/avatar/1.jpg", "/api/x"}) {
		t.Fatalf("backend saw %v", got)
	}
	rec := do(h, "GET", "/mr"+appJSPath, "Accept-Encoding: br")
	if rec.Body.String() != appJSBr || rec.Header().Get("Cache-Control") != cacheImmutable {
		t.Fatalf("asset under base: %q %q", rec.Body.String(), rec.Header().Get("Cache-Control"))
	}
	if rec := do(h, "GET", "/mr/assets/missing.js"); rec.Code != 404 || isHTML(rec) {
		t.Fatalf("missing asset under base: %d", rec.Code)
	}
}

func TestBasePathServesNothingOutside(t *testing.T) {
	backend := &recordingBackend{}
	h := newTestHandler(t, Options{Backend: backend, BasePath: "/mr"})
	for _, target := range []string{"/", "/index.html", appJSPath, "/favicon.ico", "/api/x", "/movie/search",
		"/mrx", "/mrx/api/x", "/MR/", "/m/r/", "//mr/", "/x/../mr/api/x", "/static/img/a.png"} {
		for _, method := range []string{"GET", "POST"} {
			rec := do(h, method, target)
			assertJSONError(t, rec, 404)
			if rec.Header().Get("Cache-Control") != "no-store" {
				t.Errorf("%s %s: Cache-Control %q", method, target, rec.Header().Get("Cache-Control"))
			}
			assertSecurityHeaders(t, rec.Header())
		}
	}
	if seen := backend.seen(); len(seen) > 0 {
		t.Fatalf("backend reached from outside the base path: %v", seen)
	}
}

func TestBasePathRedirectsCarryThePrefix(t *testing.T) {
	h := newTestHandler(t, Options{Backend: &recordingBackend{}, BasePath: "/mr"})
	cases := []struct{ method, target, location string }{
		{"GET", "/mr", "/mr/"},
		{"GET", "/mr?lang=zh", "/mr/?lang=zh"},
		{"POST", "/mr//api/x?a=1", "/mr/api/x?a=1"},
		{"GET", "/mr/assets/./app.abc123.js", "/mr" + appJSPath},
		{"GET", "/mr/a/../movie/search", "/mr/movie/search"},
		{"GET", "/mr/..%2f..%2fgo.mod", "/mr/go.mod"},
	}
	for _, c := range cases {
		rec := do(h, c.method, c.target)
		assertJSONError(t, rec, http.StatusPermanentRedirect)
		if loc := rec.Header().Get("Location"); loc != c.location {
			t.Errorf("%s %s: Location %q, want %q", c.method, c.target, loc, c.location)
		}
	}
}

func TestBasePathFirstRunRedirect(t *testing.T) {
	h := newTestHandler(t, Options{BasePath: "/mr", SetupRequired: func(*http.Request) bool { return true }})
	for _, target := range []string{"/mr/", "/mr/movie/search", "/mr/index.html"} {
		rec := do(h, "GET", target)
		if rec.Code != http.StatusFound || rec.Header().Get("Location") != "/mr/setup/admin" {
			t.Errorf("%s: %d Location=%q", target, rec.Code, rec.Header().Get("Location"))
		}
	}
	if rec := do(h, "GET", "/mr/setup/admin"); rec.Code != 200 || !strings.Contains(rec.Body.String(), `content="/mr"`) {
		t.Fatalf("wizard page: %d", rec.Code)
	}
}

func TestPrefixLocationLeavesOtherFormsAlone(t *testing.T) {
	for loc, want := range map[string]string{
		"/x": "/mr/x", "//evil.example/": "//evil.example/", "http://a/b": "http://a/b", "next": "next", "": "",
	} {
		inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if loc != "" {
				w.Header().Set("Location", loc)
			}
			w.WriteHeader(http.StatusFound)
			w.WriteHeader(http.StatusFound) // a second call must not prefix twice
		})
		rec := do(withBasePath("/mr", inner), "GET", "/mr/")
		if got := rec.Header().Get("Location"); got != want {
			t.Errorf("Location %q became %q, want %q", loc, got, want)
		}
	}
}
