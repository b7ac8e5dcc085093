package cli

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"
)

// Issue 15, against the real server: bodies that never arrive on the
// sign-in endpoint (no sign-in needed) used to hold their connections
// forever until file descriptors ran out. Now the attacker's address is
// capped and its bodies time out, while another client is served at once.
func TestRunSlowBodiesDoNotStarveOthers(t *testing.T) {
	r := startRun(t, Config{}, testLimits)
	var held []net.Conn
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	for range 3 * testLimits.connsPerPeer {
		c, err := net.DialTimeout("tcp", r.addr, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
		fmt.Fprintf(c, "POST /api/auth/get_token HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
	}
	other := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{
		DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}).DialContext}}
	start := time.Now()
	res, err := other.Get(r.url + "/api/common/app")
	if err != nil {
		t.Fatalf("another client was not served: %v", err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), `"code":0`) || time.Since(start) > time.Second {
		t.Fatalf("got %d %s after %v", res.StatusCode, body, time.Since(start))
	}
	// Once the bodies timed out the attacker's address is served again.
	time.Sleep(testLimits.body.Grace + 500*time.Millisecond)
	// Every held connection was ended by the server (the first ones after
	// their body timed out, the rest at once, over the per-peer cap):
	// without the guards they would all still be waiting.
	for i, c := range held {
		c.SetReadDeadline(time.Now().Add(time.Second))
		if _, err := io.ReadAll(c); err != nil && os.IsTimeout(err) {
			t.Fatalf("held connection %d is still open", i)
		}
	}
	res, err = (&http.Client{Timeout: 2 * time.Second}).Get(r.url + "/api/common/app")
	if err != nil {
		t.Fatalf("after the slow bodies timed out: %v", err)
	}
	res.Body.Close()
}
