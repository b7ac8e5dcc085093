package downloads

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"

	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/settings"
)

// The site's H&R rule reaches the real clients as share limits:
// qBittorrent's ratio and seeding time (minutes), Transmission's ratio.
func TestSiteRuleBecomesShareLimits(t *testing.T) {
	ctx := context.Background()
	req := func(save string) Request {
		return Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT", SavePath: save,
			Torrent: standinTorrent(t), MinRatio: 1.5, MinSeedTime: 36*3600 + 1}
	}
	t.Run("qbittorrent", func(t *testing.T) {
		s, _, c := realQB(t)
		sub, err := s.Submit(ctx, req(t.TempDir()))
		if err != nil {
			t.Fatal(err)
		}
		var list []struct {
			RatioLimit       float64 `json:"ratio_limit"`
			SeedingTimeLimit int     `json:"seeding_time_limit"`
		}
		err = s.qbWith(ctx, c, func(q *qbSession) error {
			_, body, err := q.do(ctx, "/api/v2/torrents/info?hashes="+url.QueryEscape(sub.Hash), nil)
			if err == nil {
				err = json.Unmarshal(body, &list)
			}
			return err
		})
		if err != nil || len(list) != 1 || list[0].RatioLimit != 1.5 || list[0].SeedingTimeLimit != 36*60+1 {
			t.Fatalf("%+v %v", list, err)
		}
	})
	t.Run("transmission", func(t *testing.T) {
		c := settings.DownloadClientEntry{Type: "transmission", Name: "tr", URL: daemontest.Transmission(t, "", ""), IsDefault: true}
		s := clientService(t, c)
		sub, err := s.Submit(ctx, req(t.TempDir()))
		if err != nil {
			t.Fatal(err)
		}
		out, err := s.trCall(ctx, c, "torrent-get", map[string]any{"ids": []string{sub.Hash}, "fields": []string{"seedRatioLimit", "seedRatioMode"}})
		var ans struct {
			Torrents []struct {
				Limit float64 `json:"seedRatioLimit"`
				Mode  int     `json:"seedRatioMode"`
			} `json:"torrents"`
		}
		json.Unmarshal(out, &ans)
		if err != nil || len(ans.Torrents) != 1 || ans.Torrents[0].Limit != 1.5 || ans.Torrents[0].Mode != 1 {
			t.Fatalf("%s %v", out, err)
		}
	})
}
