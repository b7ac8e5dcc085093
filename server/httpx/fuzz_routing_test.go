package httpx

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// fuzzBackend marks its answers so the fuzzer can tell who answered.
type fuzzBackend struct{}

func (fuzzBackend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Backend", "1")
	w.Header().Set("Content-Type", "text/plain")
	io.WriteString(w, "backend:"+r.URL.Path)
}

// servableBytes is every representation the fixture build can legitimately
// send: anything else in a 2xx body came from outside the build.
func servableBytes(t testing.TB, bases ...string) (all [][]byte, index [][]byte) {
	idx, err := buildAssetIndex(fixtureFS())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range idx.files {
		all = append(all, variantBytes(a)...)
	}
	orig, _ := idx.lookup("/index.html")
	for _, base := range bases {
		ia, err := newIndexAsset(orig, base, nil, testGzipWriter(t))
		if err != nil {
			t.Fatal(err)
		}
		index = append(index, variantBytes(ia)...)
	}
	return append(all, index...), index
}

func variantBytes(a *asset) [][]byte {
	out := [][]byte{a.identity.data}
	for _, v := range []*variant{a.brotli, a.gzip} {
		if v != nil {
			out = append(out, v.data)
		}
	}
	return out
}

func FuzzRouting(f *testing.F) {
	for _, seed := range []string{
		"/", "/api/x", "/api", "/apis", "/assets/app.abc123.js", "/assets/missing.js", "/assets/.secret/leak.js",
		"/index.html.br", "/..%2f..%2fgo.mod", "//api/x", "/assets/..%2findex.html", "/user/edit", "/user/1.jpg",
		"/plugins/x/logo.jpg", "/mr", "/mr/", "/mr/api/x", "/mr/assets/app.abc123.js", "/mr/..%2fapi", "/m%72/api/x",
		"/%2e%2e/", "/a%00b", "/%5c%5cevil", "/movie/search?q=1", "/mr//assets/x", "/static/../assets/x.js",
	} {
		f.Add(seed, false, "")
		f.Add(seed, true, "bytes=0-3")
	}
	srvRoot := newTestHandler(f, Options{Backend: fuzzBackend{}})
	srvMR := newTestHandler(f, Options{Backend: fuzzBackend{}, BasePath: "/mr"})
	servable, index := servableBytes(f, "", "/mr")

	f.Fuzz(func(t *testing.T, target string, post bool, rangeHeader string) {
		u, err := url.ParseRequestURI(target)
		if err != nil || !strings.HasPrefix(target, "/") {
			return // net/http refuses such request lines before any handler runs
		}
		method := "GET"
		if post {
			method = "POST"
		}
		for _, c := range []struct {
			h    http.Handler
			base string
		}{{srvRoot, ""}, {srvMR, "/mr"}} {
			r := (&http.Request{Method: method, URL: u, RequestURI: target, Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
				Header: http.Header{"Accept-Encoding": {"br, gzip"}}, Host: "x", Body: http.NoBody, RemoteAddr: "192.0.2.1:1"}).
				WithContext(context.Background())
			if rangeHeader != "" {
				r.Header.Set("Range", rangeHeader)
			}
			rec := httptest.NewRecorder()
			c.h.ServeHTTP(rec, r)
			checkRoutingInvariants(t, c.base, u.Path, rec, servable, index)
		}
	})
}

func checkRoutingInvariants(t *testing.T, base, p string, rec *httptest.ResponseRecorder, servable, index [][]byte) {
	body := rec.Body.Bytes()
	fromBackend := rec.Header().Get("X-Backend") != ""
	isIndex := false
	for _, v := range index {
		isIndex = isIndex || (len(body) > 0 && bytes.Equal(body, v))
	}
	if rec.Code >= 200 && rec.Code < 300 && !fromBackend && len(body) > 0 {
		legit := false
		for _, v := range servable {
			legit = legit || bytes.Contains(v, body) // a range is part of one
		}
		if !legit {
			t.Fatalf("[base %q] %s: %d body not from the build: %q", base, p, rec.Code, body)
		}
	}
	if strings.Contains(rec.Body.String(), "must not be served") {
		t.Fatalf("[base %q] %s: dotfile leaked", base, p)
	}
	rest, under := strings.CutPrefix(p, base)
	if !under || (base != "" && !strings.HasPrefix(rest, "/")) {
		if fromBackend || isIndex || (rec.Code < 300 && rec.Code != 0) {
			t.Fatalf("[base %q] %s: served outside the base path (%d)", base, p, rec.Code)
		}
		return
	}
	clean := canonicalPath(rest)
	if IsBackendPath(clean) && (isIndex || strings.Contains(rec.Header().Get("Content-Type"), "html")) {
		t.Fatalf("[base %q] %s: backend path answered by the SPA", base, p)
	}
	if IsBackendPath(rest) && rest == clean && !hasForbiddenByte(rest) && !fromBackend {
		t.Fatalf("[base %q] %s: canonical backend path not sent to the backend (%d)", base, p, rec.Code)
	}
	if isAssetPath(clean) && (isIndex || strings.Contains(rec.Header().Get("Content-Type"), "html")) {
		t.Fatalf("[base %q] %s: /assets answered HTML", base, p)
	}
	if fromBackend && !IsBackendPath(clean) {
		t.Fatalf("[base %q] %s: non-backend path sent to the backend", base, p)
	}
}
