package traffic

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Stand-in rows (server/internal/standin/nexusphp_data.go) the test uses.
const (
	matrix4K  = "The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-FRDS" // 102: free till 11-30, 6/45
	planet    = "Planet.Earth.III.2023.S01.2160p.iP.WEB-DL.AAC2.0.HLG.H.265-CHDWEB"     // 109: free till 11-28 07:00, 1/30
	matrix    = "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT"                            // 101: free till 12-01, 3/120
	spirited  = "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS"                         // 110: not free (added by hand)
	runningMn = "Running.Man.E700.2024.1080p.WEB-DL.H264-ADWeb"                         // 112: free period already over
	freeHR    = "Tempting.Free.HnR.2024.1080p.WEB-DL.x264-HR"                           // 120: free, H&R, 50/2: never
)

// The whole engine with real parts: the NexusPHP stand-in read through
// ptsites, real downloads and a real qbittorrent-nox.
func TestTrafficWithRealQBittorrent(t *testing.T) {
	ctx := context.Background()
	qb := qbtest.Start(t)
	site := standin.Must(t, "nexusphp", map[string]string{"free_hr": "1"})
	st, real := clientStore(t, qb.URL)
	save := t.TempDir()
	// 流量管理 on, smart download off: the engine reads its own sites.
	storetest.PutSetting(t, st, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "hdsky", Alias: "天空", SiteURL: site.URL,
		TrafficManagementStatus: 1, Cookie: "c_secure_uid=1; c_secure_pass=standin", SearchLimit: 1000}})
	storetest.PutSetting(t, st, settings.FreeDownloadSection, settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{
		SavePath: save, AvailableSpace: 50, AvgStatisticsPeriod: 1, UploadMbpsMaximum: 30}, MaximumActiveTorrent: 2})
	sites, err := ptsites.New(ctx, st, ptsites.Options{IndexerDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	dl := &highUpload{Service: real}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	disk := uint64(500 << 30)
	e, err := New(ctx, Options{Store: st, Sites: sites, DL: dl, Now: func() time.Time { return now },
		DiskFree: func(string) (uint64, error) { return disk, nil }, SeedTime: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := real.Client(ctx, "qb")
	has := func(hash string) bool {
		l, err := real.Torrents(ctx, c, []string{hash})
		return err == nil && len(l) == 1
	}

	// A torrent the user added by hand, complete, even in the feature's
	// category: never touched.
	handFile := wholeData(t, save, spirited)
	hand, err := real.AddUnrecorded(ctx, c, siteTorrent(t, site.URL, "110"), save, Category)
	if err != nil {
		t.Fatal(err)
	}
	matrix4KFile := wholeData(t, save, matrix4K) // this one completes at once

	// The hub's switch off: a run does nothing at all.
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if v := list(t, st); len(v.Runs) != 0 || len(v.Torrents) != 0 {
		t.Fatalf("ran while off: %+v", v)
	}
	setEnable(t, st, true)

	// 1: the best free rows until the active limit (2).
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	v := list(t, st)
	wantIn(t, v.Runs[0].Log, "添加 "+matrix4K, "添加 "+planet, "已达到最大活跃刷流种子数 2")
	if len(v.Torrents) != 2 {
		t.Fatalf("added %+v", v.Torrents)
	}
	byName := map[string]Torrent{}
	for _, x := range v.Torrents {
		byName[x.Name] = x
	}
	for _, n := range []string{matrix4K, planet} {
		l, err := real.Torrents(ctx, c, []string{byName[n].Hash})
		if err != nil || len(l) != 1 || byName[n].State != stateActive {
			t.Fatalf("%s not in qBittorrent: %+v", n, byName[n])
		}
		if l[0].Category != Category || l[0].SavePath != save {
			t.Fatalf("%s filed as %q under %q", n, l[0].Category, l[0].SavePath)
		}
	}
	// Within the period: no second run.
	if err := e.Run(ctx); err != nil || len(list(t, st).Runs) != 1 {
		t.Fatalf("ran within the period: %v", err)
	}
	waitFor(t, "the 4K Matrix seeding", func() bool {
		l, err := real.Torrents(ctx, c, []string{byName[matrix4K].Hash})
		return err == nil && len(l) == 1 && l[0].Done && l[0].SeedingTime >= 1
	})

	// 2: two days on, Planet Earth's free period is over (unfinished) and
	// the 4K Matrix met its goal; little disk left keeps 101 out.
	now = now.Add(44 * time.Hour)
	disk = 55 << 30
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	log := list(t, st).Runs[0].Log
	wantIn(t, log, "删除 "+planet+"（连同数据）：免费期已于 2026-11-28 07:00:00 结束", "删除 "+matrix4K+"（连同数据）：已达到做种目标",
		"跳过 "+matrix+"：添加后磁盘可用空间将低于 50 GB")
	waitFor(t, "both removed", func() bool { return !has(byName[planet].Hash) && !has(byName[matrix4K].Hash) })
	waitFor(t, "the data removed", func() bool { _, err := os.Stat(matrix4KFile); return os.IsNotExist(err) })

	// 3: the upload over the cap: nothing added.
	disk, dl.high = 500<<30, true
	now = now.Add(2 * time.Minute)
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, list(t, st).Runs[0].Log, "上传速率已达上限，本轮不添加种子")
	if n, _ := e.countActive(ctx); n != 0 {
		t.Fatalf("added over the cap: %d", n)
	}

	// 4: below again: 101 goes in; 112's free period is long over.
	dl.high = false
	now = now.Add(2 * time.Minute)
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	v = list(t, st)
	wantIn(t, v.Runs[0].Log, "添加 "+matrix)
	// A row this feature had before (removed in round 2) is not tried again.
	for _, gone := range []string{planet, matrix4K} {
		if strings.Contains(v.Runs[0].Log, "添加 "+gone) || has(byName[gone].Hash) {
			t.Fatalf("%s tried again:\n%s", gone, v.Runs[0].Log)
		}
	}
	var matrixHash string
	for _, x := range v.Torrents {
		if x.Name == runningMn || x.Name == freeHR {
			t.Fatalf("added a row whose free period ended or under H&R: %+v", x)
		}
		if x.Name == matrix {
			matrixHash = x.Hash
		}
	}
	if len(v.Sites) != 1 || v.Sites[0].Site != "hdsky" || v.Sites[0].Count != 3 {
		t.Fatalf("site totals %+v", v.Sites)
	}
	// The hand-added torrent and its data are untouched.
	if !has(hand) {
		t.Fatal("the hand-added torrent was removed")
	}
	if _, err := os.Stat(handFile); err != nil {
		t.Fatalf("the hand-added data: %v", err)
	}

	// 5: the user downloads the same torrent from a search: a download
	// record holds it now (the library's), so when its free period ends
	// unfinished it is let go, not deleted.
	if _, err := real.Submit(ctx, downloads.Request{Site: "hdsky", UserID: 1, Name: matrix, SavePath: save,
		Torrent: siteTorrent(t, site.URL, "101")}); err != nil {
		t.Fatal(err)
	}
	now = time.Date(2026, 12, 2, 0, 0, 0, 0, time.Local)
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, list(t, st).Runs[0].Log, "不再管理 "+matrix+"：已有下载记录（属于媒体库），不再管理也不删除")
	if !has(matrixHash) {
		t.Fatal("a torrent of the download records was removed")
	}

	// The switch off again: no run.
	setEnable(t, st, false)
	now = now.Add(time.Hour)
	runs := len(list(t, st).Runs)
	if err := e.Run(ctx); err != nil || len(list(t, st).Runs) != runs {
		t.Fatalf("ran after the switch went off: %v", err)
	}
}

func list(t testing.TB, st *store.Store) View {
	t.Helper()
	v, err := List(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
