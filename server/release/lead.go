package release

import (
	"regexp"
	"strings"
)

// reLeadNum is an episode number a name starts with (after any fansub
// bracket): "03-Criminal.Minds", "003-004. Show - Ep", "[DeadFish] 12 -
// Tari Tari", "[NoobSubs] 06 Sword Art Online II". Read on the raw name,
// where "003." still has its dot.
var reLeadNum = regexp.MustCompile(`^(\d{1,4})(?:-(\d{1,4}))?(\. ?| - |-| )`)

// reLeadGroup is a scene group glued before a dotted file name in lower
// case: "blow-how.to.be.single.2016", "ulshd-the.right.stuff.1983".
var reLeadGroup = regexp.MustCompile(`^([a-z0-9]{2,8})-[a-z0-9]+\.[a-z0-9]+\.`)

// scanLeadNumber reads that number as the episode(s) and moves the
// title's start past it. A number counts when a ". " or " - " follows it,
// or when it has a leading zero ("12.Monkeys", "24 7 Series" are titles).
func (p *parsed) scanLeadNumber() {
	_, rest := p.leadingBrackets()
	var m []int
	if rest < len(p.raw) && isDigit(p.raw[rest]) { // the pattern's first byte
		m = reLeadNum.FindStringSubmatchIndex(p.raw[rest:])
	}
	if m == nil {
		if rest != 0 || p.out.Group != "" {
			return
		}
		if g := reLeadGroup.FindStringSubmatchIndex(p.raw); g != nil {
			p.out.Group, p.lead = p.raw[:g[3]], [2]int{0, g[3] + 1}
		}
		return
	}
	a, sep := p.raw[rest+m[2]:rest+m[3]], p.raw[rest+m[6]:rest+m[7]]
	lo, hi := number(a), number(a)
	if m[4] >= 0 {
		hi = number(p.raw[rest+m[4] : rest+m[5]])
	}
	after := rest + m[1]
	if isYear(lo) || hi < lo || after >= len(p.raw) || !isLetter(p.raw[after]) ||
		!(sep == ". " || sep == " - " || (len(a) > 1 && a[0] == '0')) {
		return
	}
	p.lead = [2]int{rest, after}
	if o := &p.out; o.EpisodeStart == 0 && o.SeasonStart == 0 && !o.FullSeason {
		o.EpisodeStart, o.EpisodeEnd = lo, hi
	}
}

func isLetter(c byte) bool { c |= 0x20; return 'a' <= c && c <= 'z' }

// dashTitleEnd: " - " parts the show from a short tag before the
// technical words or the episode ("Garo - Vanishing Line - 01", "Infinite
// Stratos - IS - 07", "Anime - 05 - S01E05"), and after a leading number
// from the episode's title ("003. Show Name - Ep Name"). A longer part is
// the title's own ("Another Anime 100 - Another 100 Anime - 01"), and so is
// "Series - 100 Years Quest - 01"'s number-led one.
func (p *parsed) dashTitleEnd(start, end int) int {
	if start >= end { // an empty title span ("X264 A" with the subject "0"): nothing to part
		return end
	}
	if i := strings.Index(p.text[start:end], "--"); i > 0 && hasASCIILetter(p.text[start:start+i]) && start+i+2 < end && isLetter(p.text[start+i+2]) {
		return start + i // "OSS_117--Cairo,_Nest_of_Spies": the title, then another
	}
	cut := strings.Index(p.text[start:end], " - ")
	if cut <= 0 || !hasASCIILetter(p.text[start:start+cut]) {
		return end
	}
	if p.out.SeasonStart == 0 && p.out.EpisodeStart == 0 && strings.Count(p.text[start+cut+3:end], " - ") > 0 {
		return start + cut // a film's "Title - Other Title - Actor"
	}
	tail := p.low[start+cut+3 : end]
	if (p.lead[1] == 0 || start != p.lead[1]) && (len(strings.Fields(strings.ReplaceAll(tail, "-", " "))) > 2 || reNumberWord.MatchString(tail)) {
		return end
	}
	return start + cut
}

var reNumberWord = regexp.MustCompile(`^\d+ [a-z]`)

// dashEpisode is the " - 05 " episode; one followed by words is part of
// the title when another comes later ("Series - 100 Years Quest - 01").
func (p *parsed) dashEpisode() []int {
	all := p.findAll(reDashEp)
	for i, m := range all {
		if i+1 < len(all) && m[1] < len(p.low) && isLetter(p.low[m[1]]) {
			continue
		}
		if m[4] >= 0 && m[1] < len(p.low) && isLetter(p.low[m[1]]) && strings.Contains(p.low[m[3]:m[4]], " ") {
			// "- 11 - 511 Kinderheim": the episode, then its title's number.
			m = append([]int(nil), m...)
			m[4], m[5] = -1, -1
		}
		p.marks = append(p.marks, m[0])
		return m
	}
	return nil
}

// batchStart is a batch's first episode before its dash ("Show 01 - 119
// [Batch]"): a number with a leading zero, and where it starts.
func (p *parsed) batchStart(dash int) (int, int) {
	k := strings.LastIndexByte(p.low[:dash], ' ') + 1
	w := p.low[k:dash]
	if len(w) < 2 || w[0] != '0' || !allDigits(w) {
		return 0, 0
	}
	return number(w), k
}
