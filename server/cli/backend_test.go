package cli

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewBackendModes(t *testing.T) {
	logger := slog.New(slog.DiscardHandler)
	proxy, err := newBackend(Config{Upstream: "http://127.0.0.1:9", DataDir: t.TempDir()}, logger, nil)
	if err != nil || proxy.setupRequired != nil || proxy.handler == nil {
		t.Fatalf("proxy mode: %+v, %v (the upstream owns first-run)", proxy, err)
	}
	if err := proxy.close(); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	built, err := newBackend(Config{DataDir: dir}, logger, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer built.close()
	if built.setupRequired == nil || !built.setupRequired(httptest.NewRequest("GET", "/", nil)) {
		t.Fatal("built-in mode on a fresh data dir must ask for setup")
	}
	for _, name := range []string{"movie-robot.db", "jwt-secret"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s not created: %v", name, err)
		}
	}
}

func TestNewBackendUnusableDataDir(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := newBackend(Config{DataDir: file}, slog.New(slog.DiscardHandler), nil); err == nil {
		t.Fatal("a file as data dir was accepted")
	}
}

func TestScriptEnvIsAbsolute(t *testing.T) {
	env := scriptEnv(Config{DataDir: "rel/data"})
	if !filepath.IsAbs(env.ConfigDir) || env.PluginDir != filepath.Join(env.ConfigDir, "plugins") ||
		env.SiteConfigDir != filepath.Join(env.ConfigDir, "indexers") || env.UserConfigDir != env.ConfigDir {
		t.Fatalf("env %+v", env)
	}
}

// Built-in mode compresses /api answers (every JSON answer is marked Vary,
// even one too small to compress); proxy mode passes the upstream's bytes
// through unchanged.
func TestBackendCompressionOnlyBuiltIn(t *testing.T) {
	logger := slog.New(slog.DiscardHandler)
	built, err := newBackend(Config{DataDir: t.TempDir()}, logger, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer built.close()
	req := httptest.NewRequest("GET", "/api/user/get_user_info", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	built.handler.ServeHTTP(rec, req)
	if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
		t.Fatalf("built-in /api answer not behind the compressor: %v", rec.Header())
	}

	big := `{"code":0,"data":"` + strings.Repeat("流浪地球", 600) + `"}`
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, big)
	}))
	defer upstream.Close()
	proxy, err := newBackend(Config{Upstream: upstream.URL, DataDir: t.TempDir()}, logger, nil)
	if err != nil {
		t.Fatal(err)
	}
	req = httptest.NewRequest("GET", "/api/user/get_user_info", nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	rec = httptest.NewRecorder()
	proxy.handler.ServeHTTP(rec, req)
	if rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("Vary") != "" || rec.Body.String() != big {
		t.Fatalf("proxy mode changed the upstream's answer: %v, %d bytes", rec.Header(), rec.Body.Len())
	}
}
