package cli

import (
	"context"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// engineLibrary tells the subscription engine which episodes of a season
// the configured media servers already hold (none configured: none).
type engineLibrary struct{ st *store.Store }

func (l engineLibrary) HeldEpisodes(ctx context.Context, x subscribe.Sub) ([]int, error) {
	servers, err := settings.MediaServersSection.Load(ctx, l.st)
	if err != nil || len(servers) == 0 || x.TMDBID == 0 {
		return nil, err
	}
	items, err := mediaserver.Searcher{}.SearchByTMDB(ctx, servers, x.TMDBID, []string{x.CNName, x.ENName}, true)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, ep := range mediaserver.SeasonEpisodes(items, max(x.SeasonIndex, 1)) {
		if ep.Status == mediaserver.Present {
			out = append(out, ep.Index)
		}
	}
	return out, nil
}

// HeldMovie names the movie x as the media servers hold it ("" = not
// held): a 想看 title already in the library is not downloaded again.
func (l engineLibrary) HeldMovie(ctx context.Context, x subscribe.Sub) (string, error) {
	servers, err := settings.MediaServersSection.Load(ctx, l.st)
	if err != nil || len(servers) == 0 || x.TMDBID == 0 {
		return "", err
	}
	items, err := mediaserver.Searcher{}.SearchByTMDB(ctx, servers, x.TMDBID, []string{x.CNName, x.ENName}, false)
	if err != nil {
		return "", err
	}
	for _, it := range items {
		if it.Type == "Movie" {
			return it.Name, nil
		}
	}
	return "", nil
}
