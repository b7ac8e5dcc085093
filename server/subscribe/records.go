package subscribe

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/nullable"
	"github.com/movie-robot/web-console/server/store"
)

// Sub is one subscription as subscribe/list and get_sub answer it
// (api-contract §2.12).
type Sub struct {
	ID           int64       `json:"id"`
	UID          int64       `json:"uid"`
	DoubanID     nullable.ID `json:"douban_id"` // null without a Douban subject (one made from TMDB)
	TMDBID       int         `json:"tmdb_id"`
	Type         string      `json:"type"`
	CNName       string      `json:"cn_name"`
	ENName       string      `json:"en_name"`
	PosterPath   string      `json:"poster_path"`
	Desc         string      `json:"desc"`
	Rating       float64     `json:"rating"`
	ReleaseYear  int         `json:"release_year"`
	SeasonIndex  int         `json:"season_index,omitempty"`
	SeasonYear   int         `json:"season_year,omitempty"`
	Status       int         `json:"status"`
	Genres       string      `json:"genres"`
	Area         string      `json:"area"`
	URL          string      `json:"url"`
	AppURL       string      `json:"app_url"`
	FilterName   string      `json:"filter_name"`
	FilterConfig *string     `json:"filter_config"`
	SubMode      string      `json:"sub_mode"`
	StartEpisode int         `json:"start_episode_number"`
	GmtCreate    string      `json:"gmt_create"`
}

const subColumns = `id, uid, douban_id, tmdb_id, media_type, cn_name, en_name, poster_url, description, rating,
	release_year, season_index, season_year, status, genres, area, url, app_url, filter_name, filter_config,
	sub_mode, start_episode, created_at`

func scanSub(row store.Scanner) (Sub, error) {
	var x Sub
	var poster string
	var cfg sql.NullString
	err := row.Scan(&x.ID, &x.UID, &x.DoubanID, &x.TMDBID, &x.Type, &x.CNName, &x.ENName, &poster, &x.Desc, &x.Rating,
		&x.ReleaseYear, &x.SeasonIndex, &x.SeasonYear, &x.Status, &x.Genres, &x.Area, &x.URL, &x.AppURL, &x.FilterName,
		&cfg, &x.SubMode, &x.StartEpisode, &x.GmtCreate)
	x.PosterPath = metadata.ProxiedImage(poster)
	if cfg.Valid {
		x.FilterConfig = &cfg.String
	}
	return x, err
}

// ErrNotFound: no such subscription visible to the user.
var ErrNotFound = fault.Invalid{Message: "订阅不存在或已被删除"}

// visible limits a query to what u may see: admins see everyone's.
func visible(u store.User) (string, []any) {
	if u.Role == store.RoleAdmin {
		return "1 = 1", nil
	}
	return "uid = ?", []any{u.ID}
}

func (s *Service) query(ctx context.Context, where string, args ...any) ([]Sub, error) {
	return readSubs(ctx, s.db, where, 0, args...)
}

// List is u's subscriptions of mediaType ("" = all); admins see all users'.
func (s *Service) List(ctx context.Context, u store.User, mediaType string) ([]Sub, error) {
	where, args := visible(u)
	if mediaType != "" {
		where += " AND media_type = ?"
		args = append(args, mediaType)
	}
	return s.query(ctx, where, args...)
}

// Get is one subscription u may see.
func (s *Service) Get(ctx context.Context, u store.User, id int64) (Sub, error) {
	where, args := visible(u)
	x, err := scanSub(s.db.QueryRowContext(ctx, `SELECT `+subColumns+` FROM subscriptions WHERE id = ? AND `+where,
		append([]any{id}, args...)...))
	if errors.Is(err, sql.ErrNoRows) {
		return Sub{}, ErrNotFound
	}
	return x, err
}

// Delete removes subscriptions of u: the one with id, or (when id is not
// a subscription id) those of Douban subject id; with seasonIDs, the
// subscriptions of those Douban seasons instead. It answers how many went.
func (s *Service) Delete(ctx context.Context, u store.User, id string, seasonIDs []string) (int, error) {
	where, args := visible(u)
	var n int64
	del := func(cond string, v ...any) error {
		res, err := s.db.ExecContext(ctx, `DELETE FROM subscriptions WHERE `+cond+` AND `+where, append(v, args...)...)
		if err != nil {
			return fmt.Errorf("subscribe: delete: %w", err)
		}
		k, _ := res.RowsAffected()
		n += k
		return nil
	}
	if len(seasonIDs) > 0 {
		ph := strings.TrimSuffix(strings.Repeat("?,", len(seasonIDs)), ",")
		v := make([]any, len(seasonIDs))
		for i, sid := range seasonIDs {
			v[i] = sid
		}
		if err := del(`douban_id IN (`+ph+`)`, v...); err != nil {
			return 0, err
		}
		// A TMDB-only show names its seasons by number, beside one of
		// its subscription ids.
		if subID, perr := strconv.ParseInt(id, 10, 64); n == 0 && perr == nil {
			if x, err := s.Get(ctx, u, subID); err == nil && x.TMDBID != 0 {
				if err := del(`tmdb_id = ? AND media_type = ? AND season_index IN (`+ph+`)`,
					append([]any{x.TMDBID, x.Type}, v...)...); err != nil {
					return 0, err
				}
			}
		}
		if n == 0 {
			return 0, ErrNotFound
		}
		return int(n), nil
	}
	if err := del(`id = ?`, id); err != nil {
		return 0, err
	}
	if n == 0 && id != "" {
		if err := del(`douban_id = ?`, id); err != nil {
			return 0, err
		}
	}
	if n == 0 {
		return 0, ErrNotFound
	}
	return int(n), nil
}
