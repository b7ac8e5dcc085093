package release

import (
	"regexp"
	"strings"
	"sync"
)

// parsed is one name being read: the name with '.' and '_' as spaces
// (text), its ASCII-lower-cased copy with the same byte offsets (low), and
// the start of every technical word found (marks), which ends the title.
type parsed struct {
	raw, text, low string
	marks          []int
	wordAt         []int     // where each word of low starts (see starts)
	buf            [48]int   // room for marks and wordAt without growing
	chain          *byByte   // wordAt by first byte, once a list is tried
	byByte         byByte    // chain's room
	years          [][2]int  // (offset, year) of each year-like number
	yearBuf        [4][2]int // years's room
	groupAt        int       // where "-GROUP" starts; len(text) when none
	ascii          bool
	subject        bool   // a subtitle line: "GB" there is a size, not 简体
	span           [3]int // region(), once computed (spanDone)
	spanDone       bool
	brackets       []bracket // leadingBrackets(), once read (bracketsDone)
	bracketsRest   int
	bracketsDone   bool
	skip           [2]int // a season phrase inside the title span
	is3D           bool   // a 3D film: "Complete" there is no season pack
	completeOnly   bool   // "Complete" was the only sign of a season
	packWord       bool   // "Complete" or 全集 says the whole season
	enSpan         [2]int // a fansub's English title in its own bracket
	lead           [2]int // a leading episode number's span (see lead.go)
	discFile       bool   // the name ended in .m2ts: a Blu-ray's stream file
	out            Info
}

func newParsed(name string) *parsed {
	name = trimSpace(name)
	if strings.Contains(name, "\xef\xbc") { // full-width forms, U+FF00…
		name = strings.Map(fullWidthDigit, name) // "１５８" is 158
	}
	discFile := false
	if dot := strings.LastIndexByte(name, '.'); dot >= 0 && len(name)-dot-1 <= maxExt && fileExts[strings.ToLower(name[dot+1:])] {
		discFile = strings.EqualFold(name[dot+1:], "m2ts")
		name = name[:dot]
	}
	// text and low in one string: one allocation instead of four.
	var b strings.Builder
	b.Grow(2 * len(name))
	ascii := true
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '.' || c == '_' {
			c = ' '
		}
		b.WriteByte(c)
		ascii = ascii && c < 0x80
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '.' || c == '_':
			c = ' '
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	both := b.String()
	n := len(name)
	p := parsedPool.Get().(*parsed)
	p.raw, p.text, p.low, p.groupAt, p.ascii, p.discFile = name, both[:n], both[n:], n, ascii, discFile
	p.marks = p.buf[:0:16]
	return p
}

// parsedPool keeps parsed names for reuse: a parsed is large (its own
// room for marks, word starts and chains) and Parse runs on every row.
var parsedPool = sync.Pool{New: func() any { return new(parsed) }}

// release zeroes p and returns it to the pool; p must not be used after.
// The Info read from it shares none of its memory.
func (p *parsed) release() {
	*p = parsed{}
	parsedPool.Put(p)
}

func fullWidthDigit(r rune) rune {
	if r >= '０' && r <= '９' {
		return '0' + r - '０'
	}
	return r
}

func trimSpace(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t' || s[0] == '\n' || s[0] == '\r') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t' || s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	return s
}

// find reports the first match of re and marks it as a technical word.
func (p *parsed) find(re *regexp.Regexp) []int {
	pl := plans[re]
	if !pl.maybe(p.low) {
		return nil
	}
	var m []int
	if pl != nil && pl.anchor != nil {
		m = pl.anchor.find(p.low, 0, re.NumSubexp() > 0, p.starts())
	} else if re.NumSubexp() == 0 {
		m = re.FindStringIndex(p.low) // cheaper: no captures to track
	} else {
		m = re.FindStringSubmatchIndex(p.low)
	}
	if m != nil {
		p.marks = append(p.marks, m[0])
	}
	return m
}

// findAll is every match of re (marking none).
func (p *parsed) findAll(re *regexp.Regexp) [][]int {
	pl := plans[re]
	if !pl.maybe(p.low) {
		return nil
	}
	if pl != nil && pl.anchor != nil {
		return pl.anchor.findAll(p.low, p.starts())
	}
	return re.FindAllStringSubmatchIndex(p.low, -1)
}

func (p *parsed) has(re *regexp.Regexp) bool { return p.find(re) != nil }

// sub is capture group i of match m ("" when it did not take part).
func (p *parsed) sub(m []int, i int) string {
	if m == nil || m[2*i] < 0 {
		return ""
	}
	return p.low[m[2*i]:m[2*i+1]]
}

func (p *parsed) num(m []int, i int) int { return number(p.sub(m, i)) }

func (p *parsed) scan() {
	p.scanEpisodes()
	p.scanVideo()
	p.scanAudio()
	p.scanGroup()
	p.years = yearsIn(p.low, p.yearBuf[:0])
	p.word(wEdition)
	p.scanOther()
	p.scanPart()
	p.scanLeadNumber()
	p.scanBareNumber()
}

func (p *parsed) info() Info {
	_, _, year := p.region()
	i := p.out
	i.Year = year
	if year == 0 && isYear(i.SeasonStart) {
		i.Year = i.SeasonStart // "S2014E18", "1940x01": a season named by its year
	}
	if p.completeOnly && (year > 0 || p.is3D) {
		i.FullSeason = false // "Pacific.Rim.3D.2013.COMPLETE.BLURAY": a film
	}
	if i.SeasonStart == 0 && (i.EpisodeStart > 0 || i.TotalEpisodes > 0 || i.FullSeason) {
		// Episodes without a season number: nearly always a show with
		// one season (a Chinese drama, a first anime cour).
		i.SeasonStart, i.SeasonEnd = 1, 1
	}
	if i.SeasonEnd < i.SeasonStart {
		i.SeasonEnd = i.SeasonStart
	}
	if i.EpisodeEnd < i.EpisodeStart {
		i.EpisodeEnd = i.EpisodeStart
	}
	if i.SeasonStart > 0 && i.EpisodeStart == 0 {
		i.FullSeason = true
	}
	i.IsTV = i.SeasonStart > 0
	return i
}
