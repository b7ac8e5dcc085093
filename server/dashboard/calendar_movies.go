package dashboard

import (
	"context"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// MovieDates answers a movie's TMDB details, its release date among them
// (metadata.Service, cached like the seasons).
type MovieDates interface {
	TMDBDetails(ctx context.Context, kind string, id int) (metadata.TMDBDetail, error)
}

// movieReleases are the release days of u's subscribed movies within
// [lo, hi] (YYYY-MM-DD): one calendar entry each, Type "Movie". A movie
// TMDB cannot answer is left out.
func (s *Service) movieReleases(ctx context.Context, u store.User, lo, hi string) ([]Episode, error) {
	dates, ok := s.o.Seasons.(MovieDates)
	if !ok {
		return nil, nil
	}
	q := `SELECT id, tmdb_id, cn_name, poster_url FROM subscriptions
		WHERE media_type = 'Movie' AND tmdb_id > 0 AND status IN (?, ?, ?)`
	args := []any{subscribe.StatusSubscribed, subscribe.StatusReversion, subscribe.StatusCompleted}
	if u.Role != store.RoleAdmin {
		q += ` AND uid = ?`
		args = append(args, u.ID)
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY id DESC LIMIT ?`, append(args, maxShows)...)
	if err != nil {
		return nil, err
	}
	type movie struct {
		id            int64
		tmdb          int
		title, poster string
	}
	var movies []movie
	for rows.Next() {
		var m movie
		if err := rows.Scan(&m.id, &m.tmdb, &m.title, &m.poster); err != nil {
			rows.Close()
			return nil, err
		}
		movies = append(movies, m)
	}
	rows.Close()
	var out []Episode
	for _, m := range movies {
		d, err := dates.TMDBDetails(ctx, "movie", m.tmdb)
		if err != nil || d.ReleaseDate == "" || d.ReleaseDate < lo || d.ReleaseDate > hi {
			continue
		}
		out = append(out, Episode{SubID: m.id, Type: "Movie", Title: m.title, Name: "上映",
			AirDate: d.ReleaseDate, Poster: metadata.ProxiedImage(m.poster)})
	}
	return out, nil
}
