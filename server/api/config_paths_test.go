package api

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestCheckPath(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "media"), 0o755)
	os.WriteFile(filepath.Join(dir, "file"), nil, 0o644)
	check := func(p string) reply {
		return call(t, e.srv, "GET", "/api/config/check_path?path="+url.QueryEscape(p), "", admin)
	}
	r := check(dir + "/./media/")
	if r.raw != `{"code":0,"message":"路径可用","data":{"path":"`+filepath.Join(dir, "media")+`"}}` {
		t.Fatalf("good: %s", r.raw)
	}
	for p, msg := range map[string]string{
		filepath.Join(dir, "missing"): "路径（path）不存在",
		filepath.Join(dir, "file"):    "路径（path）不是文件夹",
		"media/relative":              "路径（path）必须是绝对路径",
		"":                            "路径（path）不能为空",
	} {
		wantFail(t, check(p), msg)
	}
}

// Permissions do not bind root: this part runs only as another user.
func TestCheckPathAndGetDirsUnreadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root: every folder is readable")
	}
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	locked := filepath.Join(t.TempDir(), "locked")
	os.Mkdir(locked, 0o000)
	t.Cleanup(func() { os.Chmod(locked, 0o755) })
	wantFail(t, call(t, e.srv, "GET", "/api/config/check_path?path="+url.QueryEscape(locked), "", admin), "路径（path）没有读取权限")
	wantFail(t, call(t, e.srv, "GET", "/api/common/get_dirs?path="+url.QueryEscape(locked), "", admin), "路径（path）没有读取权限："+locked)
}

func getDirs(t *testing.T, e *testEnv, auth, path, selected string) reply {
	q := url.Values{"path": {path}}
	if selected != "" {
		q.Set("defaultSelected", selected)
	}
	return call(t, e.srv, "GET", "/api/common/get_dirs?"+q.Encode(), "", auth)
}

func TestGetDirsListsTheRealFileSystem(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	root := t.TempDir()
	for _, d := range []string{"movies/2024", "tv", ".hidden"} {
		os.MkdirAll(filepath.Join(root, d), 0o755)
	}
	os.WriteFile(filepath.Join(root, "a-file"), nil, 0o644)
	r := getDirs(t, e, admin, root+"/", "")
	want := `[{"id":"` + root + `/movies","name":"movies"},{"id":"` + root + `/tv","name":"tv"}]`
	if r.raw != `{"code":0,"message":"","data":`+want+`}` {
		t.Fatalf("list: %s", r.raw)
	}
	r = getDirs(t, e, admin, root, root+"/movies/2024")
	want = `[{"id":"` + root + `/movies","name":"movies","children":[{"id":"` + root + `/movies/2024","name":"2024"}]},{"id":"` + root + `/tv","name":"tv"}]`
	if r.raw != `{"code":0,"message":"","data":`+want+`}` {
		t.Fatalf("expanded: %s", r.raw)
	}
	// The root call lists "/" itself: the picker is not confined.
	var top []struct{ ID, Name string }
	wantOK(t, getDirs(t, e, admin, "/", ""), &top)
	if len(top) == 0 || !strings.HasPrefix(top[0].ID, "/") {
		t.Fatalf("root: %+v", top)
	}
	wantOK(t, getDirs(t, e, admin, "", ""), nil) // no path: the root
	wantFail(t, getDirs(t, e, admin, filepath.Join(root, "nope"), ""), "路径（path）不存在："+filepath.Join(root, "nope"))
	wantFail(t, getDirs(t, e, admin, filepath.Join(root, "a-file"), ""), "路径（path）不是文件夹："+filepath.Join(root, "a-file"))
	wantFail(t, getDirs(t, e, admin, "relative", ""), "路径（path）必须是绝对路径：relative")
}

func TestGetDirsSymlinkLoopAnswersPromptly(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "dir"), 0o755)
	if err := os.Symlink(filepath.Join(root, "dir"), filepath.Join(root, "dir", "link")); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	r := getDirs(t, e, admin, root, filepath.Join(root, "dir")+strings.Repeat("/link", 100))
	wantOK(t, r, nil)
	if time.Since(start) > 2*time.Second {
		t.Fatalf("took %v", time.Since(start))
	}
	want := `[{"id":"` + root + `/dir","name":"dir","children":[{"id":"` + root + `/dir/link","name":"link"}]}]`
	if r.raw != `{"code":0,"message":"","data":`+want+`}` {
		t.Fatalf("loop: %s", r.raw)
	}
}
