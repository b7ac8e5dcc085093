package subengine

import (
	"fmt"
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
	} {
		eps, pack := covers(release.Parse(tc.name), tc.total)
		if got := episodeText(eps); got != tc.eps || pack != tc.pack {
			t.Errorf("%s of %d: %s pack=%v, want %s pack=%v", tc.name, tc.total, got, pack, tc.eps, tc.pack)
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
	if got := fmt.Sprint(parseEpisodes("1, 2,x,0,7")); got != "[1 2 7]" {
		t.Errorf("parseEpisodes: %s", got)
	}
}
