// Package daemontest runs Debian's daemons (transmission-daemon, aria2c)
// for other packages' tests on free loopback ports, so each does not write
// the same port picking, skipping, starting and waiting.
package daemontest

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	auth := []string{"-T"}
	if user != "" {
		auth = []string{"-t", "-u", user, "-v", password}
	}
	return Start(t, "transmission-daemon", func(port int) []string {
		dir := t.TempDir()
		args := append([]string{"-f", "-g", filepath.Join(dir, "cfg"), "-p", fmt.Sprint(port), "-r", "127.0.0.1", "-a", "127.0.0.1"}, auth...)
		return append(args, "-w", dir, "-M", "-O", "-Y", "-P", fmt.Sprint(FreePort(t)))
	})
}

// Aria2 runs an aria2c (Start) whose downloads are in a temporary folder,
// its RPC and a free listening port on the loopback, no DHT, LPD or peer
// exchange, with extra options (a secret, …). It answers the RPC's base URL.
func Aria2(t testing.TB, extra ...string) string {
	t.Helper()
	return Start(t, "aria2c", func(port int) []string {
		return append([]string{"--enable-rpc", fmt.Sprintf("--rpc-listen-port=%d", port), "--dir=" + t.TempDir(),
			"--enable-dht=false", "--enable-dht6=false", "--bt-enable-lpd=false", "--enable-peer-exchange=false",
			fmt.Sprintf("--listen-port=%d", FreePort(t)), "--quiet=true"}, extra...)
	})
}

// Start runs bin with the arguments args gives for a free RPC port, in the
// foreground until the test ends, waits until that port answers HTTP (any
// answer: it is up) and answers its base URL. The port is picked before bin
// binds it, so a parallel test package's daemon may take it first; bin then
// exits, and Start tries again on another port, three times at the most.
// The test is skipped where bin is not installed, or under -short.
func Start(t testing.TB, bin string, args func(port int) []string) string {
	t.Helper()
	if _, err := exec.LookPath(bin); err != nil {
		t.Skip(bin + " not installed")
	}
	if testing.Short() {
		t.Skip("starts a real " + bin)
	}
	for attempt := 1; ; attempt++ {
		port := FreePort(t)
		err := run(t, bin, port, args(port))
		if err == nil {
			return fmt.Sprintf("http://127.0.0.1:%d", port)
		}
		if attempt == 3 {
			t.Fatal(err)
		}
		t.Logf("%s, try %d: %v; again on another port", bin, attempt, err)
	}
}

// run starts bin and waits for its port to answer while bin still runs.
func run(t testing.TB, bin string, port int, args []string) error {
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	stop := func() { cmd.Process.Kill(); <-exited }
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		select {
		case <-exited:
			return fmt.Errorf("%s exited before it answered on %d", bin, port)
		default:
		}
		if res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/", port)); err == nil {
			res.Body.Close()
			if !Listens(cmd.Process.Pid, port) { // the answer came from another process
				stop()
				return fmt.Errorf("another process answers on %d", port)
			}
			t.Cleanup(stop)
			return nil
		}
	}
	stop()
	return fmt.Errorf("%s did not answer on %d", bin, port)
}

// Listens tells whether process pid holds the socket listening on
// 127.0.0.1:port, where the tests ask: /proc/net/tcp{,6} name each listening
// socket's address and inode, and a process's descriptors link to its inodes.
func Listens(pid, port int) bool {
	// where http.Get of 127.0.0.1 lands: that address, or any address
	p := fmt.Sprintf(":%04X", port)
	ipv4Loopback := map[string]bool{"0100007F" + p: true, "00000000" + p: true, strings.Repeat("0", 32) + p: true}
	inodes := map[string]bool{}
	for _, table := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, _ := os.ReadFile(table)
		for _, line := range strings.Split(string(b), "\n")[1:] {
			f := strings.Fields(line)
			if len(f) > 9 && f[3] == "0A" && ipv4Loopback[f[1]] {
				inodes["socket:["+f[9]+"]"] = true
			}
		}
	}
	fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	for _, fd := range fds {
		if link, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", pid, fd.Name())); err == nil && inodes[link] {
			return true
		}
	}
	return false
}
