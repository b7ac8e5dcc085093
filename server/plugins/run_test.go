package plugins

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRunCommandWithArgsConfigAndKey(t *testing.T) {
	s, st := newTestService(t, nil)
	ctx := context.Background()
	mustInstall(t, s, "demo_echo", "1.0.0")
	if err := s.Start("demo_echo", "echo", map[string]any{}); err == nil || !strings.Contains(err.Error(), "请填写“内容”") {
		t.Fatalf("missing required arg: %v", err)
	}
	if err := s.Start("demo_echo", "echo", map[string]any{"text": "你好", "loud": true}); err != nil {
		t.Fatal(err)
	}
	c := waitState(t, s, "demo_echo", "echo")
	if c.Status != StatusDone || c.Message != "demo_echo 运行完毕" || !strings.Contains(c.Log, "收到命令") || !c.HasArgs {
		t.Fatalf("state: %+v", c)
	}
	// The reply's data is not kept in the state; run again directly to read it.
	p, _ := s.load("demo_echo")
	key, _ := s.accessKey(ctx, "demo_echo")
	out, err := run(ctx, p.Dir, p.Manifest, env{APIURL: "http://x", AccessKey: key},
		Request{Command: "echo", Args: map[string]any{"text": "你好"}, Config: map[string]any{"greeting": "早"}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out.Reply.Data)
	if !strings.Contains(string(b), `"text":"你好"`) || !strings.Contains(string(b), `"greeting":"早"`) ||
		!strings.Contains(string(b), `"api":"http://x"`) {
		t.Fatalf("reply data: %s", b)
	}
	if u, err := st.UserByAccessKey(ctx, key); err != nil || u.Username != "admin" {
		t.Fatalf("plugin key bound to %+v %v", u, err)
	}
}

func TestFailingCommandShowsItsMessage(t *testing.T) {
	s, _ := newTestService(t, nil)
	// The event stream hears of the failure (插件运行失败: a message for the admins, a log line).
	failed := make(chan string, 1)
	s.OnFailed(func(_ context.Context, plugin, command, reason string) {
		failed <- plugin + "/" + command + "：" + reason
	})
	mustInstall(t, s, "demo_echo", "1.0.0")
	s.Start("demo_echo", "fail", nil)
	c := waitState(t, s, "demo_echo", "fail")
	if c.Status != StatusError || !strings.Contains(c.Message, "退出码 3") || !strings.Contains(c.Message, "故意失败") {
		t.Fatalf("state: %+v", c)
	}
	select {
	case got := <-failed:
		if !strings.HasPrefix(got, "demo_echo/fail：") || !strings.Contains(got, "故意失败") {
			t.Fatalf("told %q", got)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the failure was not told")
	}
}

func TestTimeoutKillsTheChildAndItsChildren(t *testing.T) {
	s, _ := newTestService(t, nil)
	mustInstall(t, s, "demo_echo", "1.0.0")
	start := time.Now()
	s.Start("demo_echo", "slow", nil)
	if err := s.Start("demo_echo", "slow", nil); err == nil {
		t.Fatal("a second run of a running command was accepted")
	}
	c := waitState(t, s, "demo_echo", "slow")
	if c.Status != StatusError || !strings.Contains(c.Message, "运行超时") || time.Since(start) > 10*time.Second {
		t.Fatalf("state %+v after %v", c, time.Since(start))
	}
	// Each descendant dies, including the ones that called setsid (#26).
	for _, name := range []string{"grandchild.pid", "setsid.pid", "orphan.pid"} {
		raw, err := os.ReadFile(filepath.Join(s.dir, "demo_echo", name))
		if err != nil {
			t.Fatal(err)
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
		for i := 0; i < 100 && alive(pid); i++ {
			time.Sleep(20 * time.Millisecond)
		}
		if alive(pid) {
			t.Errorf("%s: %d still alive", name, pid)
		}
	}
}

// alive reports whether pid runs; a zombie (killed, not yet reaped by
// whoever adopted it — in a container PID 1 may never reap) is dead.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // no /proc: trust kill(0)
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(rest, "Z")
}

func TestEventsReachThePluginsThatAsked(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	mustInstall(t, s, "demo_echo", "1.0.0")
	s.Publish(ctx, "subscribe.completed", map[string]any{"title": "不要"})
	s.Publish(ctx, "download.completed", map[string]any{"title": "沙丘"})
	s.Wait()
	raw, err := os.ReadFile(filepath.Join(s.dir, "demo_echo", "events.log"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], `"event":{"name":"download.completed","data":{"title":"沙丘"}}`) {
		t.Fatalf("events.log: %s", raw)
	}
}

func TestRunScheduledWaitsForTheInterval(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	if _, err := s.InstallArchive(ctx, bundledArchives["nexusphp_signin"], nil); err != nil {
		t.Fatal(err)
	}
	if err := s.RunScheduled(ctx); err != nil { // first sight: remembered, not run
		t.Fatal(err)
	}
	s.lastRun["nexusphp_signin"] = time.Now().Add(-25 * time.Hour)
	err := s.RunScheduled(ctx) // runs: no sites configured, so it fails with the plugin's message
	if err == nil || !strings.Contains(err.Error(), "没有要签到的站点") {
		t.Fatalf("err = %v", err)
	}
}
