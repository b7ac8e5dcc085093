package netguard

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a log sink safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testTiming is DefaultBodyTiming shrunk to test size.
var testTiming = BodyTiming{Grace: 300 * time.Millisecond, Idle: 300 * time.Millisecond, MinRate: 16 << 10}

// guarded starts a server like the real one: per-peer limit and body
// timing, with a handler that reads the whole body and answers its size.
func guarded(t *testing.T, maxPerPeer int, timing BodyTiming) (string, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	shed := NewShedLog(slog.New(slog.NewTextHandler(logs, nil)), time.Second)
	h := BodyDeadline(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := io.Copy(io.Discard, r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusRequestTimeout)
			return
		}
		fmt.Fprint(w, n)
	}), timing, shed)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(h)
	srv.Listener = LimitPerPeer(ln, maxPerPeer, shed)
	srv.Config.ReadHeaderTimeout = time.Second
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String(), logs
}

// dialFrom connects from a chosen loopback address (127.0.0.0/8 is all
// this host's), so one test can play several clients.
func dialFrom(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 2 * time.Second}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// post sends a small body from `from` and returns the answer's status
// line, failing if it takes longer than within.
func post(t *testing.T, from, addr string, within time.Duration) string {
	t.Helper()
	c := dialFrom(t, from, addr)
	defer c.Close()
	c.SetDeadline(time.Now().Add(within))
	fmt.Fprintf(c, "POST /api/auth/get_token HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
	line, err := readLine(c)
	if err != nil {
		t.Fatalf("normal request from %s: %v", from, err)
	}
	return line
}

func readLine(c net.Conn) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		if _, err := c.Read(one); err != nil {
			return string(b), err
		}
		if one[0] == '\n' {
			return strings.TrimSpace(string(b)), nil
		}
		b = append(b, one[0])
	}
}

// slowBody opens a request that promises 100 bytes, sends one and then
// nothing: issue 15's attack.
func slowBody(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	c := dialFrom(t, from, addr)
	fmt.Fprintf(c, "POST /api/auth/get_token HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
	return c
}

// Many never-finished bodies neither starve another client (the per-peer
// cap) nor hold their connections for long (the body timing), and the
// shedding is logged, rate-limited.
func TestSlowBodiesDoNotStarveNormalRequests(t *testing.T) {
	timing := BodyTiming{Grace: time.Second, Idle: time.Second, MinRate: 16 << 10}
	addr, logs := guarded(t, 20, timing)
	var held []net.Conn
	for range 200 {
		held = append(held, slowBody(t, "127.0.0.1", addr))
	}
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	// Another client is served at once, while the attack is under way;
	// the attacker's address has used up its connections.
	if line := post(t, "127.0.0.2", addr, 2*time.Second); line != "HTTP/1.1 200 OK" {
		t.Fatalf("other client got %q", line)
	}
	c := dialFrom(t, "127.0.0.1", addr)
	c.SetDeadline(time.Now().Add(timing.Grace / 2))
	fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	if line, err := readLine(c); err == nil || line != "" || os.IsTimeout(err) {
		t.Fatalf("connection over the cap was not closed at once: %q %v", line, err)
	}
	c.Close()
	// The attacker's own address is served again once the bodies timed out.
	time.Sleep(timing.Grace + 300*time.Millisecond)
	if line := post(t, "127.0.0.1", addr, 2*time.Second); line != "HTTP/1.1 200 OK" {
		t.Fatalf("after the bodies timed out: %q", line)
	}
	l := logs.String()
	if !strings.Contains(l, "level=WARN") || !strings.Contains(l, msgTooManyConns) || !strings.Contains(l, msgSlowBody) {
		t.Fatalf("shedding not logged: %s", l)
	}
	if n := strings.Count(l, "\n"); n > 4 {
		t.Fatalf("%d log lines for one burst: not rate-limited\n%s", n, l)
	}
}

// A slow upload that keeps progressing above the minimum rate succeeds,
// though it lasts far longer than Grace and Idle together; one below the
// rate is cut off.
func TestProgressingUploadSucceedsAndTrickleIsCut(t *testing.T) {
	addr, _ := guarded(t, 20, testTiming)
	upload := func(chunk int, every time.Duration, total int) string {
		c := dialFrom(t, "127.0.0.1", addr)
		defer c.Close()
		fmt.Fprintf(c, "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\nConnection: close\r\n\r\n", total)
		for sent := 0; sent < total; sent += chunk {
			if _, err := c.Write(bytes.Repeat([]byte("a"), min(chunk, total-sent))); err != nil {
				break // cut off
			}
			time.Sleep(every)
		}
		c.SetDeadline(time.Now().Add(3 * time.Second))
		line, _ := readLine(c)
		return line
	}
	start := time.Now()
	// 2 KiB every 50 ms ≈ 40 KiB/s, above 16 KiB/s: 48 KiB over ~1.2 s.
	if line := upload(2<<10, 50*time.Millisecond, 48<<10); line != "HTTP/1.1 200 OK" {
		t.Fatalf("steady upload: %q", line)
	}
	if took := time.Since(start); took < testTiming.Grace+testTiming.Idle {
		t.Fatalf("upload took %v: too fast to prove anything", took)
	}
	// 100 bytes every 100 ms: never silent for Idle, but 1 KiB/s < 16 KiB/s.
	if line := upload(100, 100*time.Millisecond, 20<<10); line == "HTTP/1.1 200 OK" {
		t.Fatal("a trickle below the minimum rate was let through")
	}
}

func TestShedLogIsRateLimited(t *testing.T) {
	logs := &syncBuffer{}
	s := NewShedLog(slog.New(slog.NewTextHandler(logs, nil)), time.Minute)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s.now = func() time.Time { return now }
	for range 1000 {
		s.Note("shed", "192.0.2.1")
	}
	now = now.Add(time.Minute)
	s.Note("shed", "192.0.2.1")
	l := logs.String()
	if strings.Count(l, "\n") != 2 || !strings.Contains(l, "more_since_last_line=999") {
		t.Fatalf("log: %s", l)
	}
}

type fakeConn struct {
	net.Conn
	remote string
}

func (c fakeConn) RemoteAddr() net.Addr { a, _ := net.ResolveTCPAddr("tcp", c.remote); return a }

func TestPeerAddrGroupsIPv6By64(t *testing.T) {
	for remote, want := range map[string]string{
		"192.0.2.7:5000":              "192.0.2.7",
		"[::ffff:192.0.2.7]:5000":     "192.0.2.7",
		"[2001:db8:1:2:aaaa::1]:5000": "2001:db8:1:2::",
		"[2001:db8:1:2:bbbb::9]:6000": "2001:db8:1:2::",
		"[::1]:5000":                  "::",
	} {
		if got := peerAddr(fakeConn{remote: remote}).String(); got != want {
			t.Errorf("%s: counted as %s, want %s", remote, got, want)
		}
	}
}
