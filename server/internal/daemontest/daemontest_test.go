package daemontest

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"testing"
)

// A daemon whose port another process holds must not be taken for up:
// run reports it, so Start tries another port instead of handing the test
// the other process's address.
func TestRunRefusesAPortAnotherProcessHolds(t *testing.T) {
	if _, err := exec.LookPath("aria2c"); err != nil || testing.Short() {
		t.Skip("needs aria2c (and no -short)")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go http.Serve(l, http.NotFoundHandler())
	port := l.Addr().(*net.TCPAddr).Port
	args := []string{"--enable-rpc", fmt.Sprintf("--rpc-listen-port=%d", port), "--dir=" + t.TempDir(), "--quiet=true"}
	if err := run(t, "aria2c", port, args); err == nil {
		t.Fatal("run took another process's answer for aria2c's")
	}
	if url := Aria2(t); url == fmt.Sprintf("http://127.0.0.1:%d", port) {
		t.Fatal("Aria2 answered the held port")
	}
}
