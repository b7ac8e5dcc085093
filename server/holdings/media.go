package holdings

import (
	"context"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Configured asks the media servers of the settings (媒体服务器), each of
// them: the household may keep films on one and shows on another.
func Configured(st *store.Store) MediaServers { return configured{st} }

type configured struct{ st *store.Store }

func (c configured) ByTMDB(ctx context.Context, tmdbID int, titles []string) ([]mediaserver.Item, error) {
	servers, err := settings.MediaServersSection.Load(ctx, c.st)
	if err != nil || len(servers) == 0 {
		return nil, err
	}
	return mediaserver.Searcher{}.SearchByTMDB(ctx, servers, tmdbID, titles, true)
}
