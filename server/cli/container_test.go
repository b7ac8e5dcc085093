package cli

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestHealthURL(t *testing.T) {
	cases := map[string]string{
		":1329":          "http://127.0.0.1:1329/api/common/app",
		"0.0.0.0:8080":   "http://127.0.0.1:8080/api/common/app",
		"[::]:1329":      "http://127.0.0.1:1329/api/common/app",
		"192.0.2.7:1329": "http://192.0.2.7:1329/api/common/app",
	}
	for listen, want := range cases {
		if got, err := healthURL(Config{Listen: listen}); err != nil || got != want {
			t.Errorf("%s: %q %v", listen, got, err)
		}
	}
	if got, _ := healthURL(Config{Listen: ":1", BasePath: "/mr"}); got != "http://127.0.0.1:1/mr/api/common/app" {
		t.Errorf("base path: %q", got)
	}
	if _, err := healthURL(Config{Listen: "nope"}); err == nil {
		t.Error("no port accepted")
	}
}

func TestHealthcheckExitCodes(t *testing.T) {
	status := http.StatusOK
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/common/app" {
			t.Errorf("asked %s", r.URL.Path)
		}
		w.WriteHeader(status)
	}))
	defer srv.Close()
	cfg := Config{Listen: strings.TrimPrefix(srv.URL, "http://")}
	var errs bytes.Buffer
	if code := healthcheck(cfg, &errs); code != 0 {
		t.Fatalf("healthy server: %d %s", code, errs.String())
	}
	status = http.StatusBadGateway
	if code := healthcheck(cfg, &errs); code != 1 {
		t.Errorf("502 server: %d", code)
	}
	srv.Close()
	if code := healthcheck(cfg, &errs); code != 1 {
		t.Errorf("stopped server: %d", code)
	}
}

func TestVersionFlag(t *testing.T) {
	var out bytes.Buffer
	old := stdout
	stdout = &out
	defer func() { stdout = old }()
	if code := Main([]string{"--version"}, func(string) string { return "" }, testAssets, &out); code != 0 {
		t.Fatal(code)
	}
	if got := out.String(); got != "movie-robot "+Version+"\n" {
		t.Errorf("%q", got)
	}
}

// fakeSystem records what dropPrivileges asked of the OS, in order.
func fakeSystem(uid int, calls *[]string) system {
	rec := func(s string) { *calls = append(*calls, s) }
	return system{
		getuid:    func() int { return uid },
		lchown:    func(p string, u, g int) error { rec("chown " + filepath.Base(p)); return nil },
		setgroups: func(g []int) error { rec("setgroups"); return nil },
		setgid:    func(g int) error { rec("setgid"); return nil },
		setuid:    func(u int) error { rec("setuid"); return nil },
	}
}

func TestDropPrivilegesAsRoot(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(filepath.Join(dir, "logs"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"PUID": "1001", "PGID": "1002"}
	var calls []string
	if err := dropPrivileges(Config{DataDir: dir}, func(k string) string { return env[k] }, fakeSystem(0, &calls)); err != nil {
		t.Fatal(err)
	}
	want := []string{"chown data", "chown logs", "setgroups", "setgid", "setuid"}
	if !reflect.DeepEqual(calls, want) {
		t.Errorf("calls %v, want %v", calls, want)
	}
}

func TestDropPrivilegesLeftAlone(t *testing.T) {
	dir := t.TempDir()
	set := func(env map[string]string) func(string) string { return func(k string) string { return env[k] } }
	for name, c := range map[string]struct {
		uid int
		env map[string]string
	}{
		"not root":     {1000, map[string]string{"PUID": "1001"}},
		"no PUID/PGID": {0, nil},
		"PUID=0":       {0, map[string]string{"PUID": "0", "PGID": "0"}},
	} {
		var calls []string
		if err := dropPrivileges(Config{DataDir: dir}, set(c.env), fakeSystem(c.uid, &calls)); err != nil || len(calls) > 0 {
			t.Errorf("%s: %v %v", name, calls, err)
		}
	}
	var calls []string
	err := dropPrivileges(Config{DataDir: dir}, set(map[string]string{"PUID": "abc"}), fakeSystem(0, &calls))
	if err == nil || len(calls) > 0 {
		t.Errorf("bad PUID: %v %v", calls, err)
	}
	failing := fakeSystem(0, &calls)
	failing.setuid = func(int) error { return errors.New("EPERM") }
	if err := dropPrivileges(Config{DataDir: dir}, set(map[string]string{"PUID": "5"}), failing); err == nil {
		t.Error("a failed setuid must stop the start")
	}
}
