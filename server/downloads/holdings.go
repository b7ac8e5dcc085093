package downloads

import (
	"fmt"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/release"
)

// Want is what a send is about to fetch: every send path (the engine, the
// custom subscriptions, the manual download) asks Judge about it first,
// so no title or episode is fetched twice whoever asks.
type Want struct {
	TMDBID    int      // 0 = not known (manual, custom): the titles then match
	Titles    []string // the release's titles (Chinese, English)
	Year      int
	MediaType string // Movie | TV
	Season    int    // 0 = unknown (counts as 1)
	Episodes  []int  // nil: the whole season (a pack) or the movie
	Pack      bool   // a whole-season pack
	Hashes    []string
	// Upgrade: a better version (洗版) is wanted; what is filed does not
	// stop it, only the very same torrent does.
	Upgrade bool
}

// WantOf is the want of a parsed release; total is the season's length
// when known (a pack of it then names its episodes).
func WantOf(info release.Info, tmdbID, total int, hashes []string) Want {
	w := Want{TMDBID: tmdbID, Year: info.Year, MediaType: "Movie", Hashes: hashes}
	for _, t := range []string{info.Title, info.CNTitle, info.ENTitle} {
		if norm(t) != "" && !slices.Contains(w.Titles, t) {
			w.Titles = append(w.Titles, t)
		}
	}
	if !info.IsTV {
		return w
	}
	w.MediaType, w.Season = "TV", info.SeasonStart
	if info.EpisodeStart > 0 {
		for e := info.EpisodeStart; e <= max(info.EpisodeEnd, info.EpisodeStart) && e-info.EpisodeStart < 2000; e++ {
			w.Episodes = append(w.Episodes, e)
		}
		w.Pack = total > 0 && info.EpisodeStart <= 1 && max(info.EpisodeEnd, info.EpisodeStart) >= total
		return w
	}
	w.Pack = true
	for e := 1; e <= total; e++ {
		w.Episodes = append(w.Episodes, e)
	}
	return w
}

// Verdict is the holdings check's answer.
type Verdict struct {
	Skip   bool
	Reason string // the log's line: "已入库，跳过", "E01–E05 已在下载，跳过"
	// Filed: the title is in the library (a manual download asks first).
	Filed bool
	Name  string // the held title as the library names it
	// Replace: singles not yet started that the pack replaces; the sender
	// removes them (Retire) once the pack is sent.
	Replace []Record
}

// Judge answers what of w is already held by recs (the records of the
// same title or torrent, Holdings reads them). started tells whether a
// downloading record has fetched anything (unknown: started).
func Judge(w Want, recs []Record, started func(Record) bool) Verdict {
	for _, r := range recs {
		if slices.Contains(w.Hashes, r.Hash) && held(r) {
			return Verdict{Skip: true, Filed: r.LinkPath != "", Name: r.MovieName,
				Reason: fmt.Sprintf("同一个种子已在下载记录中（%s），跳过", r.Name)}
		}
	}
	if w.Upgrade {
		return Verdict{}
	}
	if w.MediaType != "TV" {
		for _, r := range recs {
			if r.MovieType != "TV" && filed(r) {
				return Verdict{Skip: true, Filed: true, Name: r.MovieName, Reason: "已入库，跳过"}
			}
		}
		for _, r := range recs {
			if r.MovieType != "TV" && fetching(r) {
				return Verdict{Skip: true, Name: r.MovieName, Reason: "已在下载，跳过"}
			}
		}
		return Verdict{}
	}
	return judgeSeason(w, recs, started)
}

// judgeSeason: a season's episodes are fetched once. A pack replaces the
// singles not yet started; a single or a smaller pack that overlaps what
// is filed or fetching is skipped.
func judgeSeason(w Want, recs []Record, started func(Record) bool) Verdict {
	filedEps, fetchEps := map[int]bool{}, map[int]bool{}
	var filedAll, fetchAll bool
	var singles []Record // fetching records inside w's episodes
	name := ""
	for _, r := range recs {
		if r.MovieType != "TV" || max(r.Season, 1) != max(w.Season, 1) || !held(r) {
			continue
		}
		eps := ParseEpisodes(r.Episodes)
		switch {
		case filed(r) && eps == nil:
			filedAll, name = true, r.MovieName
		case filed(r):
			name = r.MovieName
			for _, e := range eps {
				filedEps[e] = true
			}
		case fetching(r) && eps == nil:
			fetchAll, name = true, r.MovieName
		case fetching(r) && w.Pack && (w.Episodes == nil || subset(eps, w.Episodes)):
			singles = append(singles, r)
		case fetching(r):
			for _, e := range eps {
				fetchEps[e] = true
			}
		}
	}
	if filedAll || w.Episodes != nil && all(w.Episodes, filedEps) {
		return Verdict{Skip: true, Filed: true, Name: name, Reason: "已入库，跳过"}
	}
	if fetchAll {
		return Verdict{Skip: true, Name: name, Reason: "整季已在下载，跳过"}
	}
	var overlap, singleEps []int
	for _, e := range w.Episodes {
		if fetchEps[e] {
			overlap = append(overlap, e)
		}
	}
	for _, r := range singles {
		singleEps = append(singleEps, ParseEpisodes(r.Episodes)...)
	}
	switch {
	case len(overlap) > 0:
		return Verdict{Skip: true, Reason: EpisodeRange(overlap) + " 已在下载，跳过"}
	case len(singles) > 0 && slices.ContainsFunc(singles, started):
		return Verdict{Skip: true, Reason: EpisodeRange(singleEps) + " 已在下载，跳过"}
	case len(singles) > 0:
		return Verdict{Replace: singles, Reason: "整季包代替尚未开始的 " + EpisodeRange(singleEps)}
	}
	if !w.Pack {
		for _, e := range w.Episodes {
			if filedEps[e] {
				overlap = append(overlap, e)
			}
		}
		if len(overlap) > 0 {
			return Verdict{Skip: true, Filed: true, Name: name, Reason: EpisodeRange(overlap) + " 已入库，跳过"}
		}
	}
	return Verdict{}
}

// held: the record still stands for something (not removed before it was
// filed; an unrecognised one was never filed either).
func held(r Record) bool {
	return r.Status != StatusDeleted || r.LinkPath != ""
}

func filed(r Record) bool { return r.LinkPath != "" && r.Status != StatusUnrecognised }

// fetching: in the client, not filed yet (nor given up on as unrecognised
// or left unfiled after it completed).
func fetching(r Record) bool { return r.Status == StatusDownloading }

// EpisodeRange is the log's form of episodes: "E01–E05", "E03", "E01–E02、E05".
func EpisodeRange(eps []int) string {
	eps = slices.Clone(eps)
	slices.Sort(eps)
	eps = slices.Compact(eps)
	var parts []string
	for _, run := range release.EpisodeRuns(eps) {
		if run[0] == run[1] {
			parts = append(parts, fmt.Sprintf("E%02d", run[0]))
		} else {
			parts = append(parts, fmt.Sprintf("E%02d–E%02d", run[0], run[1]))
		}
	}
	return strings.Join(parts, "、")
}

func all(eps []int, m map[int]bool) bool {
	for _, e := range eps {
		if !m[e] {
			return false
		}
	}
	return len(eps) > 0
}

// norm is a title's matching form (release.TitleKey).
var norm = release.TitleKey
