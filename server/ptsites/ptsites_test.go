package ptsites

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestParallelSearchReportsSlowAndDeadSites(t *testing.T) {
	s := fastSlowDead(t, "5000")
	start := time.Now()
	a, err := s.Search(context.Background(), 1, SearchInput{Keyword: "matrix"})
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if took > 3*time.Second {
		t.Errorf("search took %v with a 1 s time-out", took)
	}
	if len(a.Torrents) != 3 || strings.Join(a.SiteNames, ",") != "天空" || a.MaxRunSiteName != "天空" ||
		strings.Join(a.RunTimeoutNames, ",") != "家园" || len(a.SiteErrors) != 2 || len(a.SearchedNames) != 3 {
		t.Fatalf("answer %+v", a)
	}
	for _, f := range a.SiteErrors {
		if f.SiteID == "chdbits" && !strings.HasPrefix(f.Reason, "站点无法访问") {
			t.Errorf("dead site reason %q", f.Reason)
		}
	}
	// The dead site's health is recorded for the dashboard; the slow one's is not.
	views, _ := s.Sites(context.Background())
	for _, v := range views {
		if v.SiteName == "chdbits" && (v.Status != statusFailed || !strings.HasPrefix(v.StatusReason, "站点无法访问")) {
			t.Errorf("dead site view %+v", v)
		}
		if v.SiteName == "hdhome" && v.Status == statusFailed {
			t.Errorf("slow site marked failed: %+v", v)
		}
	}
}

// Ten sites answering in 300 ms each take about 300 ms together, not 3 s.
func TestTenSlowSitesRunInParallel(t *testing.T) {
	s := tenSlowSites(t)
	start := time.Now()
	a, err := s.Search(context.Background(), 1, SearchInput{Keyword: "dune"})
	took := time.Since(start)
	if err != nil || len(a.SiteNames) != 10 || len(a.Torrents) != 10 {
		t.Fatalf("answer %+v, %v", a, err)
	}
	// One after another they cannot take less than 3 s; together they take
	// about 300 ms, so anything under 3 s proves they overlapped, however
	// loaded the machine.
	if took >= 3*time.Second {
		t.Fatalf("10 × 300 ms sites took %v: one after another", took)
	}
	t.Logf("10 sites × 300 ms: %v (slowest %s %.2fs)", took, a.MaxRunSiteName, a.MaxRunTime)
}

func TestSearchRateLimitPerSite(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL, SearchLimit: 2})
	ctx := context.Background()
	for i, kw := range []string{"matrix", "dune"} { // different: the same one is reused, not counted
		if a, _ := s.Search(ctx, 1, SearchInput{Keyword: kw}); len(a.SiteNames) != 1 {
			t.Fatalf("search %d refused: %+v", i, a)
		}
	}
	asked := len(srv.Requests())
	a, _ := s.Search(ctx, 1, SearchInput{Keyword: "alien"})
	if len(a.SiteErrors) != 1 || !strings.HasPrefix(a.SiteErrors[0].Reason, "触发频率限制：每小时最多搜索2次") || len(srv.Requests()) != asked {
		t.Fatalf("third search %+v (site asked %d more times)", a, len(srv.Requests())-asked)
	}
	// 最近搜索 does not mark the refused, empty search 已完成 (issue 28).
	if h, _ := s.History(ctx, 1); len(h) != 3 || h[0].Keyword != "alien" || h[0].Status != "failed" || h[1].Status != "success" {
		t.Fatalf("history after a rate-limited search: %+v", h)
	}
}

// A restart keeps the hour's count: the site is not asked again.
func TestSearchRateLimitSurvivesARestart(t *testing.T) {
	s, st := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL, SearchLimit: 2})
	ctx := context.Background()
	for i, kw := range []string{"matrix", "dune"} {
		if a, _ := s.Search(ctx, 1, SearchInput{Keyword: kw}); len(a.SiteNames) != 1 {
			t.Fatalf("search %d refused: %+v", i, a)
		}
	}
	again, err := New(ctx, st, Options{})
	if err != nil {
		t.Fatal(err)
	}
	asked := len(srv.Requests())
	a, _ := again.Search(ctx, 1, SearchInput{Keyword: "alien"})
	if len(a.SiteErrors) != 1 || !strings.HasPrefix(a.SiteErrors[0].Reason, "触发频率限制：每小时最多搜索2次") || len(srv.Requests()) != asked {
		t.Fatalf("after a restart %+v (site asked %d more times)", a, len(srv.Requests())-asked)
	}
	// An hour on, the window is empty again.
	later, _ := New(ctx, st, Options{Now: func() time.Time { return time.Now().Add(time.Hour + time.Minute) }})
	if a, _ := later.Search(ctx, 1, SearchInput{Keyword: "matrix"}); len(a.SiteNames) != 1 {
		t.Fatalf("an hour later: %+v", a)
	}
}

