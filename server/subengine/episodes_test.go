package subengine

import (
	"testing"

	"github.com/movie-robot/web-console/server/release"
)

func TestEpisodeArithmetic(t *testing.T) {
	// What a release holds.
	for _, tc := range []struct {
		name  string
		total int
		eps   string
		pack  bool
	}{
		{"Show.S01.2023.1080p.WEB-DL.H264-GRP", 10, "1-10", true},
		{"Show.S01.2023.1080p.WEB-DL.H264-GRP", 0, "整季", true},
		{"Show.S01E03.2023.1080p.WEB-DL.H264-GRP", 10, "3", false},
		{"Show.S01E01-E05.2023.1080p.WEB-DL.H264-GRP", 10, "1-5", false},
		{"Show.S01E01-E10.2023.1080p.WEB-DL.H264-GRP", 10, "1-10", true},
		{"Show.S01E02-E10.2023.1080p.WEB-DL.H264-GRP", 10, "2-10", false}, // episode 1 is not in it
		{"Show.S01E01-E12.2023.1080p.WEB-DL.H264-GRP", 10, "1-12", true},  // more than TMDB lists yet
		{"Show.S01E01-E05.2023.1080p.WEB-DL.H264-GRP", 0, "1-5", false},   // an unknown length: not known whole
	} {
		eps, pack := covers(release.Parse(tc.name), tc.total)
		if got := episodeText(eps); got != tc.eps || pack != tc.pack {
			t.Errorf("%s of %d: %s pack=%v, want %s pack=%v", tc.name, tc.total, got, pack, tc.eps, tc.pack)
		}
	}
	// Packs by what the name says of their length: the guide's total wins
	// over the name's 全N集, which serves only where the guide has none; a
	// range no season has is cut at 2,000 episodes.
	for _, tc := range []struct {
		info  release.Info
		total int
		eps   string
	}{
		{release.Info{TotalEpisodes: 8}, 0, "1-8"},
		{release.Info{TotalEpisodes: 8}, 10, "1-10"},
		{release.Info{}, 0, "整季"},
		{release.Info{EpisodeStart: 1, EpisodeEnd: 99999}, 0, "1-2000"},
		{release.Info{EpisodeStart: 3, EpisodeEnd: 2}, 0, "3"},
	} {
		if eps, _ := covers(tc.info, tc.total); episodeText(eps) != tc.eps {
			t.Errorf("%+v of %d: %s, want %s", tc.info, tc.total, episodeText(eps), tc.eps)
		}
	}
	have := map[int]bool{1: true, 2: true, 5: true}
	for _, tc := range []struct {
		s     season
		start int
		want  string
		done  bool
	}{
		{season{Total: 8, Aired: 8}, 0, "3-4,6-8", false},
		{season{Total: 8, Aired: 6, Airing: true}, 0, "3-4,6", false},
		{season{Total: 8, Aired: 8}, 5, "6-8", false}, // from the start episode
		{season{Total: 5, Aired: 5}, 3, "3-4", false},
		{season{Total: 2, Aired: 2}, 0, "整季", true},                // nothing missing, ended
		{season{Total: 2, Aired: 2, Airing: true}, 0, "整季", false}, // airing waits
	} {
		miss := missing(wanted(tc.s, tc.start), have)
		if got := episodeText(miss); got != tc.want {
			t.Errorf("%+v from %d: missing %s, want %s", tc.s, tc.start, got, tc.want)
		}
		if got := complete(tc.s, tc.start, have, false); got != tc.done {
			t.Errorf("%+v: complete %v", tc.s, got)
		}
	}
	// An unknown total completes on a pack only.
	if complete(season{}, 1, have, false) || !complete(season{}, 1, nil, true) {
		t.Error("unknown total: completion is the pack")
	}
}
