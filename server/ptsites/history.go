package ptsites

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/store"
)

// historyOptions are the dialog switches kept with a history entry.
type historyOptions struct {
	SearchDouban      string `json:"searchDouban"`
	SearchMediaServer string `json:"searchMediaServer"`
	SearchSite        string `json:"searchSite"`
}

func (s *Service) remember(ctx context.Context, uid int64, in SearchInput, status string, a *SearchAnswer) {
	opts, _ := json.Marshal(historyOptions{in.SearchDouban, in.SearchMediaServer, in.SearchSite})
	var result []byte
	if a != nil {
		result, _ = json.Marshal(a)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO search_history(user_id, keyword, status, options, result, updated_at)
		VALUES (?,?,?,?,?,?) ON CONFLICT(user_id, keyword) DO UPDATE SET status = excluded.status,
		options = excluded.options, result = CASE WHEN excluded.result = '' THEN search_history.result ELSE excluded.result END,
		updated_at = excluded.updated_at`, uid, in.Keyword, status, string(opts), string(result), s.now().Format(stamp))
	if err != nil {
		s.log.Warn("search history not kept", "error", err)
	}
	// Keep the newest 50 per user.
	store.Note(ctx, s.db, "pruning old search history", `DELETE FROM search_history WHERE user_id = ? AND keyword NOT IN
		(SELECT keyword FROM search_history WHERE user_id = ? ORDER BY updated_at DESC LIMIT 50)`, uid, uid)
}

func (s *Service) cached(ctx context.Context, uid int64, keyword string) (SearchAnswer, bool, error) {
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT result FROM search_history WHERE user_id = ? AND keyword = ?`, uid, keyword).Scan(&raw)
	if err == sql.ErrNoRows || err == nil && raw == "" {
		return SearchAnswer{}, false, nil
	}
	if err != nil {
		return SearchAnswer{}, false, err
	}
	var a SearchAnswer
	if err := json.Unmarshal([]byte(raw), &a); err != nil {
		return SearchAnswer{}, false, nil
	}
	a.Cached = true
	p := s.parser.Load()
	for i, t := range a.Torrents {
		a.Torrents[i] = reread(p, t)
	}
	return a, true, nil
}

// reread reads a kept result's name again under the 自定义识别词 in force:
// an answer kept from before a rule was saved or deleted shows what the
// rules read now, as a fresh search would. The site's own fields stay.
func reread(p *release.Parser, t Torrent) Torrent {
	own := t.TMDbID
	if t.TMDbPinned {
		own = ""
	}
	f := toTorrent(p, t.SiteID, t.SiteName, indexer.Result{Title: t.Name, Description: t.Subject,
		Category: t.CateLevel1, TMDbID: own})
	t.MediaSource, t.MediaEncoding, t.Resolution, t.ReleaseTeam = f.MediaSource, f.MediaEncoding, f.Resolution, f.ReleaseTeam
	t.MovieReleaseYear, t.CNName, t.ENName, t.MovieType, t.TVSeries = f.MovieReleaseYear, f.CNName, f.ENName, f.MovieType, f.TVSeries
	t.HDR, t.Audio, t.ChineseSubs, t.TMDbID, t.TMDbPinned = f.HDR, f.Audio, f.ChineseSubs, f.TMDbID, f.TMDbPinned
	return t
}

// HistoryEntry is one row of movie/get_search_keyword_cache.
type HistoryEntry struct {
	Keyword           string `json:"keyword"`
	Status            string `json:"status"`
	SearchDouban      string `json:"searchDouban"`
	SearchMediaServer string `json:"searchMediaServer"`
	SearchSite        string `json:"searchSite"`
	Time              string `json:"time"`
}

// History answers the user's recent searches, newest first. A search
// still marked searching after ten minutes was cut off (a restart): it is
// shown as failed.
func (s *Service) History(ctx context.Context, uid int64) ([]HistoryEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT keyword, status, options, updated_at FROM search_history
		WHERE user_id = ? ORDER BY updated_at DESC LIMIT 50`, uid)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []HistoryEntry{}
	stale := s.now().Add(-10 * time.Minute).Format(stamp)
	for rows.Next() {
		var e HistoryEntry
		var opts string
		if err := rows.Scan(&e.Keyword, &e.Status, &opts, &e.Time); err != nil {
			return nil, err
		}
		var o historyOptions
		json.Unmarshal([]byte(opts), &o)
		e.SearchDouban, e.SearchMediaServer, e.SearchSite = o.SearchDouban, o.SearchMediaServer, o.SearchSite
		if e.Status == "searching" && e.Time < stale {
			e.Status = "failed"
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
