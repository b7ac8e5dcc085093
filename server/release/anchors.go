package release

import (
	"regexp"
	"strings"
)

// An anchor runs a pattern only where a match can begin. Go's regexp
// tries every offset of the name in turn, which was most of what Parse
// spent; a pattern whose every match starts where can says so is instead
// run anchored (^) at just those offsets, earliest first. The first that
// matches is the leftmost match, the same one the unanchored pattern
// finds, because each pattern here opens with \b before a word byte (true
// at the offset in both, can checks the byte before) or with no assertion
// at all, and no ^ (which would hold at every offset).
type anchor struct {
	re      *regexp.Regexp // ^(?:pattern)
	can     func(s string, i int) bool
	atWords bool // can holds only where a word starts: try just those
	// hinted: the pattern's hints still run first. A word anchor's can
	// makes hints that every match contains needless, but reSeason's are
	// no such condition (" se ", or an "s" and a digit anywhere: "Se12" is
	// no season, "…-SEV" is one when "01S01" stands before it) and decide
	// what it finds.
	hinted bool
}

var anchors = map[*regexp.Regexp]anchor{
	reSxE:         wordAnchor(reSxE, sDigit),
	reSThenEp:     wordAnchor(reSThenEp, sDigit),
	reSeasonRange: wordAnchor(reSeasonRange, func(s string, i int) bool { return sRange(s, i) || wordAt(s, i, "season") }),
	reSeason:      hinted(wordAnchor(reSeason, seasonStart)),
	reEpisode:     anchorOf(reEpisode, episodeStart),
	reBluRay: wordAnchor(reBluRay, func(s string, i int) bool {
		return s[i] == 'b' && i+1 < len(s) && (s[i+1] == 'l' || s[i+1] == 'd') && wordStart(s, i)
	}),
	reHDR:       wordAnchor(reHDR, func(s string, i int) bool { return wordAt(s, i, "hdr") }),
	reBracketEp: anchorOf(reBracketEp, bracketDigit),
	reGluedSxE: anchorOf(reGluedSxE, func(s string, i int) bool {
		return i+2 < len(s) && 'a' <= s[i] && s[i] <= 'z' && s[i+1] == 's' && isDigit(s[i+2])
	}),
	reOf: wordAnchor(reOf, digitsOf),
	reCNSubs: anchorOf(reCNSubs, func(s string, i int) bool {
		switch s[i] {
		case 'c', 'b':
			return wordStart(s, i)
		case 0xe4, 0xe5, 0xe7: // 中, 双 内, 简 繁
			for _, c := range cnSubsFirst {
				if strings.HasPrefix(s[i:], c) {
					return true
				}
			}
		}
		return false
	}),
}

// cnSubsFirst are the first characters of reCNSubs's Chinese words.
var cnSubsFirst = []string{"中", "简", "繁", "双", "内"}

// bracketDigit: a bracket opens at i on a number, "TV" before it or not
// ("[05", "【TV 04").
func bracketDigit(s string, i int) bool {
	k := i + 1
	switch {
	case s[i] == '[' || s[i] == '{':
	case strings.HasPrefix(s[i:], "【"):
		k = i + len("【")
	default:
		return false
	}
	if strings.HasPrefix(s[k:], "tv") {
		k += 2
		if k < len(s) && s[k] == ' ' {
			k++
		}
	}
	return k < len(s) && isDigit(s[k])
}

// digitsOf: one or two digits begin a word at i and "of" follows them,
// a space between or not ("3of9", "3 of 9").
func digitsOf(s string, i int) bool {
	if !isDigit(s[i]) || !wordStart(s, i) {
		return false
	}
	k := i + 1
	if k < len(s) && isDigit(s[k]) {
		k++
	}
	if k < len(s) && s[k] == ' ' {
		k++
	}
	return strings.HasPrefix(s[k:], "of")
}

func anchorOf(re *regexp.Regexp, can func(string, int) bool) anchor {
	return anchor{re: regexp.MustCompile(`^(?:` + re.String() + `)`), can: can}
}

func hinted(a anchor) anchor {
	a.hinted = true
	return a
}

