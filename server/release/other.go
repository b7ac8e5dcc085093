package release

import (
	"regexp"
	"strings"
)

var (
	// Words that end a title without being a label the filters show:
	// languages and dubs, TV standards, scene tags, 3D. Not at a name's
	// first word ("French.Kiss.1995" is a title).
	wOther = w("french", "truefrench", "vff", "vfq", "vostfr", "german", "swissgerman", "multi", "multisubs",
		"italian", "ita", "spanish", "castellano", "latino", "english", "dubbed", "subbed", "hardsub", "pal", "ntsc",
		"secam", "vo+vff", "vo+vfq", "stv", "readnfo", "nfofix", "convert", "doku", "theatrical", "ac3d", "dl", "3d", "hsbs", "h-sbs",
		"half-sbs", "sbs", "half-ou", "hou")
	// Labels with no field of their own that still end a title and may
	// come before a group: old codecs, cinema and tape sources.
	wLabels = w("xvid", "divx", "hdcam", "camrip", "vhsrip", "telesync", "hdts", "dvdscr")
	w3D     = w("3d", "hsbs", "h-sbs", "half-sbs", "sbs", "half-ou", "hou")
	// An edition or a kind of release named after the title ends it, a
	// year after it or not: "THEATRICAL EDITION (2001)", "Ultimate Fan
	// Collection", "Kyouso Giga ONA v2".
	// The "… edition" ones are looked for only when "edition" is there.
	wEditionEnd   = w("ultimate fan", "open matte", "xxx", "ona", "ova", "oad")
	wEditionNamed = w("special edition", "theatrical edition", "collectors edition", "collector's edition", "ultimate edition")
	// Leading text that is no title: a site's address ("www.Torrenting.com
	// - "), a posting date ("2022.8.2.").
	// An air date written month-day-year.
	reDateMDY = regexp.MustCompile(`\b\d{1,2}-\d{1,2}-(?:19|20)\d\d\b`)
	// A film's bonus by its number: "…Lighted_Stage-x09-Between_Sun_and_Moon".
	reBonus       = regexp.MustCompile(`-x\d{1,2}-`)
	reLeadingJunk = regexp.MustCompile(`^(?:www [a-z0-9-]+ (?:com|net|org|cc|tv|me|to|io|info)(?: - | )|(?:19|20)\d\d \d{1,2} \d{1,2} )`)
)

// scanOther marks a wOther word after the first word when technical
// words follow it and no year does: "Die.Schluempfe.2.German.DL.1080p"
// ends at German; "Immersion.French.2011", "The_Italian_Job" are titles.
func (p *parsed) scanOther() {
	p.find(reDateMDY) // "Date.Show.03-29-2012" ends at its date
	for _, y := range p.years {
		if p.dateAt(y[0]) {
			p.marks = append(p.marks, y[0]) // "Show.101.Event.2010.11.23"
			break
		}
	}
	p.find(reBonus)
	first := strings.IndexByte(p.low, ' ') + 1
	if first <= 0 {
		return
	}
	if i, lit := p.wordAfter(wOther, first); i >= 0 {
		at := first + i
		if p.markIn(at+len(lit), len(p.low)+1) && (len(p.years) == 0 || p.years[len(p.years)-1][0] < at) {
			p.marks = append(p.marks, at)
		}
	}
	if i, _ := p.wordAfter(wEditionEnd, first); i >= 0 {
		p.marks = append(p.marks, first+i)
	}
	if strings.Contains(p.low, "edition") {
		if i, _ := p.wordAfter(wEditionNamed, first); i >= 0 {
			p.marks = append(p.marks, first+i)
		}
	}
	p.editionBeforeYear(first)
	if i, _ := p.wordAfter(w3D, first); i >= 0 {
		p.is3D = true
		p.marks = append(p.marks, first+i)
	}
}

// skipLeadingJunk moves a title's start past a site address or a date.
func (p *parsed) skipLeadingJunk(start int) int {
	t := p.low[start:]
	if !strings.HasPrefix(t, "www ") && !strings.HasPrefix(t, "19") && !strings.HasPrefix(t, "20") {
		return start // what the pattern begins with
	}
	if m := reLeadingJunk.FindStringIndex(t); m != nil {
		return start + m[1]
	}
	return start
}

// editionBeforeYear marks an edition's short form (SE, DC, OM) right
// before a year: "Aliens.SE.1986", "Alien DC (1979)", "Trials.OM.2015".
func (p *parsed) editionBeforeYear(first int) {
	for _, y := range p.years {
		k := y[0]
		for k > 0 && (p.low[k-1] == ' ' || p.low[k-1] == '(') {
			k--
		}
		j := strings.LastIndexByte(p.low[:k], ' ') + 1
		if w := p.low[j:k]; j >= first && (w == "se" || w == "dc" || w == "om") {
			p.marks = append(p.marks, j)
			return
		}
	}
}

// dateAt: a year-month-day air date starts at the year at i ("2010 11 23").
func (p *parsed) dateAt(i int) bool {
	s := p.low[i:]
	if len(s) < 10 || (s[4] != ' ' && s[4] != '-') || (s[7] != ' ' && s[7] != '-') || !allDigits(s[5:7]) || !allDigits(s[8:10]) ||
		(len(s) > 10 && isWordByte(s[10])) {
		return false
	}
	m, d := number(s[5:7]), number(s[8:10])
	return m >= 1 && m <= 12 && d >= 1 && d <= 31
}
