package plugins

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/store"
)

// newTestService has an admin, and the plugin-market stand-in (with opts)
// as its only market.
func newTestService(t *testing.T, opts map[string]string) (*Service, *store.Store) {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	if _, err := st.CreateFirstAdmin(ctx, "admin", "x"); err != nil {
		t.Fatal(err)
	}
	market := standin.Must(t, "plugin-market", opts)
	storetest.PutSetting(t, st, MarketSection, MarketSetting{IndexURLs: []string{market.URL + "/index.json"}})
	s, err := New(ctx, Options{Store: st, Dir: filepath.Join(t.TempDir(), "plugins"),
		APIURL: func() string { return "http://127.0.0.1:9" }, HTTP: &http.Client{Timeout: 5 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Wait)
	return s, st
}

func mustInstall(t *testing.T, s *Service, name, version string) {
	t.Helper()
	if _, err := s.Install(context.Background(), name, version, map[string]any{"greeting": "早"}); err != nil {
		t.Fatalf("install %s %s: %v", name, version, err)
	}
}

// waitState waits until the command is no longer running.
func waitState(t *testing.T, s *Service, plugin, command string) CommandItem {
	t.Helper()
	s.Wait()
	for _, c := range s.Commands() {
		if c.PluginName == plugin && c.Name == command {
			return c
		}
	}
	t.Fatalf("no command %s/%s", plugin, command)
	return CommandItem{}
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
