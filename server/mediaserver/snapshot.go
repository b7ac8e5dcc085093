package mediaserver

import (
	"context"
	"slices"
	"sync"

	"github.com/movie-robot/web-console/server/settings"
)

// Snapshot is one pass's view of the media servers (a run of the
// subscription engine): each server's films and series are listed once,
// on the first question, and a series' episodes are read the first time
// they are asked. A thousand subscriptions are then a few listing pages
// and one read per held series, not a search (or two) per subscription
// per server (issue 31). What the servers gain during the pass is seen by
// the next one. Safe for concurrent use.
type Snapshot struct {
	servers []*snapServer
}

type snapServer struct {
	s     Searcher
	entry settings.MediaServerEntry
	once  sync.Once
	items []Item // films and series, without seasons
	err   error
	mu    sync.Mutex
	shows map[string]*shownSeasons // a series' item id → its seasons
}

type shownSeasons struct {
	once    sync.Once
	seasons []Season
	err     error
}

// Snapshot starts a pass over servers; nothing is asked until a question.
func (s Searcher) Snapshot(servers []settings.MediaServerEntry) *Snapshot {
	sn := &Snapshot{}
	for _, e := range servers {
		sn.servers = append(sn.servers, &snapServer{s: s, entry: e, shows: map[string]*shownSeasons{}})
	}
	return sn
}

// Movie names the film of TMDB id tmdbID as the first server holding it
// names it ("" = none does). Only when every server fails is that an error.
func (sn *Snapshot) Movie(ctx context.Context, tmdbID int) (string, error) {
	var failed []error
	for _, srv := range sn.servers {
		items, err := srv.titles(ctx)
		if err != nil {
			failed = append(failed, err)
			continue
		}
		for _, it := range items {
			if it.Type == "Movie" && it.TmdbID == tmdbID {
				return it.Name, nil
			}
		}
	}
	return "", sn.allFailed(failed)
}

// Episodes are the episodes of season of the series of TMDB id tmdbID
// that any server holds (a file present), in order.
func (sn *Snapshot) Episodes(ctx context.Context, tmdbID, season int) ([]int, error) {
	held := map[int]bool{}
	var failed []error
	for _, srv := range sn.servers {
		if err := srv.addEpisodes(ctx, tmdbID, season, held); err != nil {
			failed = append(failed, err) // the other servers may still hold it
		}
	}
	if err := sn.allFailed(failed); err != nil {
		return nil, err
	}
	out := make([]int, 0, len(held))
	for ep := range held {
		out = append(out, ep)
	}
	slices.Sort(out)
	return out, nil
}

func (sn *Snapshot) allFailed(failed []error) error {
	if len(sn.servers) > 0 && len(failed) == len(sn.servers) {
		return failed[0]
	}
	return nil
}

func (srv *snapServer) addEpisodes(ctx context.Context, tmdbID, season int, held map[int]bool) error {
	items, err := srv.titles(ctx)
	if err != nil {
		return err
	}
	for _, it := range items {
		if it.Type != "TV" || it.TmdbID != tmdbID {
			continue
		}
		seasons, err := srv.seasonsOf(ctx, it.ID)
		if err != nil {
			return err
		}
		for _, se := range seasons {
			for _, ep := range se.SubItems {
				if se.Index == season && ep.Status == Present {
					held[ep.Index] = true
				}
			}
		}
	}
	return nil
}

// titles lists the server's films and series once per pass (a failure
// too: a server that is down is not asked a thousand times).
func (srv *snapServer) titles(ctx context.Context) ([]Item, error) {
	srv.once.Do(func() {
		c, err := newConn(srv.entry, srv.s.Transport)
		if err != nil {
			srv.err = err
			return
		}
		if srv.entry.Type == "plex" {
			srv.items, srv.err = plexAPI{c}.titles(ctx)
			return
		}
		e := embyAPI{c, srv.entry.Type == "jellyfin"}
		srv.err = e.pages(ctx, "Movie,Series", "ProviderIds,MediaSources,OriginalTitle", func(it embyItem) {
			srv.items = append(srv.items, e.item(it))
		})
	})
	return srv.items, srv.err
}

// seasonsOf reads a series' seasons and episodes once per pass.
func (srv *snapServer) seasonsOf(ctx context.Context, id string) ([]Season, error) {
	srv.mu.Lock()
	show := srv.shows[id]
	if show == nil {
		show = &shownSeasons{}
		srv.shows[id] = show
	}
	srv.mu.Unlock()
	show.once.Do(func() {
		c, err := newConn(srv.entry, srv.s.Transport)
		if err != nil {
			show.err = err
			return
		}
		_, key, _ := cutLast(id, ":")
		var item Item
		if srv.entry.Type == "plex" {
			item, err = plexAPI{c}.item(ctx, key, "")
		} else {
			err = embyAPI{c, srv.entry.Type == "jellyfin"}.addSeasons(ctx, &item, embyItem{Id: key}, srv.s.now())
		}
		show.seasons, show.err = item.SubItems, err
	})
	return show.seasons, show.err
}
