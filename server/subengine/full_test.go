package subengine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// The daily full search is off by default; on, each run takes a slice of
// the subscriptions, and the site's rate limit refuses searches beyond it
// (the log says so and the subscription is tried again later).
func TestFullSearchIsOptInSpreadAndRateLimited(t *testing.T) {
	e, a, b := oneSearchAnHour(t)
	ctx := context.Background()
	if err := e.eng.RunFull(ctx); err != nil {
		t.Fatal(err)
	}
	if e.logCount(t, a)+e.logCount(t, b) != 0 {
		t.Fatal("the full search ran while off")
	}
	storetest.PutSetting(t, e.st, ConfigSection, Config{FullSearch: true})
	if err := e.eng.RunFull(ctx); err != nil {
		t.Fatal(err)
	}
	if e.logCount(t, a) != 1 || e.logCount(t, b) != 0 {
		t.Fatalf("first run: %d and %d entries, want one subscription of the two", e.logCount(t, a), e.logCount(t, b))
	}
	wantIn(t, e.lastLog(t, a), "【全量搜索】《卧虎藏龙》", "站点 天空：1 条结果", "⬇ 选择 [天空] Hidden.Dragon.2000")
	// The next run takes the other; the site allows one search an hour.
	if err := e.eng.RunFull(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, b), "【全量搜索】《奥本海默》", "站点 天空：失败，触发频率限制：每小时最多搜索1次")
	// Refused everywhere: it is due again; the first one is not (daily).
	if err := e.eng.RunFull(ctx); err != nil {
		t.Fatal(err)
	}
	if e.logCount(t, a) != 1 || e.logCount(t, b) != 2 {
		t.Fatalf("third run: %d and %d entries", e.logCount(t, a), e.logCount(t, b))
	}
}

// A new subscription every site refused (rate limit) is tried again after
// a pause, not at every run of the 30-second job.
func TestRefusedNewSearchIsRetriedAfterAPause(t *testing.T) {
	e, a, b := oneSearchAnHour(t)
	ctx := context.Background()
	for range 3 {
		if err := e.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if e.logCount(t, a) != 1 || e.logCount(t, b) != 1 {
		t.Fatalf("%d and %d entries after three runs", e.logCount(t, a), e.logCount(t, b))
	}
	wantIn(t, e.lastLog(t, b), "触发频率限制")
	e.now = e.now.Add(newRetry + time.Minute)
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if e.logCount(t, a) != 1 || e.logCount(t, b) != 2 {
		t.Fatalf("%d and %d entries after the pause", e.logCount(t, a), e.logCount(t, b))
	}
}

// Switched off in 后台任务 while a run is under way: the rest of its
// slice is not searched.
func TestFullSearchSwitchedOffMidRunStops(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	storetest.PutSetting(t, e.st, ConfigSection, Config{FullSearch: true})
	// 48 subscriptions: a slice of two per hourly run.
	for i := range 48 {
		e.addSub(t, subscribe.Sub{Type: "Movie", CNName: fmt.Sprintf("片%02d", i), ReleaseYear: 2000 + i%20})
	}
	var searched []string
	sites.searched = func(kw string) {
		searched = append(searched, kw)
		storetest.PutSetting(t, e.st, ConfigSection, Config{FullSearch: false})
	}
	if err := e.eng.RunFull(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(searched) != 1 {
		t.Fatalf("searched %v after the switch went off", searched)
	}
	// Left on, the same run takes its whole slice.
	searched = nil
	storetest.PutSetting(t, e.st, ConfigSection, Config{FullSearch: true})
	sites.searched = func(kw string) { searched = append(searched, kw) }
	if err := e.eng.RunFull(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(searched) != 2 {
		t.Fatalf("a slice of %d searches, want 2: %v", len(searched), searched)
	}
}

// oneSearchAnHour is an env whose one site (the NexusPHP stand-in, 天空)
// allows one search an hour, and two movie subscriptions it lists
// (卧虎藏龙, then 奥本海默).
func oneSearchAnHour(t *testing.T) (e *env, a, b int64) {
	t.Helper()
	site := standin.Must(t, "nexusphp", nil)
	e = newEnv(t, site.URL)
	storetest.PutSetting(t, e.st, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "hdsky", Alias: "天空", SiteURL: site.URL,
		SmartDownload: 1, Cookie: "c_secure_uid=1; c_secure_pass=standin", SearchLimit: 1}})
	a = e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "卧虎藏龙", ENName: "Hidden Dragon", ReleaseYear: 2000})
	b = e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023})
	return e, a, b
}
