package ptsites

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
)

// SearchLocal looks through the kept results: the keyword in the title or
// subtitle, or the IMDb id; newest first, at most 500.
func (s *Service) SearchLocal(ctx context.Context, q ScriptQuery, withLinks bool) ([]ScriptTorrent, error) {
	kw := strings.ToLower(strings.TrimSpace(q.Keyword))
	if kw == "" && q.IMDbID == "" {
		return nil, Invalid{Message: "请提供搜索关键字或IMDb编号"}
	}
	all, err := s.kept(ctx, "", withLinks)
	if err != nil {
		return nil, err
	}
	out := []ScriptTorrent{}
	for _, t := range all {
		text := strings.ToLower(t.Name + " " + t.Subject)
		switch {
		case q.IMDbID != "" && t.IMDbID != q.IMDbID:
		case kw != "" && !matchesWords(text, kw):
		case len(q.Cates) > 0 && !slices.Contains(q.Cates, t.CateLevel1):
		default:
			out = append(out, t)
		}
		if len(out) == 500 {
			break
		}
	}
	return out, nil
}

// ListLocal is the kept results seen at or after since ("" = all).
func (s *Service) ListLocal(ctx context.Context, since string, withLinks bool) ([]ScriptTorrent, error) {
	if since != "" {
		if _, err := time.Parse(stamp, since); err != nil {
			if _, err := time.Parse(time.DateOnly, since); err != nil {
				return nil, Invalid{Message: "start_time 的格式是 YYYY-MM-DD HH:MM:SS"}
			}
		}
	}
	return s.kept(ctx, since, withLinks)
}

// matchesWords: every word of kw is in text.
func matchesWords(text, kw string) bool {
	for _, w := range strings.Fields(kw) {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

func (s *Service) kept(ctx context.Context, since string, withLinks bool) ([]ScriptTorrent, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, site_name, seen_at, result FROM search_torrent
		WHERE result <> '' AND seen_at >= ? ORDER BY seen_at DESC, id`, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ScriptTorrent{}
	for rows.Next() {
		var id int64
		var site, seen, raw string
		if err := rows.Scan(&id, &site, &seen, &raw); err != nil {
			return nil, err
		}
		var r indexer.Result
		if json.Unmarshal([]byte(raw), &r) == nil {
			out = append(out, toScript(id, site, seen, r, withLinks))
		}
	}
	return out, rows.Err()
}

// keptByID answers the kept rows of ids in that order.
func (s *Service) keptByID(ctx context.Context, ids []int64, withLinks bool) ([]ScriptTorrent, error) {
	out := make([]ScriptTorrent, 0, len(ids))
	for _, id := range ids {
		var site, seen, raw string
		err := s.db.QueryRowContext(ctx, `SELECT site_name, seen_at, result FROM search_torrent WHERE id = ?`, id).
			Scan(&site, &seen, &raw)
		if err != nil {
			continue // not kept (the write failed, which keepTorrents logged)
		}
		var r indexer.Result
		if json.Unmarshal([]byte(raw), &r) == nil {
			out = append(out, toScript(id, site, seen, r, withLinks))
		}
	}
	return out, nil
}
