package netutil

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every outbound client of the server is built by NewClient: no other
// product file builds an http.Client or a transport of its own. Allowed:
// this package, the inbound reverse proxy (httpx), the qbittorrent-nox
// harness of the profiling tool, and the test harnesses of server/internal
// (the stand-ins, and helpers such as qbtest that sign in to a real daemon).
func TestNoOtherOutboundClientConstructor(t *testing.T) {
	allowed := []string{"netutil/", "httpx/proxy.go", "clients/qbnox/", "internal/", "cmd/"}
	patterns := []string{"http.Client{", "http.DefaultClient", "http.Transport{", "DefaultTransport.(*http.Transport)"}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator)))
		for _, a := range allowed {
			if strings.HasPrefix(rel, a) {
				return nil
			}
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, p := range patterns {
			if strings.Contains(string(b), p) {
				t.Errorf("%s builds its own client (%s): use netutil.NewClient", rel, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
