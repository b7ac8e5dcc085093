package mediaserver

import (
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// A Snapshot answers every question of a pass from one listing per
// server (1,004 titles: three pages) and one read per series asked,
// whatever the product; a server that is down fails once, not per question.
func TestSnapshotListsEachServerOnce(t *testing.T) {
	for _, c := range []struct{ typ, key, opt string }{{"emby", "k", "api_key"}, {"jellyfin", "k", "api_key"}, {"plex", "pt", "token"}} {
		s := standin.Must(t, c.typ, map[string]string{c.opt: c.key, "items": "1000"})
		snap := searcher().Snapshot([]settings.MediaServerEntry{entry(c.typ, "客厅", s.URL, c.key)})
		for range 3 {
			if name, err := snap.Movie(bg, 842675); err != nil || name != "流浪地球2" {
				t.Fatalf("%s: 流浪地球2 answered %q, %v", c.typ, name, err)
			}
			if name, err := snap.Movie(bg, 100001); err != nil || name != "" { // a series, not a film
				t.Fatalf("%s: a series as a film: %q, %v", c.typ, name, err)
			}
			// 繁花 S1: episode 4 has no file, 5 has not aired.
			if eps, err := snap.Episodes(bg, 204541, 1); err != nil || !slices.Equal(eps, []int{1, 2, 3}) {
				t.Fatalf("%s: 繁花 S1 %v, %v", c.typ, eps, err)
			}
			if eps, err := snap.Episodes(bg, 204541, 2); err != nil || len(eps) != 0 {
				t.Fatalf("%s: 繁花 S2 %v, %v", c.typ, eps, err)
			}
		}
		after := len(s.Requests())
		for i := range 100 {
			snap.Movie(bg, 100000+2*i)
		}
		if n := len(s.Requests()); n != after {
			t.Errorf("%s: 100 more films asked %d more requests", c.typ, n-after)
		}
	}
	down := searcher().Snapshot([]settings.MediaServerEntry{entry("emby", "坏的", "http://127.0.0.1:9", "k")})
	for i := range 3 {
		if _, err := down.Movie(bg, 842675); err == nil {
			t.Fatalf("question %d: a server that is down answered", i)
		}
	}
}

// One server down leaves the others' answer; only all down is an error,
// for episodes too: an empty list would read as "nothing held" and have
// the engine download what a server holds. No server at all holds nothing.
func TestSnapshotAnswersAroundAServerThatIsDown(t *testing.T) {
	s := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	up, down := entry("emby", "客厅", s.URL, "k"), entry("emby", "坏的", "http://127.0.0.1:9", "k")
	snap := searcher().Snapshot([]settings.MediaServerEntry{down, up})
	if name, err := snap.Movie(bg, 842675); err != nil || name != "流浪地球2" {
		t.Errorf("film past a server that is down: %q, %v", name, err)
	}
	if eps, err := snap.Episodes(bg, 204541, 1); err != nil || !slices.Equal(eps, []int{1, 2, 3}) {
		t.Errorf("episodes past a server that is down: %v, %v", eps, err)
	}
	if eps, err := searcher().Snapshot([]settings.MediaServerEntry{down, down}).Episodes(bg, 204541, 1); err == nil {
		t.Errorf("all servers down answered episodes %v", eps)
	}
	none := searcher().Snapshot(nil)
	if name, err := none.Movie(bg, 842675); err != nil || name != "" {
		t.Errorf("no server: %q, %v", name, err)
	}
	if eps, err := none.Episodes(bg, 204541, 1); err != nil || len(eps) != 0 {
		t.Errorf("no server: %v, %v", eps, err)
	}
}
