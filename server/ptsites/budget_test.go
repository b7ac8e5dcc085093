package ptsites

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

func budgetService(t *testing.T, l sitebudget.Limits) *Service {
	t.Helper()
	st := storetest.Open(t)
	s, err := New(context.Background(), st, Options{Budget: l})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Two members searching, opening details and downloading while the
// engine reads the listing, all at once: the site never sees more than its
// hour's budget, never two requests closer than the spacing, background
// work stays within its share, and the dashboard counts what the site saw.
func TestTheBudgetHoldsUnderLoad(t *testing.T) {
	l := sitebudget.Limits{PerMinute: 1000, PerHour: 14, PerDay: 100, Spacing: 60 * time.Millisecond,
		BackgroundShare: 0.5, UserShare: 0.5}
	s := budgetService(t, l)
	site := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL, SmartDownload: 1})
	first, err := s.Search(context.Background(), 1, SearchInput{Keyword: "matrix"})
	if err != nil || len(first.Torrents) == 0 {
		t.Fatalf("first search: %+v %v", first, err)
	}
	var wg sync.WaitGroup
	for i := range 4 {
		for _, uid := range []int64{1, 2} {
			wg.Go(func() { s.Search(context.Background(), uid, SearchInput{Keyword: "dune" + strings.Repeat("!", i)}) })
			wg.Go(func() {
				ctx := sitebudget.WithUser(context.Background(), uid)
				s.Detail(ctx, "hdsky", first.Torrents[0].DetailsURL)
				s.TorrentFile(ctx, first.Torrents[0].ID, "hdsky")
			})
		}
		wg.Go(func() { s.Latest(context.Background()) })
	}
	wg.Wait()
	seen := site.Requests()
	if len(seen) > l.PerHour {
		t.Errorf("the site got %d requests in the hour; the budget is %d", len(seen), l.PerHour)
	}
	// Spaced when let through. A loaded machine may deliver any one request
	// late (two arrivals then look close), so the whole run's span is what
	// is checked: n requests spaced by Spacing span (n-1)·Spacing, less one
	// Spacing for a first request that arrived late.
	if n := len(seen); n > 2 {
		if span := seen[n-1].At.Sub(seen[0].At); span < time.Duration(n-2)*l.Spacing {
			t.Errorf("%d requests within %v; the spacing is %v", n, span, l.Spacing)
		}
	}
	// Which of the parallel requests the hour's budget lets through is up to
	// the scheduler (on a loaded machine the searches may take it all), so
	// the .torrent fetches are counted as the site saw them, not required.
	torrents := 0
	for _, r := range seen {
		if r.Path == "/download.php" {
			torrents++
		}
	}
	u := s.Budget("hdsky")
	if u.Hour != len(seen) || u.HourBy["订阅列表读取"] > 7 || u.HourBy["搜索"] == 0 || u.HourBy["种子下载"] != torrents {
		t.Errorf("budget %+v for %d requests the site saw (%d .torrent fetches)", u, len(seen), torrents)
	}
}

// A site answering 429 with Retry-After is paused: the next search is
// refused without asking it, and the reason says until when.
func TestRetryAfterPausesTheSite(t *testing.T) {
	s := budgetService(t, sitebudget.Default)
	site := standin.Must(t, "nexusphp", map[string]string{"limit": "1"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL})
	ctx := context.Background()
	s.Search(ctx, 1, SearchInput{Keyword: "matrix"})
	s.Search(ctx, 1, SearchInput{Keyword: "dune"}) // 429, Retry-After: 3600
	asked := len(site.Requests())
	a, _ := s.Search(ctx, 1, SearchInput{Keyword: "alien"})
	if len(site.Requests()) != asked {
		t.Error("the paused site was asked again")
	}
	if len(a.SiteErrors) != 1 || !strings.Contains(a.SiteErrors[0].Reason, "暂停请求到") {
		t.Fatalf("answer %+v", a.SiteErrors)
	}
}

// The same question a moment later is answered from the last answer: the
// site is not asked again (a reloaded results page, two subscriptions of
// one title, the engine and the custom subscriptions reading the newest
// listing in the same minute); a changed cookie asks afresh.
func TestTheSameQuestionIsNotAskedTwice(t *testing.T) {
	s := budgetService(t, sitebudget.Default)
	site := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL, SmartDownload: 1})
	ctx := context.Background()
	first, _ := s.Search(ctx, 1, SearchInput{Keyword: "matrix"})
	asked := len(site.Requests())
	again, _ := s.Search(ctx, 2, SearchInput{Keyword: "Matrix"})
	s.Latest(ctx)
	s.Latest(ctx)
	if n := len(site.Requests()) - asked; n != 1 || len(again.Torrents) != len(first.Torrents) {
		t.Fatalf("the site was asked %d more times (want 1: one listing read); %d results", n, len(again.Torrents))
	}
	if err := s.SetCookie(ctx, "hdsky", "c_secure_uid=1; c_secure_pass=standin", "test"); err != nil {
		t.Fatal(err)
	}
	s.Search(ctx, 1, SearchInput{Keyword: "matrix"})
	if n := len(site.Requests()) - asked; n != 2 {
		t.Errorf("after the cookie changed the site was asked %d times in all, want 2", n)
	}
}

// 立即搜索 (a Fresh context) asks the site again even though it answered
// the same question a moment ago: what was just published must be seen.
func TestAFreshSearchAsksAgain(t *testing.T) {
	s := budgetService(t, sitebudget.Default)
	site := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL, SmartDownload: 1})
	ctx := context.Background()
	s.SearchSubscribed(ctx, "matrix")
	asked := len(site.Requests())
	s.SearchSubscribed(Fresh(ctx), "matrix")
	if n := len(site.Requests()) - asked; n == 0 {
		t.Fatal("a fresh search was answered from the last answer")
	}
}
