package dashboard

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/subscribe"
)

// fakeClients: "qb" answers at once, "slow" only after its caller gave
// up, "down" refuses the connection.
type fakeClients struct{}

func (fakeClients) FreeSpace(ctx context.Context, c settings.DownloadClientEntry) (int64, error) {
	switch c.Name {
	case "slow":
		<-ctx.Done()
		time.Sleep(50 * time.Millisecond)
		return 0, ctx.Err()
	case "down":
		return 0, errors.New("connection refused")
	}
	return 512 << 30, nil
}

func (fakeClients) Torrents(_ context.Context, c settings.DownloadClientEntry, hashes []string) ([]downloads.Live, error) {
	out := []downloads.Live{}
	for _, h := range hashes {
		out = append(out, downloads.Live{Hash: h, Name: "The.Matrix." + h, Progress: 0.25, DlSpeed: 1 << 20, Size: 4 << 20})
	}
	return out, nil
}

type fakeMedia struct{}

func (fakeMedia) CountItems(ctx context.Context, e settings.MediaServerEntry) (mediaserver.Counts, error) {
	if e.Name == "slow" {
		time.Sleep(time.Hour) // a server that never answers: ignores its context too
	}
	return mediaserver.Counts{Movies: 2, Series: 1, Episodes: 3}, nil
}

type fakeSites []ptsites.SiteView

func (f fakeSites) Sites(context.Context) ([]ptsites.SiteView, error) { return f, nil }

func site(name string, status int, reason string, b sitebudget.Usage) ptsites.SiteView {
	v := ptsites.SiteView{StatusReason: reason, Budget: b}
	v.SiteName, v.Alias, v.Status = name, name+"站", status
	return v
}

func TestSummaryTiles(t *testing.T) {
	e := newEnv(t)
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	storetest.PutSetting(t, e.st, settings.DownloadClientsSection, []settings.DownloadClientEntry{
		{Type: "qbittorrent", Name: "qb"}, {Type: "qbittorrent", Name: "slow"}, {Type: "transmission", Name: "down"}})
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{
		{SourceDir: "/full", TargetDir: "/roomy", Type: "movie"}, {SourceDir: "/full", TargetDir: "/gone", Type: "tv"}})
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "家里"}, {Type: "plex", Name: "slow"}})
	e.record(t, "黑客帝国", "qb", "aaa", 0, "")
	e.record(t, "流浪地球", "qb", "bbb", 1, "/roomy/流浪地球 (2019)")
	e.record(t, "未整理", "qb", "ccc", 1, "")
	e.sub(t, "等批准", subscribe.StatusApproval, now)
	e.sub(t, "订阅中", subscribe.StatusSubscribed, now)
	e.sub(t, "洗版中", subscribe.StatusReversion, now)
	e.sub(t, "本周完成", subscribe.StatusCompleted, now.Add(-48*time.Hour))
	e.sub(t, "上月完成", subscribe.StatusCompleted, now.Add(-30*24*time.Hour))
	next := now.Add(time.Minute)
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl, Clients: fakeClients{}, Media: fakeMedia{}, Now: func() time.Time { return now },
		TileTimeout: 300 * time.Millisecond,
		Jobs: func() []scheduler.State {
			return []scheduler.State{{Name: "later", Title: "晚些", NextRun: now.Add(time.Hour)}, {Name: "soon", Title: "马上", NextRun: next}}
		},
		Sites: fakeSites{
			site("hdsky", 2, "Cookie 已失效：站点要求重新登录，请更新Cookie", sitebudget.Usage{}),
			site("ok", 1, "", sitebudget.Usage{PerHour: 10, Hour: 3}),
			site("busy", 1, "", sitebudget.Usage{PerHour: 10, Hour: 10}),
			site("dead", 2, "站点无法访问：connection refused", sitebudget.Usage{}),
		},
		DiskFree: func(p string) (uint64, uint64, error) {
			switch p {
			case "/full":
				return 5 << 30, 1000 << 30, nil // 5 GB of 1000: below 20 GB
			case "/roomy":
				return 500 << 30, 1000 << 30, nil
			}
			return 0, 0, errors.New("no such file or directory")
		}})

	start := time.Now()
	got := s.Summary(context.Background())
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the summary waited %v for the slow client and server", d)
	}

	cl := got.Clients.Data
	if got.Clients.Unavailable || len(cl) != 3 {
		t.Fatalf("clients tile: %+v", got.Clients)
	}
	if !cl[0].Available || cl[0].FreeBytes != 512<<30 || len(cl[0].Downloading) != 1 || cl[0].Downloading[0].ETASeconds != 3 {
		t.Errorf("qb: %+v", cl[0])
	}
	if cl[1].Available || cl[1].Reason != "响应超时" {
		t.Errorf("the slow client is not marked 不可用 for want of time: %+v", cl[1])
	}
	if cl[2].Available || cl[2].Reason == "" {
		t.Errorf("the refusing client: %+v", cl[2])
	}

	d := got.Disks.Data
	if len(d.Items) != 3 || d.MinFreeGB != 20 || d.MinFreePercent != 10 {
		t.Fatalf("disks: %+v", d)
	}
	if !d.Items[0].Low || d.Items[0].Kind != "download" || d.Items[1].Low || d.Items[2].Reason == "" {
		t.Errorf("disk warnings: %+v", d.Items)
	}

	if f := got.Filed.Data; len(f) != 1 || f[0].Title != "流浪地球" {
		t.Errorf("filed: %+v", got.Filed)
	}
	if c := got.Subscriptions.Data; c != (SubCounts{Waiting: 1, Searching: 2, DoneWeek: 1}) {
		t.Errorf("subscriptions: %+v", c)
	}
	if j := got.Jobs.Data; len(j) != 2 || j[0].Name != "soon" || j[0].NextRun != next.Format(time.DateTime) {
		t.Errorf("jobs: %+v", j)
	}
	kinds := map[string]string{}
	for _, p := range got.Sites.Data {
		kinds[p.Site] = p.Kind
	}
	if len(kinds) != 3 || kinds["hdsky"] != "cookie" || kinds["busy"] != "budget" || kinds["dead"] != "error" {
		t.Errorf("sites: %+v", got.Sites.Data)
	}
	lib := got.Library.Data
	if len(lib) != 2 || !lib[0].Available || lib[0].Movies != 2 || lib[1].Available || lib[1].Reason != "响应超时" {
		t.Errorf("library: %+v", lib)
	}
}

func TestDiskThresholdIsConfigurable(t *testing.T) {
	e := newEnv(t)
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{{SourceDir: "/a", TargetDir: "/b"}})
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl, MinFreeGB: 600,
		DiskFree: func(string) (uint64, uint64, error) { return 500 << 30, 1000 << 30, nil }})
	d := s.Summary(context.Background()).Disks.Data
	if d.MinFreeGB != 600 || !d.Items[0].Low {
		t.Errorf("500 GB free is below a 600 GB threshold: %+v", d)
	}
}
