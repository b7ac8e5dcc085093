package traffic

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/torrenttest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

// A hybrid (v1+v2) torrent whose add was cut off after qBittorrent took it:
// qBittorrent lists it by its v2 hash cut to 20 bytes, the intent row knows
// it by v1. The next round finds it by the other id and adopts it, once.
func TestAddIntentOfAHybridIsAdopted(t *testing.T) {
	qb := qbtest.Start(t)
	ctx := context.Background()
	dir := t.TempDir()
	made, data, tor := torrenttest.Hybrid(t, dir, 40000)
	st, dl := clientStore(t, qb.URL)
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	e, err := New(ctx, Options{Store: st, DL: dl, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := dl.Client(ctx, "qb")
	// The intent as fill writes it, then the client took the torrent and
	// the answer never came.
	st.DB().Exec(`INSERT INTO traffic_torrent(site, site_torrent_id, name, hash, alt_hash, client, save_path, size_mb,
		reason, added_at, last_active_at) VALUES ('hdsky', 1, 'Hybrid', ?, ?, 'qb', ?, 1, '免费', ?, ?)`,
		tor.InfoHash, tor.Hashes()[1], dir, now.Format(stamp), now.Format(stamp))
	if _, err := dl.AddUnrecorded(ctx, c, data, dir, Category); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := e.prune(ctx, c, &runLog{}); err != nil {
			t.Fatal(err)
		}
	}
	var state, hash, why string
	st.DB().QueryRow(`SELECT state, hash, remove_reason FROM traffic_torrent`).Scan(&state, &hash, &why)
	if state != stateActive || hash != made.Best {
		t.Fatalf("row %s %s %q; qBittorrent's id %s", state, hash, why, made.Best)
	}
}

// hybridSite lists one free row and serves the hybrid .torrent for it.
type hybridSite struct{ data []byte }

func (h hybridSite) LatestTraffic(context.Context) ([]ptsites.SiteResults, error) {
	return []ptsites.SiteResults{{Site: "hdsky", Name: "天空", Torrents: []ptsites.Torrent{
		{ID: 7, SiteID: "hdsky", Name: "Hybrid", DownloadCount: 5, SizeMB: 1}}}}, nil
}

func (h hybridSite) TorrentFile(context.Context, int64, string) (ptsites.FoundTorrent, []byte, error) {
	return ptsites.FoundTorrent{}, h.data, nil
}

// A hybrid added by a round: the row keeps the id qBittorrent answered
// (the cut v2 hash), and the next round finds it there and keeps it.
func TestAddedHybridKeepsTheClientsID(t *testing.T) {
	qb := qbtest.Start(t)
	ctx := context.Background()
	dir := t.TempDir()
	made, data, _ := torrenttest.Hybrid(t, dir, 40000)
	if made.Best == made.V1 {
		t.Fatalf("libtorrent lists the hybrid by v1: %+v", made)
	}
	st, dl := clientStore(t, qb.URL)
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	e, err := New(ctx, Options{Store: st, Sites: hybridSite{data}, DL: dl, Now: func() time.Time { return now },
		DiskFree: func(string) (uint64, error) { return 100 << 30, nil }})
	if err != nil {
		t.Fatal(err)
	}
	cfg := settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{Enable: true, SavePath: dir,
		AvailableSpace: 1, AvgStatisticsPeriod: 1, UploadMbpsMaximum: 30}}
	for range 2 {
		if err := e.RunOnce(ctx, cfg); err != nil {
			t.Fatal(err)
		}
		now = now.Add(2 * time.Minute)
	}
	var n int
	var state, hash string
	st.DB().QueryRow(`SELECT COUNT(*), max(state), max(hash) FROM traffic_torrent`).Scan(&n, &state, &hash)
	if n != 1 || state != stateActive || hash != made.Best {
		t.Fatalf("%d rows, %s %s; qBittorrent's id %s", n, state, hash, made.Best)
	}
}
