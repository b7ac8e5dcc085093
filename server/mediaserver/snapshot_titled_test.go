package mediaserver

import (
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// Titled matches a title to the names and original titles of the pass's
// listing, as each product's search does, and reads a series' seasons
// once when asked for them.
func TestSnapshotTitled(t *testing.T) {
	for _, c := range []struct{ typ, key, opt string }{{"emby", "k", "api_key"}, {"jellyfin", "k", "api_key"}, {"plex", "pt", "token"}} {
		s := standin.Must(t, c.typ, map[string]string{c.opt: c.key})
		snap := searcher().Snapshot([]settings.MediaServerEntry{entry(c.typ, "客厅", s.URL, c.key)})
		items, err := snap.Titled(bg, "The Wandering Earth", false)
		if err != nil || len(items) != 2 {
			t.Fatalf("%s: %d items, %v", c.typ, len(items), err)
		}
		for _, it := range items {
			if it.Type != "Movie" || (it.Name != "流浪地球" && it.Name != "流浪地球2") {
				t.Fatalf("%s: %+v", c.typ, it)
			}
		}
		for range 2 {
			shows, err := snap.Titled(bg, "blossoms", true)
			if err != nil || len(shows) != 1 || shows[0].Name != "繁花" || len(shows[0].SubItems) == 0 || shows[0].SubItems[0].Index != 1 {
				t.Fatalf("%s: %+v, %v", c.typ, shows, err)
			}
		}
		if none, err := snap.Titled(bg, "no such title", true); err != nil || len(none) != 0 {
			t.Fatalf("%s: %+v, %v", c.typ, none, err)
		}
	}
}
