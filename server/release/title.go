package release

import (
	"strings"
	"unicode"
)

// firstMark is where the first technical word at or after from starts.
func (p *parsed) firstMark(from int) int {
	end := p.groupAt
	for _, m := range p.marks {
		if m >= from && m < end {
			end = m
		}
	}
	return end
}

// region finds the span of the name that holds the title, and the year:
// the last year-like number after the title's first word and before the
// technical words (so "Blade Runner 2049 2017" is 2017, "1917" a title).
func (p *parsed) region() (start, end, year int) {
	if !p.spanDone {
		start, end, year = p.findRegion()
		p.span, p.spanDone = [3]int{start, end, year}, true
	}
	return p.span[0], p.span[1], p.span[2]
}

func (p *parsed) findRegion() (start, end, year int) {
	list, rest := p.leadingBrackets()
	var keep []bracket
	for _, b := range list {
		if !p.junk(b) {
			keep = append(keep, b)
		}
	}
	start = p.skipLeadingLabels(p.skipLeadingJunk(rest))
	if p.lead[1] > 0 && start == p.lead[0] {
		start = p.lead[1]
	}
	switch {
	case len(keep) == 0:
	case p.titleBracket(keep[0], len(keep)):
		start = keep[0].open
	default:
		if p.out.Group == "" {
			p.out.Group = strings.TrimSpace(p.raw[keep[0].from:keep[0].to])
		}
		// "[Sub][Group] Title [01]" has the title after the brackets;
		// "[Sub][Title][01][1080p]" and "【Sub】【Title】【01】GB" in one.
		afterJunk := list[len(list)-1] != keep[len(keep)-1]
		if len(keep) > 1 && (rest >= p.firstMark(rest) || afterJunk) {
			start = keep[1].from
			end = min(keep[1].to, p.firstMark(start))
			// "[Sub][斗罗大陆][Anime Title][215]": the English title in the
			// next bracket.
			if len(keep) > 2 && keep[2].open == skipSpaces(p.text, keep[1].next) && hasCJK(p.text[keep[1].from:keep[1].to]) &&
				!hasCJK(p.text[keep[2].from:keep[2].to]) && p.firstMark(keep[2].from) > keep[2].from {
				p.enSpan = [2]int{keep[2].from, min(keep[2].to, p.firstMark(keep[2].from))} // "[Title S2]"
			}
		}
	}
	if end == 0 {
		// max: a mark before the title's start (a one-word name whose only
		// word is technical, "X264 A") leaves the title empty, not reversed.
		end = p.dashTitleEnd(start, max(start, p.firstMark(start)))
		if m := p.cnSeasonEnd(end); m != nil {
			p.skip = [2]int{end, end + m[1]} // the season words are no title
			end = p.firstMark(end + m[1])
		}
		// A bracket ends the title, and so does a parenthesis: "Le.Prestige.
		// (The.Prestige)", "The Office (US)" hold an alternate or a country.
		from := max(start, p.skip[1]) // the bar of "第3季 | Series" is passed
		if cut := strings.IndexAny(p.text[from:max(from, end)], "[【|｜(（"); cut > 0 || (cut == 0 && from > start) {
			end = from + cut
			p.englishAfter(start, end)
		}
	}
	for _, y := range p.years {
		if y[0] > start && y[0] < end {
			year = y[1]
		}
	}
	if year > 0 {
		for _, y := range p.years {
			if y[1] == year && y[0] > start {
				end = min(end, y[0])
			}
		}
		return start, end, year
	}
	for _, y := range p.years {
		if y[0] >= end {
			return start, end, y[1]
		}
	}
	return start, end, 0
}

// titles splits the title span into its Chinese and English words.
func (p *parsed) titles() (cn, en string) {
	start, end, _ := p.region()
	if start >= end {
		return "", ""
	}
	text := p.text[start:end]
	if p.skip[1] > start && p.skip[1] <= end {
		text = p.text[start:p.skip[0]] + " " + p.text[p.skip[1]:end]
	}
	words := strings.FieldsFunc(text, titleSeparator)
	var cnWords, enWords []string
	for _, w := range words {
		w = strings.Trim(w, "-~+&")
		switch {
		case w == "" || isCategory(w):
		case hasCJK(w):
			cnWords = append(cnWords, w)
		default:
			enWords = append(enWords, w)
		}
	}
	en = strings.Join(enWords, " ")
	if p.enSpan[1] > 0 {
		en = strings.TrimSpace(strings.Trim(p.text[p.enSpan[0]:p.enSpan[1]], " -"))
	}
	if i := indexAka(en); i > 0 {
		en = en[:i]
	}
	return strings.Join(cnWords, " "), en
}

func hasCJK(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && (unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul)) {
			return true
		}
	}
	return false
}

// skipLeadingLabels passes the codec and resolution words a name starts
// with: "h265 - HEVC Riddick Unrated …" is Riddick.
func (p *parsed) skipLeadingLabels(start int) int {
	at := start
	for at < len(p.low) {
		for at < len(p.low) && (p.low[at] == ' ' || p.low[at] == '-') {
			at++
		}
		w := p.low[at:]
		if i := strings.IndexByte(w, ' '); i >= 0 {
			w = w[:i]
		}
		if w == "" || !leadingLabels[w] {
			break
		}
		at += len(w)
	}
	if at == start || at >= len(p.low) || p.firstMark(at) == at {
		return start
	}
	return at
}

var leadingLabels = map[string]bool{"h265": true, "h264": true, "x265": true, "x264": true, "hevc": true, "avc": true,
	"2160p": true, "1080p": true, "720p": true}

// indexAka is strings.Index(strings.ToLower(en), " aka "), without the
// lower-cased copy when en is ASCII (as it nearly always is).
func indexAka(en string) int {
	for i := 0; i < len(en); i++ {
		if en[i] >= 0x80 {
			return strings.Index(strings.ToLower(en), " aka ")
		}
	}
	for i := 0; i+5 <= len(en); i++ {
		if en[i] == ' ' && en[i+4] == ' ' && strings.EqualFold(en[i+1:i+4], "aka") {
			return i
		}
	}
	return -1
}

// titleSeparator splits a title's words: spaces, brackets, slashes and
// the like, half- and full-width.
func titleSeparator(r rune) bool {
	switch r {
	case ' ', '[', ']', '【', '】', '(', ')', '（', '）', '/', '／', '|', '｜', '「', '」', '《', '》', '★', ':', '：', ',', '，', '·':
		return true
	}
	return false
}

// cnSeasonEnd is reCNSeasonEnd's match at low[end:], its hint checked
// before the pattern runs.
func (p *parsed) cnSeasonEnd(end int) []int {
	if !maybe(reCNSeasonEnd, p.low[end:]) {
		return nil
	}
	return reCNSeasonEnd.FindStringIndex(p.low[end:])
}
