package httpx

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"
)

// Expected outcome classes of the routing table.
const (
	wantIndex    = "index"    // 200 with index.html
	wantBackend  = "backend"  // answered by the Backend, which saw path
	wantFile     = "file"     // 200 with body
	wantNotFound = "notfound" // 404 JSON, no-store
	wantMethod   = "method"   // 405 JSON with Allow
	wantRedirect = "redirect" // 308 to location, JSON body
	wantBad      = "bad"      // 400 JSON
)

func TestRouting(t *testing.T) {
	cases := []struct {
		method, target string
		want           string
		detail         string // backend path, file body or redirect location
	}{
		{"GET", "/", wantIndex, ""},
		{"HEAD", "/", wantIndex, ""},
		{"GET", "/movie/search", wantIndex, ""},
		{"GET", "/movie/search.v2", wantIndex, ""},
		{"GET", "/a/b.c", wantIndex, ""},
		{"GET", "/user/edit?x=a.b", wantIndex, ""},
		{"GET", "/user/index", wantIndex, ""},
		{"GET", "/user/invite-email", wantIndex, ""},
		{"GET", "/plugins/index", wantIndex, ""},
		{"GET", "/plugins/detail?name=x", wantIndex, ""},
		{"GET", "/common/view?hidePadding=true", wantIndex, ""},
		{"GET", "/index.html", wantIndex, ""},
		{"GET", "/index.html.gz", wantNotFound, ""},
		{"GET", "/movie/", wantIndex, ""},
		{"GET", "/favicon.ico", wantFile, faviconICO},
		{"HEAD", "/favicon.ico", wantFile, ""},
		{"GET", appJSPath, wantFile, appJS},
		{"GET", "/assets/sub/chunk.789aaa.js", wantFile, "chunk"},
		{"GET", "/assets/archive.tar.gz", wantFile, "standalone gzip, no original"},
		{"GET", "/assets/missing.js", wantNotFound, ""},
		{"GET", "/assets/missing.v2.html", wantNotFound, ""},
		{"GET", "/assets", wantNotFound, ""},
		{"GET", "/assets/", wantNotFound, ""},
		{"GET", appJSPath + ".br", wantNotFound, ""},
		{"GET", "/assets/.secret/leak.js", wantNotFound, ""},
		{"GET", "/.keep", wantIndex, ""},
		{"POST", "/", wantMethod, ""},
		{"PUT", "/movie/search", wantMethod, ""},
		{"DELETE", appJSPath, wantMethod, ""},
		{"OPTIONS", "/favicon.ico", wantMethod, ""},
		{"GET", "/api", wantBackend, "/api"},
		{"GET", "/api/x", wantBackend, "/api/x"},
		{"POST", "/api/auth/get_token", wantBackend, "/api/auth/get_token"},
		{"GET", "/api/common/app.json", wantBackend, "/api/common/app.json"},
		{"GET", "/static/img/douban.png", wantBackend, "/static/img/douban.png"},
		{"GET", "/user/avatar/1.jpg", wantBackend, "/user/avatar/1.jpg"},
		{"GET", "/plugins/x/logo.jpg", wantBackend, "/plugins/x/logo.jpg"},
		{"GET", "/api%2fx", wantBackend, "/api/x"},
		{"GET", "//api/x", wantRedirect, "/api/x"},
		{"POST", "//api/x?a=1", wantRedirect, "/api/x?a=1"},
		{"GET", "/assets//x", wantRedirect, "/assets/x"},
		{"GET", "/..%2f", wantRedirect, "/"},
		{"GET", "/%2e%2e/etc/passwd", wantRedirect, "/etc/passwd"},
		{"GET", "/assets/..%2f..%2fgo.mod", wantRedirect, "/go.mod"},
		{"GET", "/api/../assets/app.abc123.js", wantRedirect, appJSPath},
		{"GET", "/assets/./app.abc123.js", wantRedirect, appJSPath},
		{"GET", "/%5c%5cevil.com", wantBad, ""},
		{"GET", "/assets/..%5c..%5cgo.mod", wantBad, ""},
		{"GET", "/api/%5c", wantBad, ""},
		{"GET", "/a%00b", wantBad, ""},
	}
	for _, c := range cases {
		t.Run(c.method+" "+c.target, func(t *testing.T) {
			backend := &recordingBackend{}
			h := newTestHandler(t, Options{Backend: backend})
			rec := do(h, c.method, c.target)
			assertSecurityHeaders(t, rec.Header())
			seen := backend.seen()
			if c.want != wantBackend && len(seen) > 0 {
				t.Fatalf("backend was called with %v", seen)
			}
			body := rec.Body.String()
			switch c.want {
			case wantIndex:
				if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
					t.Fatalf("got %d %q, want index.html", rec.Code, rec.Header().Get("Content-Type"))
				}
				if c.method == "GET" && body != servedIndex {
					t.Fatalf("body = %q, want index.html", body)
				}
				if c.method == "HEAD" && body != "" {
					t.Fatalf("HEAD sent a body")
				}
			case wantFile:
				if rec.Code != 200 || body != c.detail || isHTML(rec) {
					t.Fatalf("got %d %q (%s), want 200 %q", rec.Code, body, rec.Header().Get("Content-Type"), c.detail)
				}
			case wantBackend:
				if rec.Code != 200 || body != "backend:"+c.detail || !slices.Equal(seen, []string{c.detail}) {
					t.Fatalf("got %d %q, backend saw %v; want backend with %q", rec.Code, body, seen, c.detail)
				}
			case wantNotFound:
				assertJSONError(t, rec, 404)
				if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
					t.Fatalf("Cache-Control = %q, want no-store", cc)
				}
			case wantMethod:
				assertJSONError(t, rec, 405)
				if a := rec.Header().Get("Allow"); a != "GET, HEAD" {
					t.Fatalf("Allow = %q", a)
				}
			case wantRedirect:
				assertJSONError(t, rec, 308)
				if loc := rec.Header().Get("Location"); loc != c.detail {
					t.Fatalf("Location = %q, want %q", loc, c.detail)
				}
			case wantBad:
				assertJSONError(t, rec, 400)
			}
		})
	}
}

// assertJSONError checks status and a {"code":1,"message":…} body that is
// not HTML.
func assertJSONError(t *testing.T, rec interface {
	Result() *http.Response
}, status int) {
	t.Helper()
	res := rec.Result()
	if res.StatusCode != status {
		t.Fatalf("status = %d, want %d", res.StatusCode, status)
	}
	if ct := res.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type = %q, want JSON", ct)
	}
	var env struct {
		Code    int
		Message string
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil || env.Code != 1 || env.Message == "" {
		t.Fatalf("body is not a code-1 envelope: %+v, %v", env, err)
	}
}

func TestNilBackendAnswersNotFound(t *testing.T) {
	h := newTestHandler(t, Options{})
	if rec := do(h, "GET", "/api/x"); rec.Code != 404 || isHTML(rec) {
		t.Fatalf("got %d %q", rec.Code, rec.Body.String())
	}
}
