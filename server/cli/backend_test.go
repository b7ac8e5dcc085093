package cli

import (
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
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
