// Package daemontest runs Debian's daemons (transmission-daemon, aria2c)
// for other packages' tests on free loopback ports, so each does not write
// the same port picking, skipping, starting and waiting.
package daemontest

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
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

// Transmission runs a transmission-daemon (Start) whose downloads and
// settings are in a temporary folder, its RPC and a free peer port on the
// loopback, no port mapping, DHT or LPD; user and password sign in to its
// RPC (user "": no sign-in). It answers the RPC's base URL.
func Transmission(t testing.TB, user, password string) string {
	t.Helper()
	port, dir := FreePort(t), t.TempDir()
	auth := []string{"-T"}
	if user != "" {
		auth = []string{"-t", "-u", user, "-v", password}
	}
	args := append([]string{"-f", "-g", filepath.Join(dir, "cfg"), "-p", fmt.Sprint(port), "-r", "127.0.0.1", "-a", "127.0.0.1"}, auth...)
	Start(t, "transmission-daemon", port, append(args, "-w", dir, "-M", "-O", "-Y", "-P", fmt.Sprint(FreePort(t)))...)
	return fmt.Sprintf("http://127.0.0.1:%d", port)
}

// Aria2 runs an aria2c (Start) whose downloads are in a temporary folder,
// its RPC and a free listening port on the loopback, no DHT, LPD or peer
// exchange, with extra options (a secret, …). It answers the RPC's base URL.
func Aria2(t testing.TB, extra ...string) string {
	t.Helper()
	port := FreePort(t)
	Start(t, "aria2c", port, append([]string{"--enable-rpc", fmt.Sprintf("--rpc-listen-port=%d", port), "--dir=" + t.TempDir(),
		"--enable-dht=false", "--enable-dht6=false", "--bt-enable-lpd=false", "--enable-peer-exchange=false",
		fmt.Sprintf("--listen-port=%d", FreePort(t)), "--quiet=true"}, extra...)...)
	return fmt.Sprintf("http://127.0.0.1:%d", port)
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
