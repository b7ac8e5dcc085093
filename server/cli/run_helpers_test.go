package cli

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"testing/fstest"
	"time"

	"github.com/movie-robot/web-console/server/netguard"
)

// testAssets is a minimal web build.
var testAssets = fstest.MapFS{
	"index.html":       {Data: []byte(`<!doctype html><html><head><script defer src="/assets/app.1.js"></script></head></html>`)},
	"assets/app.1.js":  {Data: []byte("console.log(1)")},
	"assets/app.1.css": {Data: []byte("body{}")},
}

// testLimits keep the real server's behaviour with test-sized waits.
var testLimits = serverLimits{
	readHeaderTimeout: 200 * time.Millisecond,
	idleTimeout:       5 * time.Second,
	shutdownGrace:     5 * time.Second,
	body:              netguard.BodyTiming{Grace: time.Second, Idle: time.Second, MinRate: 16 << 10},
	connsPerPeer:      20,
}

// running is a server started by startRun.
type running struct {
	url    string // http://127.0.0.1:port
	addr   string
	cancel context.CancelFunc
	done   chan struct{} // closed when run returned
	err    error         // run's result, once done is closed
}

// startRun runs the server in the background and waits until it listens.
// The server is stopped at the end of the test if the test did not stop it.
func startRun(t *testing.T, cfg Config, limits serverLimits) *running {
	t.Helper()
	if cfg.Listen == "" {
		cfg.Listen = "127.0.0.1:0"
	}
	if cfg.DataDir == "" {
		cfg.DataDir = t.TempDir()
	}
	if cfg.LogLevel == "" {
		cfg.LogLevel = "error"
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	r := &running{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(r.done)
		r.err = run(ctx, cfg, testAssets, io.Discard, func(a net.Addr) { addrc <- a }, limits)
	}()
	select {
	case a := <-addrc:
		r.addr = a.String()
		r.url = "http://" + r.addr
	case <-r.done:
		t.Fatalf("run failed to start: %v", r.err)
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.done:
		case <-time.After(limits.shutdownGrace + 5*time.Second):
			t.Error("server did not stop")
		}
	})
	return r
}

// get fetches url without following redirects and returns status and body.
func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}
