package downloads

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"

	"github.com/movie-robot/web-console/server/settings"
)

// A site's H&R rule (a result's minimum ratio and seeding time) is handed
// to the client as the torrent's share limits where the client has them:
// qBittorrent seeds until either is reached (setShareLimits), Transmission
// until the ratio (it has no seeding-time limit; aria2's are left alone).
// Neither limit set: the client's own global rule stays.

// shareLimits sets hash's limits on c; a failure is logged, the torrent
// stays added.
func (s *Service) shareLimits(ctx context.Context, c settings.DownloadClientEntry, hash string, ratio float64, seedSeconds int) {
	if ratio <= 0 && seedSeconds <= 0 {
		return
	}
	var err error
	switch c.Type {
	case "qbittorrent":
		form := url.Values{"hashes": {hash}, "ratioLimit": {"-2"}, "seedingTimeLimit": {"-2"},
			"inactiveSeedingTimeLimit": {"-2"}} // -2: the global limit
		if ratio > 0 {
			form.Set("ratioLimit", strconv.FormatFloat(ratio, 'f', -1, 64))
		}
		if seedSeconds > 0 {
			form.Set("seedingTimeLimit", strconv.Itoa((seedSeconds+59)/60)) // minutes, rounded up
		}
		err = s.qbWith(ctx, c, func(q *qbSession) error {
			res, _, err := q.do(ctx, "/api/v2/torrents/setShareLimits", form)
			if err == nil && res.StatusCode != http.StatusOK {
				err = fmt.Errorf("HTTP %d", res.StatusCode)
			}
			return err
		})
	case "transmission":
		if ratio > 0 {
			_, err = s.trCall(ctx, c, "torrent-set", map[string]any{"ids": []string{hash}, "seedRatioLimit": ratio, "seedRatioMode": 1})
		}
	}
	if err != nil {
		slog.Warn("downloads: share limits not set", "client", c.Name, "hash", hash, "err", err)
	}
}
