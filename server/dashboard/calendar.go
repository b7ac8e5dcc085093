package dashboard

import (
	"context"
	"sort"
	"time"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Seasons answers a show's season from TMDB (metadata.Service: cached in
// SQLite, so the calendar asks the internet at most once a TTL).
type Seasons interface {
	TMDBSeasonDetail(ctx context.Context, id, season int) (metadata.TMDBSeason, error)
}

// Episode is one episode of a subscribed show on its air day, or a
// subscribed movie on its release day.
type Episode struct {
	SubID   int64  `json:"sub_id"`
	Type    string `json:"type"` // TV: an episode; Movie: a subscribed movie's release (Season and Episode 0)
	Title   string `json:"title"`
	Season  int    `json:"season"`
	Episode int    `json:"episode"`
	Name    string `json:"name"`
	AirDate string `json:"air_date"` // YYYY-MM-DD
	Poster  string `json:"poster_url"`
}

// maxShows bounds one calendar: nobody follows more shows at once, and
// each is a (cached) season look-up.
const maxShows = 300

// Calendar lists the episodes of u's subscribed shows airing on the days
// [from, to] and the release days of u's subscribed movies (when Seasons
// answers movies too, as metadata.Service does), by date then title. A season TMDB cannot answer is left
// out (the rest still show).
func (s *Service) Calendar(ctx context.Context, u store.User, from, to time.Time) ([]Episode, error) {
	subs, err := subscribe.Owned(ctx, s.db, u, subscribe.OwnedQuery{MediaType: "TV", WithTMDB: true, Limit: maxShows,
		Statuses: []int{subscribe.StatusSubscribed, subscribe.StatusReversion, subscribe.StatusCompleted}})
	if err != nil {
		return nil, err
	}
	lo, hi := from.Format(time.DateOnly), to.Format(time.DateOnly)
	out := []Episode{}
	for _, x := range subs {
		if s.o.Seasons == nil {
			break
		}
		d, err := s.o.Seasons.TMDBSeasonDetail(ctx, x.TMDBID, max(x.SeasonIndex, 1))
		if err != nil {
			continue
		}
		for _, ep := range d.Episodes {
			if ep.AirDate == "" || ep.AirDate < lo || ep.AirDate > hi {
				continue
			}
			out = append(out, Episode{SubID: x.ID, Type: "TV", Title: x.CNName, Season: max(x.SeasonIndex, 1), Episode: ep.EpisodeNumber,
				Name: ep.Name, AirDate: ep.AirDate, Poster: x.PosterPath})
		}
	}
	movies, err := s.movieReleases(ctx, u, lo, hi)
	if err != nil {
		return nil, err
	}
	out = append(out, movies...)
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].AirDate != out[b].AirDate {
			return out[a].AirDate < out[b].AirDate
		}
		if out[a].Title != out[b].Title {
			return out[a].Title < out[b].Title
		}
		return out[a].Episode < out[b].Episode
	})
	return out, nil
}
