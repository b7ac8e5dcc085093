package ptsites

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A user's definition that cannot be used is named with its file, line,
// key and reason in the site dialog, on the site card and in the log —
// never as a network problem.
func TestUnusableDefinitionSaysWhy(t *testing.T) {
	dir := userDefinition(t, "brokensite.yml", "id: brokensite\nname: Broken\ntype: privat\nlinks: [http://127.0.0.1:9/]\n")
	var logs bytes.Buffer
	s := serviceOn(t, storetest.Open(t), Options{IndexerDir: dir, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	ctx := context.Background()
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
	srv := standin.Must(t, "nexusphp", nil)
	def := "id: mysite\nname: Mine\ntype: private\nlinks: [" + srv.URL + "/]\nlogin:\n  method: cookie\n  inputs:\n    cookie: \"{{ .Config.cookie }}\"\n  test:\n    path: index.php\n    selector: a[href*=\"logout\"]\n"
	s := serviceOn(t, storetest.Open(t), Options{IndexerDir: userDefinition(t, "mysite.yml", def)})
	ctx := context.Background()
	if _, err := s.Save(ctx, SaveInput{SiteName: "mysite", AuthType: "cookies", Cookie: cookie}); err != nil {
		t.Fatal(err)
	}
	views, err := s.Sites(ctx)
	if err != nil || len(views) != 1 || views[0].SiteType != "cardigann" || views[0].Cookie != cookie || views[0].HasAPIKey {
		t.Fatalf("%+v %v", views, err)
	}
}
