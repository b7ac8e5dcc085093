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
	"github.com/movie-robot/web-console/server/sitebudget"
)

// A site's own "too many requests" page (HTTP 200, NexusPHP's error box,
// no Retry-After) pauses the site like a 429: the searches after it are
// refused without asking the site, the log says why once, and the
// dashboard's budget counts the pause.
func TestATooManyRequestsPagePausesTheSite(t *testing.T) {
	for _, text := range []string{"1", "您的请求太频繁，请稍后再试", "Too many requests. Please slow down."} {
		t.Run(text, func(t *testing.T) {
			var logged bytes.Buffer
			st := storetest.Open(t)
			s, err := New(context.Background(), st, Options{Budget: sitebudget.Default,
				Logger: slog.New(slog.NewTextHandler(&logged, nil))})
			if err != nil {
				t.Fatal(err)
			}
			site := standin.Must(t, "nexusphp", map[string]string{"limit": "1", "limit_page": text})
			putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL})
			ctx := context.Background()
			if a, _ := s.Search(ctx, 1, SearchInput{Keyword: "matrix"}); len(a.Torrents) == 0 {
				t.Fatalf("first search: %+v", a.SiteErrors)
			}
			hit, _ := s.Search(ctx, 1, SearchInput{Keyword: "dune"}) // the site's page
			if len(hit.SiteErrors) != 1 || !strings.Contains(hit.SiteErrors[0].Reason, "请求过于频繁") {
				t.Fatalf("the page's answer: %+v", hit.SiteErrors)
			}
			asked := len(site.Requests())
			for _, k := range []string{"alien", "heat"} {
				a, _ := s.Search(ctx, 1, SearchInput{Keyword: k})
				if len(a.SiteErrors) != 1 || !strings.Contains(a.SiteErrors[0].Reason, "暂停请求到") {
					t.Fatalf("after the page: %+v", a.SiteErrors)
				}
			}
			if n := len(site.Requests()) - asked; n != 0 {
				t.Errorf("the paused site was asked %d more times", n)
			}
			if n := strings.Count(logged.String(), "站点要求暂停请求"); n != 1 {
				t.Errorf("the pause was logged %d times:\n%s", n, logged.String())
			}
			u := s.Budget("hdsky")
			if u.Pauses != 1 || u.PausedUntil == "" || !strings.Contains(u.PauseReason, "请求过于频繁") {
				t.Errorf("the dashboard's budget: %+v", u)
			}
		})
	}
}
