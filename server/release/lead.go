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

// scanLeadNumber reads that number as the episode(s) and moves the
// title's start past it. A number counts when a ". " or " - " follows it,
// or when it has a leading zero ("12.Monkeys", "24 7 Series" are titles).
func (p *parsed) scanLeadNumber() {
	_, rest := p.leadingBrackets()
	m := reLeadNum.FindStringSubmatchIndex(p.raw[rest:])
	if m == nil {
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

// leadTitleEnd: after a leading number, " - " parts the show from the
// episode's title ("003. Show Name - Ep Name").
func (p *parsed) leadTitleEnd(start, end int) int {
	if p.lead[1] == 0 || start != p.lead[1] {
		return end
	}
	if cut := strings.Index(p.text[start:end], " - "); cut > 0 {
		return start + cut
	}
	return end
}
