package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSlowHeadersAreCutOffWhileOthersAreServed(t *testing.T) {
	r := startRun(t, Config{}, testLimits)
	slow, err := net.Dial("tcp", r.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	// Half a request, then silence: a slowloris client.
	fmt.Fprintf(slow, "GET / HTTP/1.1\r\nHost: x\r\n")
	if res, _ := get(t, r.url+"/assets/app.1.js"); res.StatusCode != 200 {
		t.Fatalf("normal request while a slow one waits: %d", res.StatusCode)
	}
	// The server must close the slow connection; the deadline here only
	// keeps a broken server from hanging the test.
	start := time.Now()
	slow.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err = io.ReadAll(slow)
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		t.Fatalf("slow-header connection still open after %v", time.Since(start))
	}
}

// blockingUpstream answers /api/slow only when released, and reports when
// a request has arrived.
func blockingUpstream(t *testing.T) (url string, arrived <-chan struct{}, release chan struct{}) {
	arr := make(chan struct{}, 1)
	rel := make(chan struct{})
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arr <- struct{}{}
		select {
		case <-rel:
			io.WriteString(w, `{"code":0,"message":"","data":"finished"}`)
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(up.Close)
	return up.URL, arr, rel
}

func TestShutdownLetsInFlightRequestFinish(t *testing.T) {
	upstream, arrived, release := blockingUpstream(t)
	r := startRun(t, Config{Upstream: upstream}, testLimits)
	type result struct {
		body string
		err  error
	}
	got := make(chan result, 1)
	go func() {
		res, err := http.Get(r.url + "/api/slow")
		if err != nil {
			got <- result{err: err}
			return
		}
		b, err := io.ReadAll(res.Body)
		res.Body.Close()
		got <- result{string(b), err}
	}()
	<-arrived
	r.cancel()
	select {
	case <-r.done:
		t.Fatalf("Run returned (%v) while a request was in flight", r.err)
	case <-time.After(300 * time.Millisecond): // a correct server never returns here
	}
	close(release)
	if res := <-got; res.err != nil || !strings.Contains(res.body, "finished") {
		t.Fatalf("in-flight request cut off: %q %v", res.body, res.err)
	}
	<-r.done
	if r.err != nil {
		t.Fatalf("Run = %v, want a clean shutdown", r.err)
	}
}

func TestShutdownGivesUpAfterGrace(t *testing.T) {
	upstream, arrived, _ := blockingUpstream(t) // never released
	limits := testLimits
	limits.shutdownGrace = 300 * time.Millisecond
	r := startRun(t, Config{Upstream: upstream}, limits)
	clientErr := make(chan error, 1)
	go func() {
		res, err := http.Get(r.url + "/api/slow")
		if err == nil {
			_, err = io.ReadAll(res.Body)
			res.Body.Close()
		}
		clientErr <- err
	}()
	<-arrived
	start := time.Now()
	r.cancel()
	select {
	case <-r.done:
	case <-time.After(limits.shutdownGrace + 5*time.Second):
		t.Fatal("Run did not return after the grace period")
	}
	if !errors.Is(r.err, context.DeadlineExceeded) || time.Since(start) < limits.shutdownGrace {
		t.Fatalf("Run = %v after %v, want a deadline error after the %v grace", r.err, time.Since(start), limits.shutdownGrace)
	}
	if err := <-clientErr; err == nil {
		t.Fatal("the stuck request was not cut off")
	}
}

func TestDataFilesArePrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data") // Run creates it
	r := startRun(t, Config{DataDir: dir}, testLimits)
	get(t, r.url+"/api/common/app") // touch the database
	want := map[string]os.FileMode{
		".": 0o700, "movie-robot.db": 0o600, "movie-robot.db-wal": 0o600, "movie-robot.db-shm": 0o600,
		"jwt-secret": 0o600, "logs": 0o700, "logs/movie-robot.log": 0o600,
	}
	for name, mode := range want {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if fi.Mode().Perm() != mode {
			t.Errorf("%s: mode %o, want %o", name, fi.Mode().Perm(), mode)
		}
	}
}

// A package that logs through slog's default (the library's scanner and
// organiser do) is read in the log file the settings page shows.
func TestDefaultLoggerWritesTheLogFile(t *testing.T) {
	dir := t.TempDir()
	startRun(t, Config{DataDir: dir, LogLevel: "warn"}, testLimits)
	slog.Warn("library: a probe line")
	raw, err := os.ReadFile(filepath.Join(dir, "logs", "movie-robot.log"))
	if err != nil || !strings.Contains(string(raw), "a probe line") {
		t.Fatalf("log file: %v\n%s", err, raw)
	}
}
