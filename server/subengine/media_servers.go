package subengine

import (
	"context"
	"sync"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// MediaServers is the Library over the configured media servers (none
// configured: nothing held). Outside a run each question is a search of
// the servers by the title's names; a run asks through ForRun: one
// listing per server per run, however many subscriptions ask.
type MediaServers struct {
	Store *store.Store
	// Searcher reaches the servers (zero: direct).
	Searcher mediaserver.Searcher
}

// HeldEpisodes are the episodes of x's season the media servers hold,
// searched by x's titles (a question outside a run: search now).
func (m MediaServers) HeldEpisodes(ctx context.Context, x subscribe.Sub) ([]int, error) {
	items, err := m.search(ctx, x, true)
	var out []int
	for _, ep := range mediaserver.SeasonEpisodes(items, max(x.SeasonIndex, 1)) {
		if ep.Status == mediaserver.Present {
			out = append(out, ep.Index)
		}
	}
	return out, err
}

// HeldMovie names the movie x as the media servers hold it ("" = not
// held): a 想看 title already in the library is not downloaded again.
func (m MediaServers) HeldMovie(ctx context.Context, x subscribe.Sub) (string, error) {
	items, err := m.search(ctx, x, false)
	for _, it := range items {
		if it.Type == "Movie" {
			return it.Name, nil
		}
	}
	return "", err
}

func (m MediaServers) search(ctx context.Context, x subscribe.Sub, all bool) ([]mediaserver.Item, error) {
	servers, err := settings.MediaServersSection.Load(ctx, m.Store)
	if err != nil || len(servers) == 0 || x.TMDBID == 0 {
		return nil, err
	}
	var titles []string // an empty name is no search (the server would refuse it)
	for _, t := range []string{x.CNName, x.ENName} {
		if t != "" {
			titles = append(titles, t)
		}
	}
	return m.Searcher.SearchByTMDB(ctx, servers, x.TMDBID, titles, all)
}

// ForRun answers a run's view: the settings read and each server listed
// once, on the first question.
func (m MediaServers) ForRun() Library { return &runMedia{m: m} }

type runMedia struct {
	m    MediaServers
	once sync.Once
	snap *mediaserver.Snapshot // nil: no media server configured
	err  error
}

func (r *runMedia) snapshot(ctx context.Context) (*mediaserver.Snapshot, error) {
	r.once.Do(func() {
		servers, err := settings.MediaServersSection.Load(ctx, r.m.Store)
		if err == nil && len(servers) > 0 {
			r.snap = r.m.Searcher.Snapshot(servers)
		}
		r.err = err
	})
	return r.snap, r.err
}

func (r *runMedia) HeldEpisodes(ctx context.Context, x subscribe.Sub) ([]int, error) {
	snap, err := r.snapshot(ctx)
	if snap == nil || x.TMDBID == 0 {
		return nil, err
	}
	return snap.Episodes(ctx, x.TMDBID, max(x.SeasonIndex, 1))
}

func (r *runMedia) HeldMovie(ctx context.Context, x subscribe.Sub) (string, error) {
	snap, err := r.snapshot(ctx)
	if snap == nil || x.TMDBID == 0 {
		return "", err
	}
	return snap.Movie(ctx, x.TMDBID)
}
