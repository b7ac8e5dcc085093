package mediaserver

import (
	"context"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// tmdbSeason1 is what TMDB would list for the stand-ins' 繁花 season 1:
// six episodes, two still to air.
var tmdbSeason1 = GuideFunc(func(_ context.Context, tmdbID, season int) ([]GuideEpisode, error) {
	if tmdbID != 204541 || season != 1 {
		return nil, errors.New("not in the guide")
	}
	return []GuideEpisode{{1, "第1集", "2023-12-27"}, {2, "第2集", "2023-12-27"}, {3, "第3集", "2023-12-28"},
		{4, "第4集", "2023-12-28"}, {5, "第5集", "2099-01-08"}, {6, "第6集", "2099-01-01"}}, nil
})

// With TMDB's list, Plex too shows what is missing, and the next episode
// is TMDB's.
func TestGuideCompletesSeasons(t *testing.T) {
	for _, c := range []struct{ typ, key string }{{"plex", "token"}, {"emby", "api_key"}} {
		s := standin.Must(t, c.typ, map[string]string{c.key: "k"})
		se := searcher()
		se.Guide = tmdbSeason1
		items, err := se.Search(bg, []settings.MediaServerEntry{entry(c.typ, "x", s.URL, "k")}, "繁花")
		if err != nil || len(items) != 1 {
			t.Fatalf("%s: %+v %v", c.typ, items, err)
		}
		var status []int
		for _, ep := range items[0].SubItems[0].SubItems {
			status = append(status, ep.Status)
		}
		if jsonOf(status) != "[1,1,1,0,0,0]" || *items[0].NextEpisodeToAir != (NextEpisode{6, "2099-01-01"}) {
			t.Errorf("%s: %s next %+v", c.typ, jsonOf(items[0].SubItems[0].SubItems), items[0].NextEpisodeToAir)
		}
	}
}

// A guide that fails leaves the server's answer as it was.
func TestGuideFailureKeepsServerAnswer(t *testing.T) {
	s := standin.Must(t, "plex", map[string]string{"token": "k"})
	se := searcher()
	se.Guide = GuideFunc(func(context.Context, int, int) ([]GuideEpisode, error) { return nil, errors.New("down") })
	items, err := se.Search(bg, []settings.MediaServerEntry{entry("plex", "x", s.URL, "k")}, "繁花")
	if err != nil || len(items[0].SubItems[0].SubItems) != 3 || items[0].NextEpisodeToAir != nil {
		t.Errorf("%+v %v", items, err)
	}
}

// TMDB lists a double-episode premiere today after the episodes the
// server has: the first of today's pair is next (aired today still counts),
// and an entry numbered 0 adds no episode.
func TestGuideNextIsTodaysFirstEpisode(t *testing.T) {
	s := standin.Must(t, "plex", map[string]string{"token": "k"})
	se := searcher() // 2024-01-01
	se.Guide = GuideFunc(func(context.Context, int, int) ([]GuideEpisode, error) {
		return []GuideEpisode{{0, "特别篇", "2023-12-01"}, {1, "第1集", "2023-12-27"}, {2, "第2集", "2023-12-27"},
			{3, "第3集", "2023-12-28"}, {4, "第4集", "2024-01-01"}, {5, "第5集", "2024-01-01"}, {6, "第6集", "2024-01-08"}}, nil
	})
	items, err := se.Search(bg, []settings.MediaServerEntry{entry("plex", "x", s.URL, "k")}, "繁花")
	if err != nil || len(items) != 1 {
		t.Fatalf("%+v %v", items, err)
	}
	var status []int
	for _, ep := range items[0].SubItems[0].SubItems {
		status = append(status, ep.Index*10+ep.Status)
	}
	if jsonOf(status) != "[11,21,31,40,50,60]" || *items[0].NextEpisodeToAir != (NextEpisode{4, "2024-01-01"}) {
		t.Errorf("%v next %+v", status, items[0].NextEpisodeToAir)
	}
}
