// Package daemontest runs Debian's daemons (transmission-daemon, aria2c)
// for other packages' tests on free loopback ports, so each does not write
// the same port picking, skipping, starting and waiting.
package daemontest

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"testing"
	"time"
)

// FreePort asks the kernel for a free loopback port.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Start runs bin with args in the foreground until the test ends and waits
// until its RPC port answers HTTP (any answer: it is up). The test is
// skipped where bin is not installed, or under -short.
func Start(t testing.TB, bin string, port int, args ...string) {
	t.Helper()
	if _, err := exec.LookPath(bin); err != nil {
		t.Skip(bin + " not installed")
	}
	if testing.Short() {
		t.Skip("starts a real " + bin)
	}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/", port)); err == nil {
			res.Body.Close()
			return
		}
	}
	t.Fatalf("%s did not answer on %d", bin, port)
}
