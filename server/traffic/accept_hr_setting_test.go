package traffic

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

// hrSite lists one free row under H&R and serves a small .torrent for it.
type hrSite struct{}

func (hrSite) LatestTraffic(context.Context) ([]ptsites.SiteResults, error) {
	return []ptsites.SiteResults{{Site: "hdsky", Name: "天空", Torrents: []ptsites.Torrent{
		{ID: 120, SiteID: "hdsky", Name: "Tempting.Free.HnR", MinimumRatio: 1, DownloadCount: 50, SizeMB: 1}}}}, nil
}

func (hrSite) TorrentFile(context.Context, int64, string) (ptsites.FoundTorrent, []byte, error) {
	return ptsites.FoundTorrent{}, bencode.Encode(map[string]any{"info": map[string]any{
		"name": "Tempting.Free.HnR.mkv", "length": 1, "piece length": 16384, "pieces": strings.Repeat("\x00", 20)}}), nil
}

// addOnly is a client that takes every add and holds nothing else.
type addOnly struct{ added int }

func (d *addOnly) Client(context.Context, string) (settings.DownloadClientEntry, bool) {
	return settings.DownloadClientEntry{}, false
}
func (d *addOnly) AddUnrecorded(context.Context, settings.DownloadClientEntry, []byte, string, string) (string, error) {
	d.added++
	return "", nil
}
func (d *addOnly) Torrents(context.Context, settings.DownloadClientEntry, []string) ([]downloads.Live, error) {
	return nil, nil
}
func (d *addOnly) Remove(context.Context, settings.DownloadClientEntry, string, bool) error {
	return nil
}
func (d *addOnly) Recorded(context.Context, string) (bool, error) { return false, nil }
func (d *addOnly) TransferOf(context.Context, settings.DownloadClientEntry) (downloads.Transfer, error) {
	return downloads.Transfer{}, nil
}

// The stored form's 接受H&R种子 is what the scheduled round reads: off, a
// free H&R row is not added; on, it is.
func TestAcceptHRSettingReachesTheRound(t *testing.T) {
	for _, accept := range []bool{false, true} {
		st := storetest.Open(t)
		storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{{Type: "qbittorrent", Name: "qb",
			URL: "http://127.0.0.1:9", IsDefault: true}})
		storetest.PutSetting(t, st, settings.FreeDownloadSection, settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{
			Enable: true, AcceptHR: accept, SavePath: t.TempDir(), AvailableSpace: 1, AvgStatisticsPeriod: 1, UploadMbpsMaximum: 30}})
		dl := &addOnly{}
		e, err := New(context.Background(), Options{Store: st, Sites: hrSite{}, DL: dl,
			DiskFree: func(string) (uint64, error) { return 100 << 30, nil }})
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{false: 0, true: 1}[accept]; dl.added != want {
			t.Fatalf("accept_hr %v: %d added, want %d; log:\n%s", accept, dl.added, want, list(t, st).Runs[0].Log)
		}
	}
}