// wordAnchor is an anchor whose can holds only where a word starts.
func wordAnchor(re *regexp.Regexp, can func(string, int) bool) anchor {
	a := anchorOf(re, can)
	a.atWords = true
	return a
}

// wordStart: a word begins at i (the byte before, if any, is no word byte).
func wordStart(s string, i int) bool { return isWordByte(s[i]) && (i == 0 || !isWordByte(s[i-1])) }

func wordAt(s string, i int, lit string) bool {
	return wordStart(s, i) && strings.HasPrefix(s[i:], lit)
}

// sRange: "s", one to three digits and what joins a range of seasons
// ("s01-s03", "s1 ~ s3", "s1to3") begin a word at i.
func sRange(s string, i int) bool {
	if !sDigit(s, i) {
		return false
	}
	k := i + 2
	for k < len(s) && k < i+4 && isDigit(s[k]) {
		k++
	}
	return k < len(s) && (s[k] == '-' || s[k] == ' ' || s[k] == '~' || s[k] == 't')
}

// seasonStart: a season can begin at i: S01, a season word (season,
// saison, stagione, staffel, sezon, seizoen, se, temporada, temp) or
// "2nd season".
func seasonStart(s string, i int) bool {
	if !wordStart(s, i) {
		return false
	}
	switch c := s[i]; {
	case c == 's':
		return i+1 < len(s) && (isDigit(s[i+1]) || s[i+1] == 'e' || s[i+1] == 'a' || s[i+1] == 't')
	case c == 't':
		return strings.HasPrefix(s[i:], "temp")
	case isDigit(c):
		k := i + 1
		if k < len(s) && isDigit(s[k]) {
			k++
		}
		if k+2 > len(s) {
			return false
		}
		switch s[k : k+2] {
		case "st", "nd", "rd", "th":
			return true
		}
	}
	return false
}

// episodeStart: an episode can begin at i: E05, a word for episode
// (ep…, folge, afl, bolum, bölüm, blm) or "#".
func episodeStart(s string, i int) bool {
	if s[i] == '#' {
		return true
	}
	if !wordStart(s, i) {
		return false
	}
	switch s[i] {
	case 'e':
		return i+1 < len(s) && (isDigit(s[i+1]) || s[i+1] == 'p')
	case 'f':
		return strings.HasPrefix(s[i:], "folge")
	case 'a':
		return strings.HasPrefix(s[i:], "afl")
	case 'b':
		return strings.HasPrefix(s[i:], "bolum") || strings.HasPrefix(s[i:], "bölüm") || strings.HasPrefix(s[i:], "blm")
	}
	return false
}

// sDigit: "s" and a digit begin a word at i (S01, s2).
func sDigit(s string, i int) bool {
	return s[i] == 's' && i+1 < len(s) && isDigit(s[i+1]) && (i == 0 || !isWordByte(s[i-1]))
}

// find is the leftmost match at or after from, as re's own Find…Index
// gives it (with its groups when sub); starts are s's word starts (see
// wordStarts), the only offsets tried when the anchor is atWords.
func (a *anchor) find(s string, from int, sub bool, starts []int) []int {
	if a.atWords {
		for _, i := range starts {
			if i >= from && a.can(s, i) {
				if m := a.try(s, i, sub); m != nil {
					return m
				}
			}
		}
		return nil
	}
	for i := from; i < len(s); i++ {
		if a.can(s, i) {
			if m := a.try(s, i, sub); m != nil {
				return m
			}
		}
	}
	return nil
}

// try is the match that begins at i, in s's offsets.
func (a *anchor) try(s string, i int, sub bool) []int {
	var m []int
	if sub {
		m = a.re.FindStringSubmatchIndex(s[i:])
	} else {
		m = a.re.FindStringIndex(s[i:])
	}
	for k := range m {
		if m[k] >= 0 {
			m[k] += i
		}
	}
	return m
}

// findAll is every match, as FindAllStringSubmatchIndex gives them (the
// patterns anchored match no empty string).
func (a *anchor) findAll(s string, starts []int) [][]int {
	var all [][]int
	for from := 0; from < len(s); {
		m := a.find(s, from, true, starts)
		if m == nil {
			break
		}
		all = append(all, m)
		from = max(m[1], m[0]+1)
	}
	return all
}
