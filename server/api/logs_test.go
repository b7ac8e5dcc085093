package api

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
)

// withLogDir rebuilds e's server with a log folder (and optional restart).
func withLogDir(t *testing.T, e *testEnv, dir string, restart func(time.Duration)) {
	t.Helper()
	e.srv = New(withDomains(t, Deps{Store: e.store, Tokens: auth.NewTokens(e.secret, auth.DefaultTTL, time.Now),
		Logger: slog.New(slog.NewTextHandler(e.logs, nil)), LogDir: dir, Restart: restart}))
}

func TestLogFilesAndLines(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	parent := t.TempDir()
	dir := filepath.Join(parent, "logs")
	os.Mkdir(dir, 0o700)
	os.WriteFile(filepath.Join(dir, "movie-robot.log"), []byte("l1\nl2\nl3\n"), 0o600)
	os.WriteFile(filepath.Join(dir, "movie-robot.1.log"), []byte("old\n"), 0o600)
	os.WriteFile(filepath.Join(parent, "secret"), []byte("s3cret\n"), 0o600)
	os.Symlink(filepath.Join(parent, "secret"), filepath.Join(dir, "movie-robot.2.log"))
	withLogDir(t, e, dir, nil)

	if r := call(t, e.srv, "GET", "/api/common/get_log_files", "", admin); r.raw != okEmpty+`["movie-robot.log","movie-robot.1.log"]}` {
		t.Fatalf("files: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log", "", admin); r.raw != okEmpty+`["l1","l2","l3"]}` {
		t.Fatalf("lines: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log&after_line=0", "", admin); r.raw != okEmpty+`{"lines":["l1","l2","l3"],"total":3,"reset":false}}` {
		t.Fatalf("follow from 0: %s", r.raw)
	}
	os.WriteFile(filepath.Join(dir, "movie-robot.log"), []byte("l1\nl2\nl3\nl4\n"), 0o600)
	if r := call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log&after_line=3", "", admin); r.raw != okEmpty+`{"lines":["l4"],"total":4,"reset":false}}` {
		t.Fatalf("follow: %s", r.raw)
	}
	for _, name := range []string{"../secret", "%2E%2E%2Fsecret", filepath.Join(parent, "secret"), "/etc/passwd",
		"movie-robot.2.log", "logs%2Fmovie-robot.log", "movie-robot.7.log", ""} {
		r := call(t, e.srv, "GET", "/api/common/get_log_lines?log_file="+name, "", admin)
		wantFail(t, r, "日志文件不存在")
		if strings.Contains(r.raw, "s3cret") {
			t.Fatalf("%s leaked the file", name)
		}
	}
	wantFail(t, call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log&after_line=-1", "", admin), "after_line必须是不小于0的整数")
	user := e.userAuth(t)
	wantFail(t, call(t, e.srv, "GET", "/api/common/get_log_files", "", user), "需要管理员权限")
	wantFail(t, call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log", "", user), "需要管理员权限")
}

func TestRestartAppAnswersThenRequests(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	wantFail(t, call(t, e.srv, "GET", "/api/common/restart_app", "", admin), "当前运行方式不支持自动重启，请手动重启")
	var asked []time.Duration
	withLogDir(t, e, "", func(d time.Duration) { asked = append(asked, d) })
	if r := call(t, e.srv, "GET", "/api/common/restart_app", "", admin); r.raw != `{"code":0,"message":"正在重启…","data":null}` {
		t.Fatalf("restart: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/restart_app?secs=3", "", admin), nil)
	wantFail(t, call(t, e.srv, "GET", "/api/common/restart_app?secs=x", "", admin), "secs必须是0到3600之间的整数")
	if len(asked) != 2 || asked[0] != 0 || asked[1] != 3*time.Second {
		t.Fatalf("asked %v", asked)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/common/restart_app", "", e.userAuth(t)), "需要管理员权限")
	if r := call(t, e.srv, "GET", "/api/common/get_log_files", "", admin); r.raw != okEmpty+`[]}` {
		t.Fatalf("no log dir: %s", r.raw)
	}
}

func TestLogLinesCapTheTailButLetTheViewerReadAWholeFile(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	dir := filepath.Join(t.TempDir(), "logs")
	os.Mkdir(dir, 0o700)
	var b strings.Builder
	for i := range 60000 {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	os.WriteFile(filepath.Join(dir, "movie-robot.log"), []byte(b.String()), 0o600)
	withLogDir(t, e, dir, nil)

	tail := okData[[]string](t, call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log", "", admin))
	if len(tail) != maxLogLines || tail[len(tail)-1] != "line 59999" {
		t.Fatalf("original call: %d lines ending %q", len(tail), tail[len(tail)-1])
	}
	all := okData[logLinesJSON](t, call(t, e.srv, "GET", "/api/common/get_log_lines?log_file=movie-robot.log&after_line=0", "", admin))
	if len(all.Lines) != 60000 || all.Total != 60000 || all.Lines[0] != "line 0" {
		t.Fatalf("viewer call: %d lines, total %d, first %q", len(all.Lines), all.Total, all.Lines[0])
	}
}
