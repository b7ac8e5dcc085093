package mediaserver

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// find is the listed item named name.
func find(t *testing.T, items []Item, name string) Item {
	t.Helper()
	for _, it := range items {
		if it.Name == name {
			return it
		}
	}
	t.Fatalf("%s not listed", name)
	return Item{}
}

// The stand-ins hold the small library plus 1,000 synthetic titles (500
// films, 500 one-season series of 1080p episodes without subtitles): two
// pages each. 繁花's best file is 2160p and its episode 3 has no subtitles.
func TestListEmbyAndJellyfinSummariseSeries(t *testing.T) {
	for _, typ := range []string{"emby", "jellyfin"} {
		s := standin.Must(t, typ, map[string]string{"api_key": "k", "items": "1000"})
		items, err := searcher().List(bg, entry(typ, "客厅", s.URL, "k"))
		if err != nil || len(items) != 1004 {
			t.Fatalf("%s: %d items, %v", typ, len(items), err)
		}
		for _, c := range []struct {
			name, res string
			subs      int
		}{{"流浪地球2", "2160p", 1}, {"流浪地球", "1080p", 0}, {"繁花", "2160p", 0}, {"订阅 0001", "1080p", 0}} {
			if it := find(t, items, c.name); it.VideoResolution != c.res || it.Subtitled != c.subs {
				t.Errorf("%s %s: %s subtitled %d, want %s %d", typ, c.name, it.VideoResolution, it.Subtitled, c.res, c.subs)
			}
		}
		episodes := 0
		for _, r := range s.Requests() {
			if strings.Contains(r.Query, "ncludeItemTypes=Episode") {
				episodes++
			}
		}
		if episodes != 11 { // 5,005 episodes, 500 a page
			t.Errorf("%s: %d episode pages", typ, episodes)
		}
	}
}

func TestListPlexPagesSectionsAndShows(t *testing.T) {
	s := standin.Must(t, "plex", map[string]string{"token": "pt", "items": "1000"})
	items, err := searcher().List(bg, entry("plex", "书房", s.URL, "pt"))
	if err != nil || len(items) != 1004 {
		t.Fatalf("%d items, %v", len(items), err)
	}
	film := find(t, items, "流浪地球2")
	if film.ID != "书房:101" || film.Type != "Movie" || film.TmdbID != 842675 || film.Year != 2023 ||
		film.VideoResolution != "2160p" || film.Subtitled != -1 || film.ServerType != "plex" ||
		!strings.Contains(film.URL, "/details?key=%2Flibrary%2Fmetadata%2F101") || film.PosterURL == "" {
		t.Errorf("film %+v", film)
	}
	show := find(t, items, "繁花")
	if show.Type != "TV" || show.TmdbID != 204541 || show.VideoResolution != "2160p" || show.VideoCodec != "H.265" || show.Subtitled != -1 {
		t.Errorf("show %+v", show)
	}
	if synth := find(t, items, "订阅 0001"); synth.Type != "TV" || synth.VideoResolution != "1080p" {
		t.Errorf("synthetic show %+v", synth)
	}
	pages := map[string]int{}
	leaves := 0
	for _, r := range s.Requests() {
		if strings.HasSuffix(r.Path, "/all") {
			pages[r.Path+"?"+r.Query]++
			if r.Header.Get("X-Plex-Token") != "pt" || r.Header.Get("Accept") != "application/json" {
				t.Errorf("listing sent %v", r.Header)
			}
		}
		if strings.HasSuffix(r.Path, "/allLeaves") {
			leaves++
		}
	}
	for _, want := range []string{
		"/library/sections/1/all?X-Plex-Container-Size=500&X-Plex-Container-Start=0&includeGuids=1",
		"/library/sections/1/all?X-Plex-Container-Size=500&X-Plex-Container-Start=500&includeGuids=1",
		"/library/sections/2/all?X-Plex-Container-Size=500&X-Plex-Container-Start=500&includeGuids=1",
	} {
		if pages[want] != 1 {
			t.Errorf("no %s in %v", want, pages)
		}
	}
	if len(pages) != 4 || leaves != 501 {
		t.Errorf("%d listing pages, %d shows' episodes", len(pages), leaves)
	}
}

// A series Emby announces with no file yet (its episodes "Virtual", or on
// disk but not yet probed: no media source) is unknown, not "subtitled"
// and not "lacking subtitles", and has no resolution.
func TestListEmbySeriesWithoutFilesIsUnknown(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.RawQuery, "IncludeItemTypes=Episode") {
			w.Write([]byte(`{"Items":[{"Id":"1","SeriesId":"9","LocationType":"Virtual"},
				{"Id":"2","SeriesId":"9","LocationType":"FileSystem"}],"TotalRecordCount":2}`))
			return
		}
		w.Write([]byte(`{"Items":[{"Id":"9","Name":"新剧","Type":"Series"}],"TotalRecordCount":1}`))
	}))
	defer srv.Close()
	items, err := searcher().List(bg, entry("emby", "客厅", srv.URL, "k"))
	if err != nil || len(items) != 1 || items[0].Subtitled != -1 || items[0].VideoResolution != "" {
		t.Fatalf("%+v %v", items, err)
	}
}
