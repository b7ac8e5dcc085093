package mediaserver

import (
	"context"
	"net/url"
	"strconv"

	"github.com/movie-robot/web-console/server/settings"
)

// listPage is how many items one /Items call of a library listing asks
// for: 10,000 titles are 20 calls, each answer far below maxBody.
const listPage = 500

// List answers every film and series server e holds (the library screen's
// nightly index), without seasons: Emby and Jellyfin page through /Items.
// Plex is not listed yet (nil, nil): its titles reach the library screen
// through the organiser's records only.
func (s Searcher) List(ctx context.Context, e settings.MediaServerEntry) ([]Item, error) {
	c, err := newConn(e, s.Transport)
	if err != nil || e.Type == "plex" {
		return nil, err
	}
	api := embyAPI{c, e.Type == "jellyfin"}
	var out []Item
	for start := 0; ; start += listPage {
		var page struct {
			Items            []embyItem
			TotalRecordCount int
		}
		err := api.get(ctx, "/Items", url.Values{api.q("IncludeItemTypes"): {"Movie,Series"}, api.q("Recursive"): {"true"},
			api.q("Fields"): {"ProviderIds,MediaSources"}, api.q("StartIndex"): {strconv.Itoa(start)},
			api.q("Limit"): {strconv.Itoa(listPage)}}, &page)
		if err != nil {
			return nil, err
		}
		for _, it := range page.Items {
			out = append(out, api.item(it))
		}
		if len(page.Items) < listPage || start+len(page.Items) >= page.TotalRecordCount {
			return out, nil
		}
	}
}
