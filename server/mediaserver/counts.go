package mediaserver

import (
	"context"
	"net/url"

	"github.com/movie-robot/web-console/server/settings"
)

// Counts is how much a server holds (the dashboard's library tile).
type Counts struct {
	Movies   int `json:"movies"`
	Series   int `json:"series"`
	Episodes int `json:"episodes"`
}

// CountItems asks server e how many films, series and episodes it has:
// Emby and Jellyfin answer /Items/Counts; Plex the size of each library
// section (films and shows; episodes are not counted there).
func (s Searcher) CountItems(ctx context.Context, e settings.MediaServerEntry) (Counts, error) {
	c, err := newConn(e, s.Transport)
	if err != nil {
		return Counts{}, err
	}
	if e.Type == "plex" {
		return plexCounts(ctx, c)
	}
	var ans struct{ MovieCount, SeriesCount, EpisodeCount int }
	if err := c.get(ctx, "/Items/Counts", nil, &ans); err != nil {
		return Counts{}, err
	}
	return Counts{Movies: ans.MovieCount, Series: ans.SeriesCount, Episodes: ans.EpisodeCount}, nil
}

func plexCounts(ctx context.Context, c *conn) (Counts, error) {
	var secs struct {
		MediaContainer struct {
			Directory []struct {
				Key  string `json:"key"`
				Type string `json:"type"`
			} `json:"Directory"`
		} `json:"MediaContainer"`
	}
	if err := c.get(ctx, "/library/sections", nil, &secs); err != nil {
		return Counts{}, err
	}
	var out Counts
	for _, d := range secs.MediaContainer.Directory {
		if d.Type != "movie" && d.Type != "show" {
			continue
		}
		// An empty page: Plex still tells the section's size.
		q := url.Values{"X-Plex-Container-Start": {"0"}, "X-Plex-Container-Size": {"0"}}
		var page struct {
			MediaContainer struct {
				TotalSize int `json:"totalSize"`
				Size      int `json:"size"`
			} `json:"MediaContainer"`
		}
		if err := c.get(ctx, "/library/sections/"+url.PathEscape(d.Key)+"/all", q, &page); err != nil {
			return Counts{}, err
		}
		n := max(page.MediaContainer.TotalSize, page.MediaContainer.Size)
		if d.Type == "movie" {
			out.Movies += n
		} else {
			out.Series += n
		}
	}
	return out, nil
}
