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
	movies, err := subscribe.Owned(ctx, s.db, u, subscribe.OwnedQuery{MediaType: "Movie", WithTMDB: true, Limit: maxShows,
		Statuses: []int{subscribe.StatusSubscribed, subscribe.StatusReversion, subscribe.StatusCompleted}})
	if err != nil {
		return nil, err
	}
	var out []Episode
	for _, m := range movies {
		d, err := dates.TMDBDetails(ctx, "movie", m.TMDBID)
		if err != nil || d.ReleaseDate == "" || d.ReleaseDate < lo || d.ReleaseDate > hi {
			continue
		}
		out = append(out, Episode{SubID: m.ID, Type: "Movie", Title: m.CNName, Name: "上映",
			AirDate: d.ReleaseDate, Poster: m.PosterPath})
	}
	return out, nil
}
