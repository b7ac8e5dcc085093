package downloads

import (
	"context"

	"github.com/movie-robot/web-console/server/settings"
)

// ClientFor answers the download client a site's torrents go to, or why
// there is none. Callers ask before fetching a .torrent, so no request of
// the site's budget is spent on a download that cannot be sent.
func (s *Service) ClientFor(ctx context.Context, site string) (settings.DownloadClientEntry, error) {
	clients, err := settings.DownloadClientsSection.Load(ctx, s.store)
	if err != nil {
		return settings.DownloadClientEntry{}, err
	}
	c, ok := Choose(clients, site)
	if !ok {
		return c, Invalid{Message: "还没有设置下载工具：请先在设置中添加下载器"}
	}
	return c, nil
}
