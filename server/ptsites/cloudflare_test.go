package ptsites

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A site behind Cloudflare's challenge: without FlareSolverr the search
// says why; with it the first page goes through FlareSolverr (a session
// made once), and the clearance cookie and browser agent it hands back
// carry the next searches directly. The site card says it was needed.
func TestCloudflareSiteSearchesThroughFlareSolverr(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t, nil)
	site := standin.Must(t, "nexusphp", map[string]string{"cf_clearance": "cleared", "cf_ua": standin.FlareSolverrUA})
	fs := standin.Must(t, "flaresolverr", map[string]string{"clearance": "cleared"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL})
	search := func() SearchAnswer {
		a, err := s.Search(ctx, 1, SearchInput{Keyword: "matrix", Sites: []string{"hdsky"}})
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if a := search(); len(a.Torrents) != 0 || len(a.SiteErrors) != 1 || !strings.Contains(a.SiteErrors[0].Reason, "Cloudflare穿透设置") {
		t.Fatalf("without FlareSolverr: %+v", a)
	}
	storetest.PutSetting(t, st, settings.PassCloudflareSection, settings.PassCloudflare{FSAPI: fs.URL + "/v1"})
	for i := range 2 {
		if a := search(); len(a.Torrents) == 0 {
			t.Fatalf("search %d through FlareSolverr: %+v", i, a.SiteErrors)
		}
	}
	var cmds []string
	for _, r := range fs.Requests() {
		cmds = append(cmds, r.Body[:strings.Index(r.Body, ",")])
	}
	if len(cmds) != 2 || !strings.Contains(cmds[0], "sessions.create") || !strings.Contains(cmds[1], "request.get") {
		t.Errorf("FlareSolverr got %q; want one session and one page, the rest direct", cmds)
	}
	views, _ := s.Sites(ctx)
	if views[0].CloudflareAt == "" {
		t.Error("the site card does not say FlareSolverr was needed")
	}
}
