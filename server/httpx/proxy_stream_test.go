package httpx

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// streamDeadline bounds a test that would otherwise hang if the proxy
// buffered; a passing run never waits for it.
const streamDeadline = 10 * time.Second

func TestProxyStreamsServerSentEvents(t *testing.T) {
	firstRead := make(chan struct{})
	front, _ := proxyFront(t, "", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: one\n\n")
		w.(http.Flusher).Flush()
		select { // finish only after the client has seen the first event
		case <-firstRead:
		case <-r.Context().Done():
			return
		}
		io.WriteString(w, "data: two\n\n")
	})

	ctx, cancel := context.WithTimeout(context.Background(), streamDeadline)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", front.URL+"/api/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	assertSecurityHeaders(t, res.Header)
	rd := bufio.NewReader(res.Body)
	if line, err := rd.ReadString('\n'); err != nil || line != "data: one\n" {
		t.Fatalf("first event not delivered while the upstream is still open: %q %v", line, err)
	}
	close(firstRead)
	rest, err := io.ReadAll(rd)
	if err != nil || string(rest) != "\ndata: two\n\n" {
		t.Fatalf("rest = %q, %v", rest, err)
	}
}

func TestProxyWebSocketUpgrade(t *testing.T) {
	front, _ := proxyFront(t, "", func(w http.ResponseWriter, r *http.Request) {
		if !strings.EqualFold(r.Header.Get("Upgrade"), "echo-test") {
			http.Error(w, "upgrade expected", http.StatusBadRequest)
			return
		}
		if err := serveEchoUpgrade(w); err != nil {
			t.Errorf("hijack: %v", err)
		}
	})

	res, conn, rd := askUpgrade(t, front, "/api/ws")
	if res.StatusCode != http.StatusSwitchingProtocols || !strings.EqualFold(res.Header.Get("Upgrade"), "echo-test") {
		t.Fatalf("got %d Upgrade=%q", res.StatusCode, res.Header.Get("Upgrade"))
	}
	assertSecurityHeaders(t, res.Header)
	fmt.Fprintf(conn, "hello\n")
	if line, err := rd.ReadString('\n'); err != nil || line != "echo:hello\n" {
		t.Fatalf("echo over the switched connection: %q %v", line, err)
	}
}

// serveEchoUpgrade switches the connection to the echo-test protocol and
// echoes one line back, as a WebSocket upstream answers a frame.
func serveEchoUpgrade(w http.ResponseWriter) error {
	conn, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return err
	}
	defer conn.Close()
	brw.WriteString("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: echo-test\r\n\r\n")
	brw.Flush()
	if line, err := brw.ReadString('\n'); err == nil {
		brw.WriteString("echo:" + line)
		brw.Flush()
	}
	return nil
}

// askUpgrade asks front for path with Upgrade: echo-test over a raw
// connection (closed when the test ends): the answer, the connection and
// a reader of what follows the answer on it.
func askUpgrade(t *testing.T, front *httptest.Server, path string) (*http.Response, net.Conn, *bufio.Reader) {
	t.Helper()
	conn, err := net.Dial("tcp", front.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	conn.SetDeadline(time.Now().Add(streamDeadline))
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: console.test\r\nConnection: Upgrade\r\nUpgrade: echo-test\r\n\r\n", path)
	rd := bufio.NewReader(conn)
	res, err := http.ReadResponse(rd, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res, conn, rd
}

// TestProxyStreamsKnownLengthBody covers bodies the proxy's SSE and
// unknown-length detection does not: FlushInterval -1 must still pass each
// upstream write on at once (a slow download, a long-poll with a length).
func TestProxyStreamsKnownLengthBody(t *testing.T) {
	firstRead := make(chan struct{})
	front, _ := proxyFront(t, "", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Header().Set("Content-Length", "10")
		io.WriteString(w, "first")
		w.(http.Flusher).Flush()
		select {
		case <-firstRead:
		case <-r.Context().Done():
			return
		}
		io.WriteString(w, "-last")
	})

	ctx, cancel := context.WithTimeout(context.Background(), streamDeadline)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", front.URL+"/static/big.bin", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	buf := make([]byte, 5)
	if _, err := io.ReadFull(res.Body, buf); err != nil || string(buf) != "first" {
		t.Fatalf("first half not delivered while the upstream waits: %q %v", buf, err)
	}
	close(firstRead)
	if rest, err := io.ReadAll(res.Body); err != nil || string(rest) != "-last" {
		t.Fatalf("rest = %q, %v", rest, err)
	}
}
