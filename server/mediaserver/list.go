package mediaserver

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// listPage is how many items one call of a library listing asks for:
// 10,000 titles are 20 calls, each answer far below maxBody.
const listPage = 500

// List answers every film and series server e holds (the library screen's
// index), without seasons. A series' streams are a summary of its files:
// the best resolution (and its codec) among its episodes, and Subtitled
// says whether each episode carries subtitles. Emby and Jellyfin page
// through /Items (titles, then every episode); Plex through each film and
// show section, then each show's episodes. Plex listings carry no streams,
// so Plex titles' subtitles stay unknown.
func (s Searcher) List(ctx context.Context, e settings.MediaServerEntry) ([]Item, error) {
	c, err := newConn(e, s.Transport)
	if err != nil {
		return nil, err
	}
	if e.Type == "plex" {
		return plexAPI{c}.list(ctx)
	}
	return embyAPI{c, e.Type == "jellyfin"}.list(ctx)
}

func (e embyAPI) list(ctx context.Context) ([]Item, error) {
	var out []Item
	series := map[string]int{} // series id → its index in out
	err := e.pages(ctx, "Movie,Series", "ProviderIds,MediaSources", func(it embyItem) {
		item := e.item(it)
		item.Subtitled = min(len(item.SubtitleStreams), 1)
		if it.Type == "Series" {
			series[it.Id], item.Subtitled = len(out), -1
		}
		out = append(out, item)
	})
	if err != nil || len(series) == 0 {
		return out, err
	}
	err = e.pages(ctx, "Episode", "MediaSources", func(ep embyItem) {
		if i, ok := series[ep.SeriesId]; ok && ep.LocationType != "Virtual" && len(ep.MediaSources) > 0 {
			st := e.streams(ep)
			addFile(&out[i], st.VideoResolution, st.VideoCodec, min(len(st.SubtitleStreams), 1))
		}
	})
	return out, err
}

// pages calls each for every item of the given types, listPage at a time.
func (e embyAPI) pages(ctx context.Context, types, fields string, each func(embyItem)) error {
	for start := 0; ; start += listPage {
		var page struct {
			Items            []embyItem
			TotalRecordCount int
		}
		err := e.get(ctx, "/Items", url.Values{e.q("IncludeItemTypes"): {types}, e.q("Recursive"): {"true"},
			e.q("Fields"): {fields}, e.q("StartIndex"): {strconv.Itoa(start)}, e.q("Limit"): {strconv.Itoa(listPage)}}, &page)
		if err != nil {
			return err
		}
		for _, it := range page.Items {
			each(it)
		}
		if len(page.Items) < listPage || start+len(page.Items) >= page.TotalRecordCount {
			return nil
		}
	}
}

// addFile folds one episode's file into its series' summary (which starts
// with Subtitled -1 and no resolution); subs -1 is unknown.
func addFile(item *Item, resolution, codec string, subs int) {
	if resolutionRank(resolution) > resolutionRank(item.VideoResolution) {
		item.VideoResolution, item.VideoCodec = resolution, codec
	}
	switch {
	case subs < 0:
	case item.Subtitled < 0: // its first file
		item.Subtitled = subs
	default:
		item.Subtitled = min(item.Subtitled, subs)
	}
}

// resolutionRank orders the labels: 2160p above 1080p, "" lowest.
func resolutionRank(label string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(label, "p"))
	return n
}
