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
	reSxE:          wordDigitsAfter("s"),
	reSeasonRange:  append(wordDigitsAfter("s"), "season"),
	reSeason:       append(digitsAfter("s"), "season", "saison", "stagione", "temporada", "staffel", "sezon", "seizoen", "temp", " se "),
	reCNSeasonEnd:  {"季"},
	reEpisode:      append(wordDigitsAfter("e"), "ep", "#", "folge", "afl", "bolum", "bölüm", "blm"),
	reNxM:          digitsBefore("x"),
	reCap:          {"cap"},
	reOf:           {"of"},
	reEpBefore:     {"bolum", "bölüm", "blm"},
	reSThenEp:      wordDigitsAfter("s"),
	reParenRange:   {"("},
	reBracketEp:    {"[", "【", "{"},
	reDashEp:       {" - "},
	reWxH:          append(digitsBefore("x"), "×", "*"),
	reAnyWxH:       digitsBefore("x"),
	reNxAll:        {"xall"},
	reSeasonList:   {"season"},
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
	rePart:         {"part"},
	reGluedSxE:     digitsAfter("s"),
	reDateMDY:      {"-19", "-20"},
	reBonus:        {"-x"},
	reBareRes:      {"480 ", "576 ", "720 ", "1080 ", "2160 "},
}

// digitsBefore and digitsAfter stand for "a digit then suffix" and
// "prefix then a digit": one scan of the name instead of ten Contains.
func digitsBefore(suffix string) []string { return []string{"\x00b" + suffix} }

func digitsAfter(prefix string) []string { return []string{"\x00a" + prefix} }

// wordDigitsAfter is digitsAfter for a prefix that begins a word ("\bs\d").
func wordDigitsAfter(prefix string) []string { return []string{"\x00w" + prefix} }

// withDigit reports whether s holds lit with a digit after it (after) or
// before it; with atWord, lit must also begin a word.
func withDigit(s, lit string, after, atWord bool) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], lit)
		if i < 0 {
			return false
		}
		i += from
		if atWord && i > 0 && isWordByte(s[i-1]) {
			from = i + 1
			continue
		}
		if after && i+len(lit) < len(s) && isDigit(s[i+len(lit)]) || !after && i > 0 && isDigit(s[i-1]) {
			return true
		}
		from = i + 1
	}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// A plan is what is known of one pattern before it runs: its hints and
// its anchor. One map, so a pattern costs one lookup a name.
type plan struct {
	hints  []string
	anchor *anchor
}

var plans = func() map[*regexp.Regexp]*plan {
	ps := map[*regexp.Regexp]*plan{}
	get := func(re *regexp.Regexp) *plan {
		if ps[re] == nil {
			ps[re] = &plan{}
		}
		return ps[re]
	}
	for re, h := range hints {
		get(re).hints = h
	}
	for re, a := range anchors {
		get(re).anchor = &a
	}
	return ps
}()

// maybe reports whether re can match s at all, by its hints.
func maybe(re *regexp.Regexp, s string) bool {
	return plans[re].maybe(s)
}

func (pl *plan) maybe(s string) bool {
	if pl == nil || pl.hints == nil || pl.anchor != nil && pl.anchor.atWords && !pl.anchor.hinted {
		return true // an anchor tried at word starts alone is cheaper than hints
	}
	for _, lit := range pl.hints {
		if lit[0] == 0 {
			if withDigit(s, lit[2:], lit[1] != 'b', lit[1] == 'w') {
				return true
			}
		} else if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}
