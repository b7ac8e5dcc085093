package qbnox

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Binary is the Debian package's program name.
const Binary = "qbittorrent-nox"

// Instance is a running qbittorrent-nox.
type Instance struct {
	URL  string // http://127.0.0.1:<port>
	cmd  *exec.Cmd
	done chan error
}

// Start writes a profile into profileDir and starts qbittorrent-nox on a
// free loopback port, returning once its Web API answers (or failing after
// readyWithin). Stop it with Stop.
func Start(ctx context.Context, profileDir, username, password string, readyWithin time.Duration) (*Instance, error) {
	bin, err := exec.LookPath(Binary)
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	if err := WriteProfile(profileDir, port, username, password); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--webui-port="+strconv.Itoa(port), "--profile="+profileDir)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	in := &Instance{URL: "http://127.0.0.1:" + strconv.Itoa(port), cmd: cmd, done: make(chan error, 1)}
	go func() { in.done <- cmd.Wait() }()
	if err := in.waitReady(ctx, readyWithin); err != nil {
		in.Stop()
		return nil, err
	}
	return in, nil
}

// Pid is the process's id (a test checks it holds its port).
func (in *Instance) Pid() int { return in.cmd.Process.Pid }

// Port is the Web UI's loopback port.
func (in *Instance) Port() int {
	port, _ := strconv.Atoi(in.URL[strings.LastIndex(in.URL, ":")+1:])
	return port
}

// waitReady polls the version endpoint: any HTTP answer (403 before
// sign-in) means the Web UI is up.
func (in *Instance) waitReady(ctx context.Context, within time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, in.URL+"/api/v2/app/version", nil)
		if res, err := http.DefaultClient.Do(req); err == nil {
			res.Body.Close()
			return nil
		}
		select {
		case err := <-in.done:
			in.done <- err // keep it for Stop
			return fmt.Errorf("%s exited before its Web UI answered: %v", Binary, err)
		case <-ctx.Done():
			return fmt.Errorf("%s did not answer within %v", Binary, within)
		case <-tick.C:
		}
	}
}

// Stop ends the process: SIGTERM (qBittorrent saves and quits), then
// SIGKILL if it takes longer than 10 s.
func (in *Instance) Stop() error {
	in.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-in.done:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return nil // ended by our signal
		}
		return err
	case <-time.After(10 * time.Second):
		in.cmd.Process.Kill()
		return <-in.done
	}
}

// freePort asks the kernel for a free loopback port.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
