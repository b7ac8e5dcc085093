package ptsites

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/store"
)

// keepTorrents stores the rows download/torrent needs to find a result
// again, and forgets rows older than a week.
func (s *Service) keepTorrents(ctx context.Context, ts []Torrent, outcomes []siteOutcome) {
	urls := map[int64]indexer.Result{}
	for _, o := range outcomes {
		for _, r := range o.results {
			urls[torrentID(o.st.SiteName, r.DownloadURL)] = r
		}
	}
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		s.log.Warn("search results not kept", "error", err)
		return
	}
	defer tx.Rollback()
	// Prepared once: a listing run keeps 50 sites' rows, and parsing the
	// statement for each row was most of this function's CPU (issue 31).
	put, err := tx.PrepareContext(ctx, `INSERT INTO search_torrent(id, site_name, name, subject, download_url, details_url, size_mb, seen_at, result)
		VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET seen_at = excluded.seen_at, result = excluded.result`)
	if err != nil {
		s.log.Warn("search results not kept", "error", err)
		return
	}
	defer put.Close()
	for _, t := range ts {
		r := urls[t.ID]
		raw, _ := json.Marshal(r)
		if _, err := put.ExecContext(ctx, t.ID, t.SiteID, t.Name, t.Subject, r.DownloadURL, r.DetailsURL, t.SizeMB, now.Format(stamp), string(raw)); err != nil {
			s.log.Warn("search results not kept", "error", err)
			return
		}
	}
	store.Note(ctx, tx, "pruning old search results", `DELETE FROM search_torrent WHERE seen_at < ?`, now.AddDate(0, 0, -7).Format(stamp))
	if err := tx.Commit(); err != nil {
		s.log.Warn("search results not kept", "error", err)
	}
}

// FoundTorrent is a search result found again by its id.
type FoundTorrent struct {
	ID                      int64
	Site, Name, Subject     string
	DownloadURL, DetailsURL string
	SizeMB                  float64
	Category                string // console category (Movie, TV … AV), "" unknown
	// The site's H&R rule for it: the least ratio and seeding time
	// (seconds) the client is told to reach (downloads.Request).
	MinimumRatio    float64
	MinimumSeedTime int
}

// Found answers a kept search result.
func (s *Service) Found(ctx context.Context, id int64) (FoundTorrent, error) {
	f := FoundTorrent{ID: id}
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT site_name, name, subject, download_url, details_url, size_mb, result
		FROM search_torrent WHERE id = ?`, id).Scan(&f.Site, &f.Name, &f.Subject, &f.DownloadURL, &f.DetailsURL, &f.SizeMB, &raw)
	if err == sql.ErrNoRows {
		return f, Invalid{Message: "找不到这个种子，请重新搜索后再下载"}
	}
	var r indexer.Result
	if raw != "" && json.Unmarshal([]byte(raw), &r) == nil {
		f.Category, f.MinimumRatio, f.MinimumSeedTime = r.Category, r.MinimumRatio, r.MinimumSeedTime
	}
	return f, err
}

// Detail answers site/get_detail: nil when the site has no details pages.
func (s *Service) Detail(ctx context.Context, siteID, detailsURL string) (*indexer.Detail, error) {
	ctx = purpose(ctx, sitebudget.Detail)
	_, site, err := s.siteNamed(ctx, siteID)
	if err != nil {
		return nil, err
	}
	d, err := site.Details(ctx, detailsURL)
	if indexer.Unsupported(err) {
		return nil, nil
	}
	if err != nil {
		return nil, Invalid{Message: "读取种子详情失败：" + err.Error()}
	}
	return &d, nil
}

// siteNamed is the configured site name and its indexer.
func (s *Service) siteNamed(ctx context.Context, name string) (settings.Site, indexer.Site, error) {
	st, err := s.byName(ctx, name)
	if err != nil {
		return st, nil, err
	}
	site, err := s.site(ctx, st)
	return st, site, err
}

func (s *Service) byName(ctx context.Context, name string) (settings.Site, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return settings.Site{}, err
	}
	at := slices.IndexFunc(list, func(x settings.Site) bool { return x.SiteName == name })
	if at < 0 {
		return settings.Site{}, Invalid{Message: "站点" + name + "还没有添加"}
	}
	return list[at], nil
}

// TorrentFailed is a .torrent the site did not hand over. SiteDown: the
// site itself failed (unreachable, 5xx, a time-out, a lost sign-in, a
// spent budget), so its other results would fail the same way now; not
// when the answer was no torrent (a removed one), which is this result's own.
type TorrentFailed struct {
	Invalid
	SiteDown bool
}

func (e TorrentFailed) Unwrap() error { return e.Invalid }

// TorrentFile fetches a kept search result's .torrent with the site's
// credentials; for a magnet-only result it answers the magnet link's bytes.
func (s *Service) TorrentFile(ctx context.Context, id int64, siteID string) (FoundTorrent, []byte, error) {
	ctx = purpose(ctx, sitebudget.Torrent)
	f, err := s.Found(ctx, id)
	if err != nil {
		return f, nil, err
	}
	if siteID != "" && siteID != f.Site {
		return f, nil, Invalid{Message: "种子与站点不符，请重新搜索后再下载"}
	}
	data, err := s.TorrentAt(ctx, f.Site, f.DownloadURL)
	return f, data, err
}

// TorrentAt fetches a .torrent by its site's download address (a kept
// search result's, or a custom subscription's record to retry), with the
// site's credentials; a magnet link answers its own bytes
// (downloads.Submit reads its hash). A site that does not hand the file
// over is a TorrentFailed.
func (s *Service) TorrentAt(ctx context.Context, siteName, downloadURL string) ([]byte, error) {
	ctx = purpose(ctx, sitebudget.Torrent)
	st, site, err := s.siteNamed(ctx, siteName)
	if err != nil {
		return nil, err
	}
	// A magnet-only result's link is what the client takes (no site request).
	if strings.HasPrefix(downloadURL, "magnet:") {
		return []byte(downloadURL), nil
	}
	if err := s.ownLink(st, downloadURL); err != nil {
		return nil, err
	}
	data, err := site.Torrent(ctx, downloadURL)
	if err != nil {
		s.markHealth(context.WithoutCancel(ctx), st.SiteName, err)
		return nil, TorrentFailed{Invalid{Message: "下载种子文件失败：" + err.Error()}, indexer.KindOf(err) != indexer.KindParse}
	}
	return data, nil
}
