package qbnox

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/clients"
)

// TestRealQBittorrent checks the qBittorrent client against the real
// program (Debian package qbittorrent-nox). Skipped where it is not
// installed; `go test -short` skips it too (it takes a few seconds).
func TestRealQBittorrent(t *testing.T) {
	if _, err := exec.LookPath(Binary); err != nil {
		t.Skip("qbittorrent-nox not installed (apt-get install -y qbittorrent-nox)")
	}
	if testing.Short() {
		t.Skip("starts a real qbittorrent-nox")
	}
	qb, err := Start(context.Background(), t.TempDir(), "admin", "correct horse", 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := qb.Stop(); err != nil {
			t.Errorf("stop: %v", err)
		}
	})
	check := func(user, pass string, needLogin bool) (string, error) {
		return clients.Checker{}.CheckDownloadClient(context.Background(), clients.DownloadClient{
			Type: "qbittorrent", URL: qb.URL, Username: user, Password: pass, NeedLogin: needLogin,
		})
	}
	v, err := check("admin", "correct horse", true)
	if err != nil || !strings.HasPrefix(v, "v4.") && !strings.HasPrefix(v, "v5.") {
		t.Fatalf("good password: version %q, %v", v, err)
	}
	t.Logf("qbittorrent-nox answered version %s", v)
	if _, err := check("", "", false); reason(err) != "qBittorrent要求登录：请勾选“需要登陆”并填写账号和密码" {
		t.Fatalf("no login: %v", err)
	}
	if _, err := check("admin", "wrong", true); reason(err) != "登录qBittorrent失败：用户名或密码错误" {
		t.Fatalf("wrong password: %v", err)
	}
	// qBittorrent bans an IP after repeated failures (5 by default) and
	// then answers 403 even to the right password.
	var last error
	for range 10 {
		if _, last = check("admin", "wrong", true); strings.Contains(reason(last), "封禁") {
			break
		}
	}
	if _, err := check("admin", "correct horse", true); !strings.Contains(reason(err), "IP已被qBittorrent暂时封禁") {
		t.Fatalf("after repeated failures: %v (last failure %v)", err, last)
	}
}

func reason(err error) string {
	var e *clients.Error
	if errors.As(err, &e) {
		return e.Reason
	}
	if err != nil {
		return err.Error()
	}
	return ""
}
