package dashboard

import (
	"context"
	"time"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Wanted is a subscription with something not filed yet: a show's aired
// episodes missing, or a movie still searched for.
type Wanted struct {
	SubID    int64  `json:"sub_id"`
	Type     string `json:"type"` // Movie | TV
	Title    string `json:"title"`
	Year     int    `json:"year"`
	Season   int    `json:"season,omitempty"`
	Episodes []int  `json:"episodes,omitempty"` // aired, not held
	Poster   string `json:"poster_url"`
}

// Wanted lists u's active subscriptions with something missing (an
// admin: everyone's). A show's missing episodes come from the engine's
// progress (what the library and the records hold), narrowed to those
// TMDB says have aired.
func (s *Service) Wanted(ctx context.Context, u store.User) ([]Wanted, error) {
	subs, err := subscribe.Owned(ctx, s.db, u, subscribe.OwnedQuery{Limit: maxShows,
		Statuses: []int{subscribe.StatusSubscribed, subscribe.StatusReversion}})
	if err != nil {
		return nil, err
	}
	today := s.o.Now().Format(time.DateOnly)
	out := []Wanted{}
	for _, x := range subs {
		r := Wanted{SubID: x.ID, Type: x.Type, Title: x.CNName, Year: x.ReleaseYear, Season: x.SeasonIndex, Poster: x.PosterPath}
		if r.Type != "TV" {
			out = append(out, r)
			continue
		}
		if s.o.Progress == nil {
			continue
		}
		p, err := s.o.Progress(ctx, r.SubID)
		if err != nil || len(p.Missing) == 0 {
			continue
		}
		r.Season = max(r.Season, 1)
		// An episode a download is fetching is not wanted: 立即搜索 would send it again.
		r.Episodes = s.aired(ctx, x.TMDBID, r.Season, without(p.Missing, p.Coming), today)
		if len(r.Episodes) > 0 {
			out = append(out, r)
		}
	}
	return out, nil
}

// without is missing less the episodes in coming.
func without(missing, coming []int) []int {
	skip := map[int]bool{}
	for _, n := range coming {
		skip[n] = true
	}
	var out []int
	for _, n := range missing {
		if !skip[n] {
			out = append(out, n)
		}
	}
	return out
}

// aired keeps the episodes of missing that TMDB dates today or earlier
// (all of them when TMDB cannot say).
func (s *Service) aired(ctx context.Context, tmdb, season int, missing []int, today string) []int {
	if s.o.Seasons == nil || tmdb == 0 {
		return missing
	}
	d, err := s.o.Seasons.TMDBSeasonDetail(ctx, tmdb, season)
	if err != nil {
		return missing
	}
	dates := map[int]string{}
	for _, ep := range d.Episodes {
		dates[ep.EpisodeNumber] = ep.AirDate
	}
	var out []int
	for _, n := range missing {
		if d := dates[n]; d != "" && d <= today {
			out = append(out, n)
		}
	}
	return out
}

// SearchResult is what 立即搜索 did: the 全息日志 lines its run wrote.
type SearchResult struct {
	Logs []string `json:"logs"`
}

// SearchNow runs the engine's search for subscription id now, if u may
// see it, and answers the log lines the run wrote.
func (s *Service) SearchNow(ctx context.Context, u store.User, id int64) (SearchResult, error) {
	var owner, last int64
	err := s.db.QueryRowContext(ctx, `SELECT uid, (SELECT COALESCE(MAX(id), 0) FROM subscription_logs WHERE sub_id = ?)
		FROM subscriptions WHERE id = ?`, id, id).Scan(&owner, &last)
	if err != nil || u.Role != store.RoleAdmin && owner != u.ID {
		return SearchResult{}, subscribe.ErrNotFound
	}
	if s.o.Search == nil {
		return SearchResult{}, errNoEngine
	}
	if err := s.o.Search(ctx, id); err != nil {
		return SearchResult{}, err
	}
	logs, err := store.Strings(ctx, s.db, `SELECT text FROM subscription_logs WHERE sub_id = ? AND id > ? ORDER BY id`, id, last)
	return SearchResult{Logs: logs}, err
}

var errNoEngine = fault.Invalid{Message: "订阅引擎没有运行，无法搜索"}
