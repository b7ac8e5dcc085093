package release

import (
	"regexp"
	"strings"
)

// hints are literals one of which a pattern's match must contain. A
// pattern is only run when the name has one: most names hold few of the
// words, and a strings.Contains is far cheaper than a regexp scan (hints
// and the words matcher took Parse from ~300 µs to ~10 µs a name).
var hints = map[*regexp.Regexp][]string{
	reSxE:          digitsAfter("s"),
	reSeasonRange:  append(digitsAfter("s"), "season"),
	reSeason:       append(digitsAfter("s"), "season", "saison", "stagione", "temporada", "staffel", "sezon", "seizoen", "temp", "se "),
	reCNSeasonEnd:  {"季"},
	reEpisode:      append(digitsAfter("e"), "ep", "#", "folge", "afl", "bolum", "bölüm", "blm"),
	reNxM:          digitsBefore("x"),
	reCap:          {"cap"},
	reOf:           {"of"},
	reSThenEp:      digitsAfter("s"),
	reParenRange:   {"("},
	reBracketEp:    {"[", "【"},
	reDashEp:       {" - "},
	reYear:         {"19", "20"},
	reWxH:          append(digitsBefore("x"), "×", "*"),
	reBluRay:       {"blu", "bd"},
	reHDR:          {"hdr"},
	reGB:           {"gb"},
	reMandarin:     {"国", "中配", "普通话"},
	reCantonese:    {"粤"},
	reSpecial:      {"特效"},
	reCNSubs:       {"中", "简", "繁", "双语", "内封", "内嵌", "chs", "cht", "big5"},
	reCNSeason:     {"季"},
	reCNAllSeasons: {"季"},
	reCNEpisode:    {"第"},
	reCNTotal:      {"全", "共"},
	reCNWhole:      {"全集"},
	reGroup:        {"-"},
	reAtGroup:      {"@"},
}

func digitsBefore(suffix string) []string {
	out := make([]string, 10)
	for d := range out {
		out[d] = string(rune('0'+d)) + suffix
	}
	return out
}

func digitsAfter(prefix string) []string {
	out := make([]string, 10)
	for d := range out {
		out[d] = prefix + string(rune('0'+d))
	}
	return out
}

// maybe reports whether re can match s at all, by its hints.
func maybe(re *regexp.Regexp, s string) bool {
	h, ok := hints[re]
	if !ok {
		return true
	}
	for _, lit := range h {
		if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}
