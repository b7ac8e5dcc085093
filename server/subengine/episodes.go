package subengine

import (
	"slices"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/release"
)

// Sub modes (api-contract §3.2).
const (
	ModeNormal    = "Normal"    // every episode, packs preferred
	ModeEndedOnly = "EndedOnly" // only whole-season packs, after the season ended
	ModeAnyNew    = "AnyNew"    // episodes from the start episode on
)

// season is what is known of a subscribed season's episodes.
type season struct {
	Total  int  // episodes of the season; 0 = unknown
	Aired  int  // episodes aired so far (== Total when ended)
	Airing bool // episodes still to come
}

// wanted are the episodes the subscription wants of s: from start (1 when
// unset) to the last one aired. Unknown totals want nothing listed:
// releases then decide (a pack completes the season).
func wanted(s season, start int) []int {
	from := max(start, 1)
	var out []int
	for e := from; e <= s.Aired; e++ {
		out = append(out, e)
	}
	return out
}

// missing is wanted minus have.
func missing(want []int, have map[int]bool) []int {
	out := []int{}
	for _, e := range want {
		if !have[e] {
			out = append(out, e)
		}
	}
	return out
}

// covers answers the episodes a release holds and whether it is a whole
// season pack (a pack of an unknown length covers total episodes).
func covers(info release.Info, total int) (eps []int, pack bool) {
	if info.EpisodeStart > 0 {
		end := max(info.EpisodeEnd, info.EpisodeStart)
		for e := info.EpisodeStart; e <= end && e-info.EpisodeStart < 2000; e++ {
			eps = append(eps, e)
		}
		return eps, total > 0 && info.EpisodeStart <= 1 && end >= total
	}
	n := total
	if info.TotalEpisodes > 0 && n == 0 {
		n = info.TotalEpisodes
	}
	for e := 1; e <= n; e++ {
		eps = append(eps, e)
	}
	return eps, true
}

// complete says the season needs nothing more: it has ended and no
// wanted episode is missing (an unknown total: a pack was taken).
func complete(s season, start int, have map[int]bool, packHeld bool) bool {
	if s.Airing {
		return false
	}
	if s.Total == 0 {
		return packHeld
	}
	return len(missing(wanted(s, start), have)) == 0
}

// episodeText is the log's form of a list: "1-5,7".
func episodeText(eps []int) string {
	if len(eps) == 0 {
		return "整季"
	}
	eps = slices.Clone(eps)
	slices.Sort(eps)
	var parts []string
	for _, run := range release.EpisodeRuns(eps) {
		if run[0] == run[1] {
			parts = append(parts, strconv.Itoa(run[0]))
		} else {
			parts = append(parts, strconv.Itoa(run[0])+"-"+strconv.Itoa(run[1]))
		}
	}
	return strings.Join(parts, ",")
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }
