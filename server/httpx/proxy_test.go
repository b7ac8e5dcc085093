package httpx

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// logBuffer collects slog text output from any goroutine.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func newLogCapture() (*slog.Logger, *logBuffer) {
	b := &logBuffer{}
	return slog.New(slog.NewTextHandler(b, &slog.HandlerOptions{Level: slog.LevelDebug})), b
}

func mustParse(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// frontWith serves the full handler (routing + security headers) in front of
// a proxy to upstream, as the binary does in proxy mode.
func frontWith(t *testing.T, proxy http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(newTestHandler(t, Options{Backend: proxy}))
	t.Cleanup(srv.Close)
	return srv
}

// proxyFront starts a test upstream answering with h and serves the full
// handler under base ("" for none) in front of a proxy to it, both closed
// when the test ends; logs is what the proxy logged.
func proxyFront(t *testing.T, base string, h http.HandlerFunc) (*httptest.Server, *logBuffer) {
	t.Helper()
	upstream := httptest.NewServer(h)
	t.Cleanup(upstream.Close)
	logger, logs := newLogCapture()
	front := httptest.NewServer(newTestHandler(t, Options{Backend: NewProxy(mustParse(t, upstream.URL), logger), BasePath: base}))
	t.Cleanup(front.Close)
	return front, logs
}

func TestProxyForwardsPathQueryAndXForwarded(t *testing.T) {
	type seen struct {
		path, query, host, xff, xfh, xfp string
	}
	got := make(chan seen, 1)
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- seen{r.URL.Path, r.URL.RawQuery, r.Host, r.Header.Get("X-Forwarded-For"),
			r.Header.Get("X-Forwarded-Host"), r.Header.Get("X-Forwarded-Proto")}
		// An upstream with its own, conflicting security headers.
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("Content-Security-Policy", "default-src *")
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"code":0,"message":"","data":"from upstream"}`)
	}))
	defer upstream.Close()
	logger, _ := newLogCapture()
	front := frontWith(t, NewProxy(mustParse(t, upstream.URL+"/base"), logger))

	req, _ := http.NewRequest("GET", front.URL+"/api/movie/search?keyword=%E7%94%B5%E5%BD%B1&page=2", nil)
	req.Host = "console.example:8080"
	req.Header.Set("X-Forwarded-For", "1.2.3.4")
	req.Header.Set("X-Forwarded-Host", "spoofed.example")
	req.Header.Set("X-Forwarded-Proto", "https")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), "from upstream") {
		t.Fatalf("got %d %s", res.StatusCode, body)
	}
	s := <-got
	want := seen{
		path:  "/base/api/movie/search",
		query: "keyword=%E7%94%B5%E5%BD%B1&page=2",
		host:  mustParse(t, upstream.URL).Host,
		xff:   "127.0.0.1", xfh: "console.example:8080", xfp: "http",
	}
	if s != want {
		t.Fatalf("upstream saw %+v\nwant        %+v", s, want)
	}
	assertSecurityHeaders(t, res.Header)
}
