package customsub

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/movie-robot/web-console/server/store"
)

const columns = `id, name, desc, media_type, douban_id, tmdb_id, season_number, episode_count, score_rule_name,
	save_path, auto_delete, skip_exists, skip_unknown, interval_minutes, torrent_filter, rename_rule, enable, last_run_at, uid`

// row is a stored subscription with its run state.
type row struct {
	Sub
	Enable    bool
	LastRunAt string
	uid       int64 // whose downloads a run records
}

func scanRow(sc store.Scanner) (row, error) {
	var r row
	var tf, rr string
	err := sc.Scan(&r.ID, &r.Name, &r.Desc, &r.MediaType, &r.DoubanID, &r.TMDBID, &r.SeasonNumber, &r.EpisodeCount,
		&r.ScoreRuleName, &r.SavePath, &r.AutoDelete, &r.SkipExists, &r.SkipUnknown, &r.IntervalMinutes, &tf, &rr,
		&r.Enable, &r.LastRunAt, &r.uid)
	if err != nil {
		return r, err
	}
	json.Unmarshal([]byte(tf), &r.TorrentFilter)
	json.Unmarshal([]byte(rr), &r.RenameRule)
	return r, nil
}

func (s *Service) get(ctx context.Context, id int64) (row, error) {
	r, err := scanRow(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM custom_sub WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	return r, err
}

func (s *Service) all(ctx context.Context) ([]row, error) {
	return store.List(ctx, s.db, scanRow, `SELECT `+columns+` FROM custom_sub ORDER BY id`)
}

// Save stores a validated subscription for uid: new when sub.ID is 0.
func (s *Service) Save(ctx context.Context, uid int64, sub Sub) (int64, error) {
	tf, _ := json.Marshal(sub.TorrentFilter)
	rr, _ := json.Marshal(sub.RenameRule)
	args := []any{sub.Name, sub.Desc, sub.MediaType, sub.DoubanID, sub.TMDBID, sub.SeasonNumber, sub.EpisodeCount,
		sub.ScoreRuleName, sub.SavePath, sub.AutoDelete, sub.SkipExists, sub.SkipUnknown, sub.IntervalMinutes,
		string(tf), string(rr)}
	if sub.ID == 0 {
		res, err := s.db.ExecContext(ctx, `INSERT INTO custom_sub(name, desc, media_type, douban_id, tmdb_id,
			season_number, episode_count, score_rule_name, save_path, auto_delete, skip_exists, skip_unknown,
			interval_minutes, torrent_filter, rename_rule, uid, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
			append(args, uid, s.now().Format(stamp))...)
		if err != nil {
			return 0, err
		}
		return res.LastInsertId()
	}
	res, err := s.db.ExecContext(ctx, `UPDATE custom_sub SET name=?, desc=?, media_type=?, douban_id=?, tmdb_id=?,
		season_number=?, episode_count=?, score_rule_name=?, save_path=?, auto_delete=?, skip_exists=?, skip_unknown=?,
		interval_minutes=?, torrent_filter=?, rename_rule=? WHERE id = ?`, append(args, sub.ID)...)
	if err != nil {
		return 0, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return 0, ErrNotFound
	}
	return sub.ID, nil
}

// Enable turns the scheduled runs of a subscription on or off.
func (s *Service) Enable(ctx context.Context, id int64, on bool) error {
	res, err := s.db.ExecContext(ctx, `UPDATE custom_sub SET enable = ? WHERE id = ?`, on, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// Delete removes a subscription with its records and logs (the downloads
// it started stay in the download records).
func (s *Service) Delete(ctx context.Context, id int64) (string, error) {
	r, err := s.get(ctx, id)
	if err != nil {
		return "", err
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM custom_sub WHERE id = ?`, id); err != nil {
		return "", err
	}
	return r.Name, nil
}
