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
