package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/internal/polltest"
)

// lockedBuffer collects a child's output safely.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// apiCall sends one request to the child and decodes the envelope.
func apiCall(t *testing.T, method, url, body, token string) (code int, message string, data json.RawMessage) {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	defer res.Body.Close()
	var env struct {
		Code    int             `json:"code"`
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data"`
	}
	b, _ := io.ReadAll(res.Body)
	if err := json.Unmarshal(b, &env); err != nil {
		t.Fatalf("%s: %q", url, b)
	}
	return env.Code, env.Message, env.Data
}

// waitFor gives a restarting program 20 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	polltest.Until(t, what, 20*time.Second, cond)
}

// restart_app: the program answers, shuts down cleanly and re-executes
// itself in place — same PID, same flags, same port — with every answered
// write still there.
func TestRestartAppReExecutesInPlace(t *testing.T) {
	addr := fmt.Sprintf("127.0.0.1:%d", daemontest.FreePort(t))
	dir := t.TempDir()
	args, _ := json.Marshal([]string{"--listen", addr, "--data", dir, "--log-level", "info"})
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childArgsEnv+"="+string(args))
	out := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(15 * time.Second):
			cmd.Process.Kill()
		}
	})
	base := "http://" + addr
	logFile := filepath.Join(dir, "logs", "movie-robot.log")
	starts := func() int {
		b, _ := os.ReadFile(logFile)
		return strings.Count(string(b), `msg="Movie Robot web console listening"`)
	}
	waitFor(t, "the first start", func() bool { return starts() == 1 })

	if code, msg, _ := apiCall(t, "POST", base+"/api/config/init_admin", `{"username":"admin","password":"password1"}`, ""); code != 0 {
		t.Fatalf("init_admin: %s", msg)
	}
	_, _, data := apiCall(t, "POST", base+"/api/auth/get_token", `{"username":"admin","password":"password1"}`, "")
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	json.Unmarshal(data, &tok)
	saved := `{"web_search_timeout":42,"web_search_result_limit":7,"douban_poster_wall":true}`
	if code, msg, _ := apiCall(t, "POST", base+"/api/setting/save_server_setting", saved, tok.AccessToken); code != 0 {
		t.Fatalf("save: %s", msg)
	}
	// A browser tab holds the event stream open: the restart must not wait
	// on it (it once made shutdown overrun its grace and the process exit).
	stream := openEventStream(t, base, tok.AccessToken)
	if code, msg, _ := apiCall(t, "GET", base+"/api/common/restart_app", "", tok.AccessToken); code != 0 || msg != "正在重启…" {
		t.Fatalf("restart_app: %d %s", code, msg)
	}
	if _, err := io.Copy(io.Discard, stream); err != nil {
		t.Fatalf("the event stream did not end cleanly at shutdown: %v", err)
	}
	waitFor(t, "the restarted program", func() bool { return starts() == 2 })
	select {
	case err := <-exited:
		t.Fatalf("the process exited (%v) instead of re-executing; output:\n%s", err, out.String())
	default:
	}
	code, _, data := apiCall(t, "GET", base+"/api/setting/get_server_setting", "", tok.AccessToken)
	if code != 0 || string(data) != strings.ReplaceAll(saved, " ", "") {
		t.Fatalf("after restart: %d %s\noutput:\n%s", code, data, out.String())
	}
	b, _ := os.ReadFile(logFile)
	if !strings.Contains(string(b), `msg="shutting down"`) || !strings.Contains(string(b), "restart=true") {
		t.Fatalf("no graceful shutdown logged:\n%s", b)
	}
	if cmd.Process.Pid <= 0 || !strings.Contains(string(b), "addr="+addr) {
		t.Fatalf("pid %d, log:\n%s", cmd.Process.Pid, b)
	}
}

// openEventStream opens GET /api/common/events as a browser's EventSource
// would and answers its body once the stream is connected.
func openEventStream(t *testing.T, base, token string) io.Reader {
	t.Helper()
	_, _, data := apiCall(t, "POST", base+"/api/common/events_ticket", "", token)
	var ticket struct {
		Ticket string `json:"ticket"`
	}
	json.Unmarshal(data, &ticket)
	req, _ := http.NewRequest("GET", base+"/api/common/events?ticket="+ticket.Ticket, nil)
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("event stream: %v %v", res, err)
	}
	t.Cleanup(func() { res.Body.Close() })
	first := make([]byte, 9)
	if _, err := io.ReadFull(res.Body, first); err != nil || string(first) != "retry: 30" {
		t.Fatalf("event stream opened with %q, %v", first, err)
	}
	return res.Body
}
