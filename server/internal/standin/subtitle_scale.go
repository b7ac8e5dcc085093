package standin

import (
	"fmt"
	"regexp"
	"strconv"
)

// The scale bench's library (server/cmd/scalegen files movies named
// ScaleTitle(n)): every subtitle stand-in also answers for those titles,
// a 简体 srt made for the library's release, except for every third
// title (n%3 == 2), which no site has (the engine backs off on those).
// Their ids are scaleSubBase + n*1000 + 1, so 字幕库's title page
// (/subs/<id/1000>.html) finds one by its group like the catalogue's.
const scaleSubBase = 100_000_000

// ScaleTitle is the Chinese title of the scale library's movie n.
func ScaleTitle(n int) string { return fmt.Sprintf("规模影片 %d", n) }

// ScaleRelease is the release name of the scale library's movie n.
func ScaleRelease(n int) string { return fmt.Sprintf("Scale.Title.%05d.2020.1080p.WEB-DL.x264-GRP", n) }

var scaleTitleIn = regexp.MustCompile(`规模影片 (\d+)`)

// scaleEntry is movie n's subtitle, if the sites have one.
func scaleEntry(n int) (subEntry, bool) {
	if n < 0 || n%3 == 2 {
		return subEntry{}, false
	}
	return subEntry{ID: scaleSubBase + n*1000 + 1, Title: ScaleTitle(n), Release: ScaleRelease(n), Lang: "chs", Ext: "srt"}, true
}

// scaleMatches are the scale library's subtitles a query names.
func scaleMatches(q string) []subEntry {
	m := scaleTitleIn.FindStringSubmatch(q)
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(m[1])
	if e, ok := scaleEntry(n); ok {
		return []subEntry{e}
	}
	return nil
}

// scaleByID is the scale library's subtitle of id.
func scaleByID(id int) (subEntry, bool) {
	if id < scaleSubBase {
		return subEntry{}, false
	}
	e, ok := scaleEntry((id - scaleSubBase) / 1000)
	return e, ok && e.ID == id
}

// subGroup is 字幕库's title page group: the catalogue's entries, or a
// scale title's one.
func subGroup(group int) []subEntry {
	if group >= scaleSubBase/1000 {
		if e, ok := scaleEntry(group - scaleSubBase/1000); ok {
			return []subEntry{e}
		}
		return nil
	}
	var out []subEntry
	for _, e := range SubtitleCatalogue {
		if e.ID/1000 == group {
			out = append(out, e)
		}
	}
	return out
}
