package httpx

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
)

// noRedirects is a client that returns redirects instead of following them.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func TestProxyUnderBasePath(t *testing.T) {
	paths := make(chan string, 4)
	front, _ := proxyFront(t, "/mr", func(w http.ResponseWriter, r *http.Request) {
		paths <- r.URL.RequestURI()
		if r.URL.Path == "/api/old" {
			http.Redirect(w, r, "/api/new?k=v", http.StatusFound)
			return
		}
		io.WriteString(w, `{"code":0,"message":"","data":null}`)
	})

	res, err := noRedirects.Get(front.URL + "/mr/api/common/app?x=%E7%94%B5")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := <-paths; res.StatusCode != 200 || got != "/api/common/app?x=%E7%94%B5" {
		t.Fatalf("got %d, upstream saw %q", res.StatusCode, got)
	}
	res, err = noRedirects.Get(front.URL + "/mr/api/old")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	<-paths
	if loc := res.Header.Get("Location"); res.StatusCode != 302 || loc != "/mr/api/new?k=v" {
		t.Fatalf("upstream redirect: %d Location=%q", res.StatusCode, loc)
	}
	res, err = noRedirects.Get(front.URL + "/api/common/app")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 404 || len(paths) != 0 {
		t.Fatalf("outside the base path: %d, upstream called %d times", res.StatusCode, len(paths))
	}
}

// The base path's writer wrapper must not break flushing or hijacking.
func TestProxyStreamsUnderBasePath(t *testing.T) {
	firstRead := make(chan struct{})
	front, _ := proxyFront(t, "/mr", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			serveEchoUpgrade(w)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: one\n\n")
		w.(http.Flusher).Flush()
		select {
		case <-firstRead:
		case <-r.Context().Done():
		}
	})

	ctx, cancel := context.WithTimeout(context.Background(), streamDeadline)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", front.URL+"/mr/api/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(res.Body).ReadString('\n')
	close(firstRead)
	res.Body.Close()
	if err != nil || line != "data: one\n" {
		t.Fatalf("event not flushed under the base path: %q %v", line, err)
	}

	res, conn, rd := askUpgrade(t, front, "/mr/api/ws")
	if res.StatusCode != 101 {
		t.Fatalf("upgrade under the base path: %v", res)
	}
	fmt.Fprintf(conn, "hi\n")
	if line, err := rd.ReadString('\n'); err != nil || !strings.HasPrefix(line, "echo:hi") {
		t.Fatalf("echo: %q %v", line, err)
	}
}
