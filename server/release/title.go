package release

import (
	"strings"
	"unicode"
)

// bracket is one leading [..] or 【..】 of a name.
type bracket struct{ open, from, to, next int }

// leadingBrackets lists the brackets a name starts with, skipping the
// "★10月新番★" banners fansubs put between them; rest is where the
// text after them starts.
func (p *parsed) leadingBrackets() (list []bracket, rest int) {
	t := p.text
	pos := skipSpaces(t, 0)
	for pos < len(t) {
		switch {
		case strings.HasPrefix(t[pos:], "★"):
			pos = skipBanner(t, pos+len("★"))
			continue
		case t[pos] == '[' || strings.HasPrefix(t[pos:], "【"):
			from := pos + 1
			if t[pos] != '[' {
				from = pos + len("【")
			}
			to := strings.IndexAny(t[from:], "]】")
			if to < 0 {
				return list, pos
			}
			to += from
			next := to + 1
			if t[to] != ']' {
				next = to + len("】")
			}
			list = append(list, bracket{pos, from, to, next})
			pos = skipSpaces(t, next)
			continue
		}
		break
	}
	return list, pos
}

// skipBanner skips "★10月新番★", or a lone "★4月新番 " up to the next
// bracket; a lone "★" before a title skips only itself.
func skipBanner(t string, after int) int {
	closing, next := strings.Index(t[after:], "★"), strings.IndexAny(t[after:], "[【")
	switch {
	case closing >= 0 && (next < 0 || closing < next):
		return skipSpaces(t, after+closing+len("★"))
	case next >= 0 && reCategory.MatchString(strings.TrimSpace(t[after:after+next])):
		return after + next
	}
	return skipSpaces(t, after)
}

func skipSpaces(s string, i int) int {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i
}

// junk reports a leading bracket that is neither group nor title: a
// site's advert, a category tag, a bracket of technical words.
func (p *parsed) junk(b bracket) bool {
	content := p.low[b.from:b.to]
	if reJunkTag.MatchString(content) || reCategory.MatchString(strings.TrimSpace(content)) {
		return true
	}
	return p.markIn(b.open, b.next)
}

func (p *parsed) markIn(from, to int) bool {
	for _, m := range p.marks {
		if m >= from && m < to {
			return true
		}
	}
	return false
}

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
	if p.span == nil {
		start, end, year = p.findRegion()
		p.span = &[3]int{start, end, year}
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
	start = rest
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
		}
	}
	if end == 0 {
		end = p.firstMark(start)
		if cut := strings.IndexAny(p.text[start:end], "[【|｜"); cut > 0 {
			end = start + cut
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

// titleBracket tells a bracketed Chinese title ("[流浪地球].The.Wandering.
// Earth.2019…") from a fansub group ("[ANi] 葬送的芙莉蓮 - 05 [1080P]").
func (p *parsed) titleBracket(b bracket, kept int) bool {
	if b.next < len(p.raw) && p.raw[b.next] == '.' {
		return true
	}
	content := p.low[b.from:b.to]
	return kept == 1 && hasCJK(content) && !reGroupish.MatchString(content) &&
		!strings.ContainsAny(p.text[b.next:], "[【") && !(maybe(reDashEp, p.low) && reDashEp.MatchString(p.low))
}

// titles splits the title span into its Chinese and English words.
func (p *parsed) titles() (cn, en string) {
	start, end, _ := p.region()
	if start >= end {
		return "", ""
	}
	words := strings.FieldsFunc(p.text[start:end], func(r rune) bool {
		return r == ' ' || strings.ContainsRune("[]【】()（）/／|｜「」《》★:：,，", r)
	})
	var cnWords, enWords []string
	for _, w := range words {
		w = strings.Trim(w, "-~+&")
		switch {
		case w == "" || reCategory.MatchString(w):
		case hasCJK(w):
			cnWords = append(cnWords, w)
		default:
			enWords = append(enWords, w)
		}
	}
	en = strings.Join(enWords, " ")
	if i := strings.Index(strings.ToLower(en), " aka "); i > 0 {
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
