package traffic

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

// A loopback swarm: the stand-in site's tracker, the managed torrent
// seeded by a real qbittorrent-nox and fetched by a real
// transmission-daemon. The upload is real, so the torrent meets its
// seeding goal by ratio and is removed; the totals show the upload.
func TestSwarmSeedingGoalByRatio(t *testing.T) {
	if _, err := exec.LookPath("transmission-daemon"); err != nil || testing.Short() {
		t.Skip("needs transmission-daemon (and no -short)")
	}
	ctx := context.Background()
	qb := qbtest.Start(t)
	tr := transmission(t)
	site := standin.Must(t, "nexusphp", nil)
	st := storetest.Open(t)
	save := t.TempDir()
	storetest.PutSetting(t, st, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "hdsky", Alias: "天空", SiteURL: site.URL,
		TrafficManagementStatus: 2, Cookie: "c_secure_uid=1; c_secure_pass=standin", SearchLimit: 1000}})
	storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{qbtest.Client("qb", qb.URL), tr})
	storetest.PutSetting(t, st, settings.FreeDownloadSection, settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{Enable: true,
		SavePath: save, AvailableSpace: 50, AvgStatisticsPeriod: 1, UploadMbpsMaximum: 30}, MaximumActiveTorrent: 1})
	sites, err := ptsites.New(ctx, st, ptsites.Options{IndexerDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	dl, err := downloads.New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	e, err := New(ctx, Options{Store: st, Sites: sites, DL: dl, Now: func() time.Time { return now },
		DiskFree: func(string) (uint64, error) { return 500 << 30, nil }, SeedRatio: 1})
	if err != nil {
		t.Fatal(err)
	}
	wholeData(t, save, matrix4K) // the managed torrent's data: qBittorrent seeds it
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	v := list(t, st)
	if len(v.Torrents) != 1 || v.Torrents[0].Name != matrix4K {
		t.Fatalf("added %+v\n%s", v.Torrents, v.Runs[0].Log)
	}
	hash := v.Torrents[0].Hash
	qc, _ := dl.Client(ctx, "qb")
	// The leecher: transmission-daemon fetches the same torrent from the swarm.
	if _, err := dl.AddUnrecorded(ctx, tr, siteTorrent(t, site.URL, "102"), t.TempDir(), ""); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "transmission to download from qBittorrent", func() bool {
		l, err := dl.Torrents(ctx, tr, []string{hash})
		return err == nil && len(l) == 1 && l[0].Done
	})
	waitFor(t, "qBittorrent to count its upload", func() bool {
		l, err := dl.Torrents(ctx, qc, []string{hash})
		return err == nil && len(l) == 1 && l[0].Uploaded >= 65536 && l[0].Ratio >= 1
	})
	now = now.Add(2 * time.Minute)
	if err := e.Run(ctx); err != nil {
		t.Fatal(err)
	}
	v = list(t, st)
	wantIn(t, v.Runs[0].Log, "删除 "+matrix4K+"（连同数据）：已达到做种目标：分享率")
	if len(v.Sites) != 1 || v.Sites[0].Uploaded < 65536 {
		t.Fatalf("site totals %+v", v.Sites)
	}
	waitFor(t, "qBittorrent to drop it", func() bool {
		l, err := dl.Torrents(ctx, qc, []string{hash})
		return err == nil && len(l) == 0
	})
}

// transmission starts a transmission-daemon (RPC and peer port on the
// loopback) and answers its client entry.
func transmission(t *testing.T) settings.DownloadClientEntry {
	t.Helper()
	return settings.DownloadClientEntry{Type: "transmission", Name: "tr", URL: daemontest.Transmission(t, "", "")}
}
