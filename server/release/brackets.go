package release

import "strings"

// bracket is one leading [..] or 【..】 of a name.
type bracket struct{ open, from, to, next int }

// leadingBrackets lists the brackets a name starts with, skipping the
// "★10月新番★" banners fansubs put between them; rest is where the
// text after them starts.
func (p *parsed) leadingBrackets() (list []bracket, rest int) {
	if !p.bracketsDone { // read three times a name; the callers only read the list
		p.brackets, p.bracketsRest = p.findLeadingBrackets()
		p.bracketsDone = true
	}
	return p.brackets, p.bracketsRest
}

func (p *parsed) findLeadingBrackets() (list []bracket, rest int) {
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
	case next >= 0 && isCategory(strings.TrimSpace(t[after:after+next])):
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
	if junkTag(content) || isCategory(strings.TrimSpace(content)) {
		return true
	}
	// A bracket that starts with a technical word ([1080p], [WebRip …])
	// or is a number ([2002], [04]); "[寻剑 第1季]" is a title with its season.
	c := strings.TrimSpace(content)
	return allDigits(c) || endTags[c] || p.markIn(b.open, skipSpaces(p.low, b.from)+1)
}

// endTags close a fansub's last episode: 【END】, [完].
var endTags = map[string]bool{"end": true, "fin": true, "完": true, "完结": true, "final": true}

func (p *parsed) markIn(from, to int) bool {
	for _, m := range p.marks {
		if m >= from && m < to {
			return true
		}
	}
	return false
}

// titleBracket tells a bracketed Chinese title ("[流浪地球].The.Wandering.
// Earth.2019…") from a fansub group ("[ANi] 葬送的芙莉蓮 - 05 [1080P]").
func (p *parsed) titleBracket(b bracket, kept int) bool {
	content := p.low[b.from:b.to]
	if b.next < len(p.raw) && p.raw[b.next] == '.' && hasCJK(content) {
		return true // "[流浪地球].The.Wandering.Earth…"; "[XCT].Le.Prestige…" is a group
	}
	return kept == 1 && hasCJK(content) && !reGroupish.MatchString(content) &&
		!strings.ContainsAny(p.text[b.next:], "[【") && !(maybe(reDashEp, p.low) && reDashEp.MatchString(p.low))
}
