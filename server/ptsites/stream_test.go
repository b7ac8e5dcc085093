package ptsites

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

func runStream(t *testing.T, s *Service, keyword string) (map[string]SiteReport, []string, SearchAnswer) {
	t.Helper()
	ss, err := s.StreamSearch(context.Background(), 1, SearchInput{Keyword: keyword})
	if err != nil {
		t.Fatal(err)
	}
	got, order := map[string]SiteReport{}, []string{}
	a := ss.Run(func(r SiteReport) {
		if r.Page > 0 { // a paged site's rows add up over its reports
			r.Torrents = append(got[r.SiteID].Torrents, r.Torrents...)
		}
		if _, again := got[r.SiteID]; !again {
			order = append(order, r.SiteID)
		}
		got[r.SiteID] = r
	})
	return got, order, a
}

// A site asleep past the deadline and one refusing the connection: the
// answering site is reported at once, the search ends at the deadline
// with the sleeper marked slow, not when the sleeper answers.
func TestStreamedSearchEndsAtTheDeadline(t *testing.T) {
	s := fastSlowDead(t, "30000")
	start := time.Now()
	got, order, a := runStream(t, s, "matrix")
	if took := time.Since(start); took > 3*time.Second {
		t.Fatalf("streamed search took %v with a 1 s deadline", took)
	}
	if r := got["hdsky"]; r.State != SiteOK || len(r.Torrents) != 3 || r.SiteName != "天空" || r.ElapsedMS >= 1000 {
		t.Fatalf("answering site %+v", r)
	}
	if r := got["chdbits"]; r.State != SiteFailed || !strings.HasPrefix(r.Reason, "站点无法访问") {
		t.Fatalf("refusing site %+v", r)
	}
	if r := got["hdhome"]; r.State != SiteSlow || r.ElapsedMS < 1000 || len(r.Torrents) != 0 {
		t.Fatalf("sleeping site %+v", r)
	}
	if order[len(order)-1] != "hdhome" || len(order) != 3 {
		t.Fatalf("reported in order %v", order)
	}
	// The whole answer is the history's, like search_keyword's.
	if len(a.Torrents) != 3 || strings.Join(a.RunTimeoutNames, ",") != "家园" || len(a.SiteErrors) != 2 {
		t.Fatalf("answer %+v", a)
	}
	if _, err := s.Found(context.Background(), got["hdsky"].Torrents[0].ID); err != nil {
		t.Fatalf("a streamed row cannot be downloaded: %v", err)
	}
	views, _ := s.Sites(context.Background())
	for _, v := range views {
		if v.SiteName == "hdhome" && v.Status == statusFailed {
			t.Errorf("the slow site is marked failed: %+v", v)
		}
	}
}

// A site failing three searches in a row is skipped; after the cool-down
// one search tries it again, and an answer brings it back.
func TestAFailingSiteIsSkippedUntilItRecovers(t *testing.T) {
	var now atomic.Pointer[time.Time]
	t0 := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	now.Store(&t0)
	s, _ := newService(t, func() time.Time { return *now.Load() })
	site := standin.Must(t, "nexusphp", nil)
	// In front of the site: while broken, its search pages ask to sign in
	// again (as when the cookie expired), an answer no retry changes.
	var broken atomic.Bool
	broken.Store(true)
	target, _ := url.Parse(site.URL)
	fwd := httputil.NewSingleHostReverseProxy(target)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if broken.Load() && r.URL.Path == "/torrents.php" {
			http.Redirect(w, r, "/login.php", http.StatusFound)
			return
		}
		fwd.ServeHTTP(w, r)
	}))
	t.Cleanup(front.Close)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: front.URL})
	// A new question each time: no answer is reused.
	keywords := []string{"matrix", "dune", "three", "oppenheimer", "spirited", "planet", "season"}
	search := func(i int) SiteReport {
		got, _, _ := runStream(t, s, keywords[i])
		return got["hdsky"]
	}
	for i := range breakAfter {
		if r := search(i); r.State != SiteFailed {
			t.Fatalf("search %d: %+v", i, r)
		}
	}
	asked := len(site.Requests())
	if r := search(3); r.State != SiteSkipped || !strings.Contains(r.Reason, "连续失败3次") {
		t.Fatalf("a site failing in a row is asked again: %+v", r)
	}
	broken.Store(false)
	if r := search(4); r.State != SiteSkipped || len(site.Requests()) != asked {
		t.Fatalf("skipped site asked before its cool-down: %+v", r)
	}
	later := t0.Add(coolDown + time.Second)
	now.Store(&later)
	if r := search(5); r.State != SiteOK {
		t.Fatalf("the recovered site after its cool-down: %+v", r)
	}
	if r := search(6); r.State != SiteOK {
		t.Fatalf("the recovered site is skipped again: %+v", r)
	}
}

// A 100-episode show over five pages of 20: the site is reported with its
// first page at once, then each further page's rows as they are read —
// the first episode, on the last page, reaches the page too —, each saying
// more may follow, then closed once its last page is in; the history's
// answer holds them all.
func TestStreamedSearchSendsLaterPages(t *testing.T) {
	s, st := newService(t, nil)
	setTimeout(t, st, 20)
	site := standin.Must(t, "nexusphp", map[string]string{"episodes": "100", "per_page": "20"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL})
	ss, err := s.StreamSearch(context.Background(), 1, SearchInput{Keyword: "endless saga"})
	if err != nil {
		t.Fatal(err)
	}
	var reports []SiteReport
	var seen []string
	a := ss.Run(func(r SiteReport) {
		reports = append(reports, r)
		seen = append(seen, fmt.Sprintf("%s page %d: %d rows", r.State, r.Page, len(r.Torrents)))
	})
	if len(reports) != 6 {
		t.Fatalf("reports %q, want one a page and a closing one", seen)
	}
	// Each page says the site reads on; the closing report says it is
	// finished: the last page again, no new rows, the site's whole time.
	if end := reports[5]; end.State != SiteOK || end.Page != 5 || end.More || len(end.Torrents) != 0 || end.ElapsedMS < reports[4].ElapsedMS {
		t.Fatalf("closing report %+v", end)
	}
	reports = reports[:5]
	names := map[string]bool{}
	for i, r := range reports {
		if r.State != SiteOK || r.Page != i+1 || !r.More || len(r.Torrents) != 20 || r.SiteName != "天空" {
			t.Fatalf("report %d: %s page %d more %v, %d rows", i, r.State, r.Page, r.More, len(r.Torrents))
		}
		for _, t := range r.Torrents {
			names[t.Name] = true
		}
	}
	if !names["Endless.Saga.S01E001.2024.1080p.WEB-DL.H264.AAC-PTerWEB"] || len(names) != 100 {
		t.Fatalf("%d episodes streamed, the first one among them: %v", len(names), names["Endless.Saga.S01E001.2024.1080p.WEB-DL.H264.AAC-PTerWEB"])
	}
	if len(a.Torrents) != 100 || len(a.SiteNames) != 1 || len(a.SearchedNames) != 1 {
		t.Fatalf("answer: %d torrents, sites %v of %v", len(a.Torrents), a.SiteNames, a.SearchedNames)
	}
	last := reports[4].Torrents[len(reports[4].Torrents)-1]
	if _, err := s.Found(context.Background(), last.ID); err != nil {
		t.Fatalf("a later page's row cannot be downloaded: %v", err)
	}
}
