package plugins

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Request is what a plugin reads from stdin.
type Request struct {
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	Config  map[string]any `json:"config"`
	Event   *Event         `json:"event,omitempty"`
}

// Event is an app event delivered to the on_event command.
type Event struct {
	Name string `json:"name"`
	Data any    `json:"data"`
}

// Reply is what a plugin writes to stdout (all optional).
type Reply struct {
	Message string `json:"message"`
	Data    any    `json:"data"`
}

// Outcome is one finished run.
type Outcome struct {
	Reply Reply
	Log   string // stderr, capped
}

// maxOutput caps what is kept of a child's stdout and of its stderr.
const maxOutput = 256 << 10

// env is the environment a plugin sees: only what it needs, never the
// server's own (which may hold secrets).
type env struct {
	APIURL    string
	AccessKey string
}

// run starts the plugin's executable in dir and waits for it. The child
// leads its own process group, so a time-out kills it and anything it
// started.
func run(ctx context.Context, dir string, m Manifest, e env, req Request) (Outcome, error) {
	ctx, cancel := context.WithTimeout(ctx, m.Timeout())
	defer cancel()
	in, err := json.Marshal(req)
	if err != nil {
		return Outcome{}, err
	}
	cmd := exec.CommandContext(ctx, filepath.Join(dir, filepath.FromSlash(m.Exec)))
	cmd.Dir = dir
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8", "HOME=" + dir, "TZ=" + os.Getenv("TZ"),
		"MR_API_URL=" + e.APIURL, "MR_ACCESS_KEY=" + e.AccessKey, "MR_PLUGIN_NAME=" + m.Name,
		"PYTHONIOENCODING=utf-8",
	}
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr capped
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	token := ownProcessGroup(cmd)
	cmd.WaitDelay = 2 * time.Second // a grandchild holding the pipes open cannot stall us
	err = cmd.Run()
	killLeftovers(cmd, token)
	out := Outcome{Log: stderr.String()}
	if ctx.Err() == context.DeadlineExceeded {
		return out, errorf("运行超时（%d秒），已终止插件进程", int(m.Timeout()/time.Second))
	}
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return out, errorf("插件运行失败（退出码 %d）：%s", exit.ExitCode(), lastLine(out.Log))
		}
		return out, errorf("无法启动插件：%v", err)
	}
	if b := bytes.TrimSpace(stdout.Bytes()); len(b) > 0 {
		if err := json.Unmarshal(b, &out.Reply); err != nil {
			return out, errorf("插件的输出不是有效的 JSON：%s", lastLine(string(b)))
		}
	}
	return out, nil
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if s == "" {
		return "没有输出"
	}
	return s
}

// capped keeps the first maxOutput bytes written and drops the rest.
type capped struct{ bytes.Buffer }

func (c *capped) Write(p []byte) (int, error) {
	if room := maxOutput - c.Len(); room > 0 {
		c.Buffer.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
