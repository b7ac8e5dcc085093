package netguard

import (
	"io"
	"net"
	"testing"
	"time"
)

// One address holds at most max open connections: the next is closed at
// once, and closing one makes room for exactly one more.
func TestLimitPerPeerHoldsExactlyMax(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	limited := LimitPerPeer(ln, 2, NewShedLog(nil, time.Hour))
	defer limited.Close()
	accepted := make(chan net.Conn, 10)
	go func() {
		for {
			c, err := limited.Accept()
			if err != nil {
				return
			}
			accepted <- c
		}
	}()
	// kept dials and reports whether the server kept the connection open:
	// one to be kept is watched briefly, one to be closed long enough for
	// a busy machine (a close arrives as EOF at once either way).
	kept := func(expectKept bool) bool {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		wait := 5 * time.Second
		if expectKept {
			wait = 200 * time.Millisecond
		}
		c.SetReadDeadline(time.Now().Add(wait))
		_, err = c.Read(make([]byte, 1))
		return err != io.EOF
	}
	if !kept(true) || !kept(true) {
		t.Fatal("the first two connections were refused")
	}
	if kept(false) {
		t.Fatal("a third connection from the same address was kept")
	}
	(<-accepted).Close() // releases its place before Close returns
	if !kept(true) {
		t.Fatal("no room after one closed")
	}
	if kept(false) {
		t.Fatal("room for two after one closed")
	}
}