func TestRefreshAllRecordsHealthAndSnapshots(t *testing.T) {
	day := time.Date(2026, 11, 24, 10, 0, 0, 0, time.Local)
	now := day
	s, _ := newService(t, func() time.Time { return now })
	good := standin.Must(t, "nexusphp", map[string]string{"class": "VIP"})
	expired := standin.Must(t, "nexusphp", map[string]string{"cookie": "c_secure_uid=1; c_secure_pass=new"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: good.URL}, settings.Site{SiteName: "ourbits", SiteURL: expired.URL})
	ctx := context.Background()
	var alerted []string
	s.UseAlerts(Alerts{CookieExpired: func(_ context.Context, site, reason string) { alerted = append(alerted, site+"："+reason) }})
	if err := s.RefreshAll(ctx); err != nil {
		t.Fatal(err)
	}
	s.RefreshAll(ctx) // still expired: told once, not at every round
	if len(alerted) != 1 || alerted[0] != "ourbits：Cookie 已失效：站点要求重新登录，请更新Cookie" {
		t.Fatalf("cookie alerts %q", alerted)
	}
	views, _ := s.Sites(ctx)
	if views[0].Username != "alice" || views[0].Status != statusOK || views[1].Status != statusFailed ||
		views[1].StatusReason != "Cookie 已失效：站点要求重新登录，请更新Cookie" {
		t.Fatalf("views %+v", views)
	}
	// Traffic: yesterday 1.0 TB → today 1.5 TB up; snapshots give the dashboard's numbers.
	ins := func(d time.Time, up, dl float64) {
		s.db.Exec(`INSERT OR REPLACE INTO site_snapshot VALUES ('hdsky', ?, ?, ?)`, d.Format("2006-01-02"), up, dl)
	}
	ins(day.AddDate(0, 0, -8), 900_000, 500_000)
	ins(day.AddDate(0, 0, -2), 1_000_000, 510_000)
	ins(day.AddDate(0, 0, -1), 1_048_576, 512_000)
	o, err := s.Overview(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// today 1572864 (1.5 TB in MB) and 512000 down (500 GB).
	if o.TodayUp != 1572864-1048576 || o.TodayDl != 0 || o.YestdayUp != 48576 || o.YestdayDl != 2000 ||
		o.UpChange7 != 1572864-900000 || o.DlChange7 != 12000 || o.SiteCount != 2 || o.TotalUp != 1572864 || o.SiteVIPCount != 1 {
		t.Fatalf("overview %+v", o)
	}
	if o.TodayUpRate != rate(o.TodayUp, o.YestdayUp) || !strings.HasPrefix(o.TodayUpRate, "+") || o.TodayDlRate != "-100%" {
		t.Fatalf("rates %q %q", o.TodayUpRate, o.TodayDlRate)
	}
	sh, err := s.Shares(ctx)
	if err != nil || len(sh.Week) != 2 || sh.Week[0].Name != "天空" || sh.Week[0].Upload != 1572864-900000 || sh.TodayUpload[0].Value != 524288 {
		t.Fatalf("shares %+v, %v", sh, err)
	}
}

func TestSaveRefusesWithoutStoring(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	ctx := context.Background()
	_, err := s.Save(ctx, SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: "x=1", SiteURL: &srv.URL})
	if err == nil || err.Error() != "站点验证失败：Cookie 已失效：站点要求重新登录，请更新Cookie" {
		t.Fatalf("bad cookie: %v", err)
	}
	if _, err := s.Save(ctx, SaveInput{SiteName: "nosuch"}); err == nil || err.Error() != "不支持的站点：nosuch" {
		t.Fatalf("unknown site: %v", err)
	}
	res, err := s.Save(ctx, SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: cookie, SiteURL: &srv.URL, WebSearch: Flag(true)})
	if err != nil || !res.Added || res.Site.WebSearch != 1 || res.Site.ID != 1 {
		t.Fatalf("save %+v, %v", res, err)
	}
	res, err = s.Save(ctx, SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: cookie, SiteURL: &srv.URL})
	if err != nil || res.Added || res.Site.ID != 1 || res.Site.WebSearch != 0 {
		t.Fatalf("edit %+v, %v", res, err)
	}
}

