package httpx

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

// Fixture build: the twins hold distinct bytes so a test can tell which
// representation was sent.
const (
	indexHTML = `<!doctype html><html><head><title>电影机器人</title>` +
		`<link rel="icon" href="/favicon.ico"><script defer src="/assets/app.abc123.js"></script>` +
		`</head><body><div id=root></div></body></html>`
	// servedIndex is indexHTML as served without a base path: the same
	// bytes plus the base-path meta, first thing in <head>.
	servedIndex = `<!doctype html><html><head><meta name="mr-base-path" content=""><title>电影机器人</title>` +
		`<link rel="icon" href="/favicon.ico"><script defer src="/assets/app.abc123.js"></script>` +
		`</head><body><div id=root></div></body></html>`
	indexBr    = "INDEX-BROTLI-BYTES"
	indexGz    = "INDEX-GZIP-BYTES"
	appJS      = "console.log('identity app bundle');"
	appJSBr    = "APP-BROTLI-BYTES"
	appJSGz    = "APP-GZIP-BYTES!!"
	faviconICO = "\x00\x00\x01\x00fake-icon"
	appJSPath  = "/assets/app.abc123.js"
)

func fixtureFS() fstest.MapFS {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"index.html":                 file(indexHTML),
		"index.html.br":              file(indexBr),
		"index.html.gz":              file(indexGz),
		"assets/app.abc123.js":       file(appJS),
		"assets/app.abc123.js.br":    file(appJSBr),
		"assets/app.abc123.js.gz":    file(appJSGz),
		"assets/style.def456.css":    file("body{}"),
		"favicon.ico":                file(faviconICO),
		"manifest.webmanifest":       file(`{"name":"x"}`),
		"assets/archive.tar.gz":      file("standalone gzip, no original"),
		".keep":                      file(""),
		"assets/.secret/leak.js":     file("must not be served"),
		"assets/sub/chunk.789aaa.js": file("chunk"),
	}
}

// recordingBackend answers every request with "backend:" + the path it saw
// (in its escaped form, as a proxy would forward it), and remembers them.
type recordingBackend struct {
	mu    sync.Mutex
	paths []string
}

func (b *recordingBackend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	b.paths = append(b.paths, r.URL.EscapedPath())
	b.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain")
	_, _ = io.WriteString(w, "backend:"+r.URL.EscapedPath())
}

func (b *recordingBackend) seen() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.paths...)
}

// newTestHandler builds the handler over the fixture build.
func newTestHandler(t testing.TB, o Options) http.Handler {
	t.Helper()
	if o.Assets == nil {
		o.Assets = fixtureFS()
	}
	h, err := NewHandler(o)
	if err != nil {
		t.Fatalf("NewHandler: %v", err)
	}
	return h
}

// do sends one request through h. target may be a raw request-target such
// as "/..%2f"; headers are "Name: value" strings.
func do(h http.Handler, method, target string, headers ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for _, kv := range headers {
		k, v, _ := strings.Cut(kv, ":")
		r.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	return rec
}

func isHTML(rec *httptest.ResponseRecorder) bool {
	return strings.Contains(rec.Header().Get("Content-Type"), "html") ||
		strings.Contains(strings.ToLower(rec.Body.String()), "<!doctype html")
}
