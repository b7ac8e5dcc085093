package ptsites

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// A user's definition that cannot be used is named with its file, line,
// key and reason in the site dialog, on the site card and in the log —
// never as a network problem.
func TestUnusableDefinitionSaysWhy(t *testing.T) {
	dir := t.TempDir()
	def := "id: brokensite\nname: Broken\ntype: privat\nlinks: [http://127.0.0.1:9/]\n"
	if err := os.WriteFile(filepath.Join(dir, "brokensite.yml"), []byte(def), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var logs bytes.Buffer
	ctx := context.Background()
	s, err := New(ctx, st, Options{IndexerDir: dir, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	want := `站点定义无法使用：brokensite.yml:3 type: 未知的类型 "privat"（应为 private、public、semi-private）`
	if _, err := s.Save(ctx, SaveInput{SiteName: "brokensite", AuthType: "cookies", Cookie: cookie}); err == nil || err.Error() != want {
		t.Fatalf("dialog says %v\nwant %s", err, want)
	}
	if !strings.Contains(logs.String(), `file=brokensite.yml line=3 key=type reason="未知的类型 \"privat\"`) {
		t.Fatalf("log: %s", logs.String())
	}
	if err := s.saveList(ctx, []settings.Site{{ID: 1, SiteName: "brokensite", Cookie: cookie}}); err != nil {
		t.Fatal(err)
	}
	views, err := s.Sites(ctx)
	if err != nil || len(views) != 1 || views[0].Status != statusFailed || views[0].StatusReason != want {
		t.Fatalf("card %+v, %v", views, err)
	}
}

// A Jackett-style file (type: private) is a Cardigann site: the form asks
// for a cookie, not an API key, and the card says cardigann.
func TestPrivateTypeIsACardigannSite(t *testing.T) {
	dir := t.TempDir()
	srv := standin.Must(t, "nexusphp", nil)
	def := "id: mysite\nname: Mine\ntype: private\nlinks: [" + srv.URL + "/]\nlogin:\n  method: cookie\n  inputs:\n    cookie: \"{{ .Config.cookie }}\"\n  test:\n    path: index.php\n    selector: a[href*=\"logout\"]\n"
	if err := os.WriteFile(filepath.Join(dir, "mysite.yml"), []byte(def), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	s, err := New(ctx, st, Options{IndexerDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Save(ctx, SaveInput{SiteName: "mysite", AuthType: "cookies", Cookie: cookie}); err != nil {
		t.Fatal(err)
	}
	views, err := s.Sites(ctx)
	if err != nil || len(views) != 1 || views[0].SiteType != "cardigann" || views[0].Cookie != cookie || views[0].HasAPIKey {
		t.Fatalf("%+v %v", views, err)
	}
}