// A user's Torznab definition (<data>/indexers/*.yml) is saved with its
// API key, searched, and its key is never answered.
func TestTorznabSiteFromTheUserFolder(t *testing.T) {
	feed := standin.Must(t, "torznab", map[string]string{"apikey": "tk"})
	dir := userDefinition(t, "jackett.yml", "id: jackett\nname: Jackett\ntype: torznab\nlinks: ["+feed.URL+"/]\n")
	s := serviceOn(t, storetest.Open(t), Options{IndexerDir: dir})
	ctx := context.Background()
	if _, err := s.Save(ctx, SaveInput{SiteName: "jackett", APIKey: "bad", WebSearch: Flag(true)}); err == nil ||
		!strings.HasPrefix(err.Error(), "站点验证失败：API Key 无效") {
		t.Fatalf("bad key: %v", err)
	}
	if _, err := s.Save(ctx, SaveInput{SiteName: "jackett", APIKey: "tk", WebSearch: Flag(true)}); err != nil {
		t.Fatal(err)
	}
	a, err := s.Search(ctx, 1, SearchInput{Keyword: "three body"})
	if err != nil || len(a.Torrents) != 2 || a.Torrents[0].MovieType != "TV" {
		t.Fatalf("search %+v, %v", a, err)
	}
	views, _ := s.Sites(ctx)
	if len(views) != 1 || !views[0].HasAPIKey || views[0].SiteType != "torznab" || views[0].Status != statusOK {
		t.Fatalf("views %+v", views)
	}
}

// A site that answers 429 is shown as 触发频率限制 on the dashboard.
func TestSiteRateLimitIsTheHealthReason(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", map[string]string{"limit": "1"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL})
	ctx := context.Background()
	s.Search(ctx, 1, SearchInput{Keyword: "matrix"})
	a, _ := s.Search(ctx, 1, SearchInput{Keyword: "dune"})
	if len(a.SiteErrors) != 1 || !strings.HasPrefix(a.SiteErrors[0].Reason, "触发频率限制") {
		t.Fatalf("answer %+v", a)
	}
	views, _ := s.Sites(ctx)
	if views[0].Status != statusFailed || !strings.HasPrefix(views[0].StatusReason, "触发频率限制") {
		t.Fatalf("view %+v", views[0])
	}
}

func TestHistoryIsPerUserAndStaleSearchesFail(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.Local)
	s, _ := newService(t, func() time.Time { return now })
	srv := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL})
	ctx := context.Background()
	if _, err := s.Search(ctx, 1, SearchInput{Keyword: "matrix", SearchDouban: "true", SearchSite: "true"}); err != nil {
		t.Fatal(err)
	}
	s.remember(ctx, 1, SearchInput{Keyword: "cut off"}, "searching", nil)
	if h, _ := s.History(ctx, 2); len(h) != 0 {
		t.Fatalf("user 2 sees %+v", h)
	}
	if a, _ := s.Search(ctx, 2, SearchInput{Keyword: "matrix", Cache: true}); a.Cached {
		t.Fatal("user 2 got user 1's cache")
	}
	now = now.Add(time.Hour)
	h, err := s.History(ctx, 1)
	if err != nil || len(h) != 2 {
		t.Fatalf("history %+v, %v", h, err)
	}
	for _, e := range h {
		if e.Keyword == "cut off" && e.Status != "failed" || e.Keyword == "matrix" && (e.Status != "success" || e.SearchDouban != "true") {
			t.Errorf("entry %+v", e)
		}
	}
	if _, err := s.Found(ctx, 42); err == nil || err.Error() != "找不到这个种子，请重新搜索后再下载" {
		t.Fatalf("unknown id: %v", err)
	}
}

func TestAllCategoriesMeanNoCategoryFilter(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL})
	ctx := context.Background()
	s.Search(ctx, 1, SearchInput{Keyword: "a", Cates: settings.PermissionCategories})
	s.Search(ctx, 1, SearchInput{Keyword: "b", Cates: []string{"Movie"}})
	reqs := srv.Requests()
	if strings.Contains(reqs[0].Query, "cat4") || !strings.Contains(reqs[1].Query, "cat401=1") || strings.Contains(reqs[1].Query, "cat402") {
		t.Fatalf("queries %q / %q", reqs[0].Query, reqs[1].Query)
	}
}

// The original edit form sends no site_url: the stored address is kept.
func TestEditWithoutSiteURLKeepsIt(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	ctx := context.Background()
	limit := 5
	if _, err := s.Save(ctx, SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: cookie, SiteURL: &srv.URL, SearchLimit: &limit}); err != nil {
		t.Fatal(err)
	}
	res, err := s.Save(ctx, SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: cookie})
	if err != nil || res.Site.SiteURL != srv.URL || res.Site.SearchLimit != 5 {
		t.Fatalf("edit %+v, %v", res.Site, err)
	}
}
