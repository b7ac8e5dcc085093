package httpx

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/daemontest"
)

func TestProxyDeadUpstream(t *testing.T) {
	addr := fmt.Sprintf("127.0.0.1:%d", daemontest.FreePort(t)) // nothing listens there: connection refused
	logger, logs := newLogCapture()
	front := frontWith(t, NewProxy(mustParse(t, "http://"+addr), logger))

	res, err := http.Get(front.URL + "/api/common/app?access_key=SECRET")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 502 || res.Header.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Fatalf("got %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if want := `{"code":1,"message":"` + msgUpstreamDown + `"}`; string(body) != want {
		t.Fatalf("body = %s\nwant   %s", body, want)
	}
	assertSecurityHeaders(t, res.Header)
	l := logs.String()
	if !strings.Contains(l, "level=WARN") || !strings.Contains(l, addr) {
		t.Fatalf("expected a WARN naming the upstream, got %q", l)
	}
	if strings.Contains(l, "SECRET") {
		t.Fatalf("log leaked the query string: %q", l)
	}
}

func TestProxyUpstreamHeaderTimeout(t *testing.T) {
	release := make(chan struct{})
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select { // stall until the test ends: headers never come in time
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer upstream.Close()
	defer close(release)
	logger, logs := newLogCapture()
	cfg := proxyConfig{dialTimeout: 3 * time.Second, responseHeaderTimeout: 50 * time.Millisecond}
	front := frontWith(t, newProxy(mustParse(t, upstream.URL), logger, cfg))

	res, err := http.Get(front.URL + "/api/slow")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if want := `{"code":1,"message":"` + msgUpstreamTimeout + `"}`; res.StatusCode != 504 || string(body) != want {
		t.Fatalf("got %d %s, want 504 %s", res.StatusCode, body, want)
	}
	if !strings.Contains(logs.String(), "level=WARN") {
		t.Fatalf("timeout not logged at WARN: %q", logs.String())
	}
}

// spyWriter records whether anything at all was written.
type spyWriter struct {
	header http.Header
	wrote  bool
}

func (s *spyWriter) Header() http.Header         { return s.header }
func (s *spyWriter) WriteHeader(int)             { s.wrote = true }
func (s *spyWriter) Write(p []byte) (int, error) { s.wrote = true; return len(p), nil }

func TestProxyClientCancelIsQuiet(t *testing.T) {
	arrived := make(chan struct{})
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(arrived)
		<-r.Context().Done() // the proxy hangs up when the client does
	}))
	defer upstream.Close()
	logger, logs := newLogCapture()
	proxy := NewProxy(mustParse(t, upstream.URL), logger)

	ctx, cancel := context.WithCancel(context.Background())
	req := httptest.NewRequest("GET", "/api/slow", nil).WithContext(ctx)
	w := &spyWriter{header: http.Header{}}
	done := make(chan struct{})
	go func() { proxy.ServeHTTP(w, req); close(done) }()
	<-arrived
	cancel()
	<-done

	l := logs.String()
	if strings.Contains(l, "level=ERROR") || strings.Contains(l, "level=WARN") {
		t.Fatalf("client cancel logged above DEBUG: %q", l)
	}
	if !strings.Contains(l, "level=DEBUG") || !strings.Contains(l, "client went away") {
		t.Fatalf("client cancel not logged at DEBUG: %q", l)
	}
	if w.wrote {
		t.Fatalf("something was written to a client that left")
	}
}

// An upstream that promises more body than it sends makes ReverseProxy log
// "read error during body copy" through ErrorLog: it must reach slog (and so
// the log file), not plain stderr.
func TestProxyBodyCopyErrorReachesTheLog(t *testing.T) {
	front, logs := proxyFront(t, "", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "1000")
		w.WriteHeader(200)
		w.Write([]byte("only a little"))
		w.(http.Flusher).Flush()
		conn, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			conn.Close() // the rest never comes
		}
	})

	res, err := http.Get(front.URL + "/api/big")
	if err == nil {
		io.ReadAll(res.Body)
		res.Body.Close()
	}
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(logs.String(), "body copy") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if l := logs.String(); !strings.Contains(l, "level=WARN") || !strings.Contains(l, "read error during body copy") {
		t.Fatalf("body-copy error not in the log: %q", l)
	}
}
