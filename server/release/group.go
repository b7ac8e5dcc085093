package release

import (
	"regexp"
	"strings"
	"unicode"
)

// scanGroup reads the release group at the end of the name: "-CMCT",
// "-TnP@MTeam" (group before '@', the site after), " - YIFY", "-喵萌奶茶屋",
// "x264 KCRT" (a word after the technical ones), "(… x265 Kappa)", a
// trailing "[QxR]"; reposters' suffixes and site tags are dropped first.
func (p *parsed) scanGroup() {
	end := p.trimTail(len(p.low))
	if p.fansubStyle() {
		// "[Group] Title - 05 [1080p]": the group leads (see findRegion);
		// a dashed one may still end it ("… [x264]-GRP").
		if !p.dottedTag(end) {
			p.setGroup(0, end, false)
		}
		return
	}
	// "(… x265 Kappa)", "(… English - Goki TAoE)", "[1080p x265 10bit
	// S87 Joy]": the group closes a parenthesis or a bracket of labels; a
	// parenthesis that holds none ("-VARYG (Blue Lock, Multi-Subs)") is
	// passed over.
	if p.collective(end) {
		return
	}
	if end > 0 && (p.low[end-1] == ')' || p.low[end-1] == ']') {
		if open := strings.LastIndexAny(p.low[:end], "(["); open >= 0 {
			inner := p.low[open+1 : end-1]
			if dash := strings.LastIndex(inner, " - "); dash >= 0 && len(strings.Fields(inner[dash:])) <= 3 {
				f := strings.Fields(inner[dash:])
				if p.set(end-1-len(f[len(f)-1]), end-1) {
					return
				}
			}
			if (p.low[end-1] == ')' || strings.Contains(inner, " ")) && p.groupIn(open+1, end-1) {
				return
			}
			if p.low[end-1] == ')' {
				end = len(strings.TrimRight(p.low[:open], " "))
			}
		}
	}
	if !p.groupIn(0, end) && strings.Contains(p.low, "][") {
		p.bracketGroup()
	}
}

// collective takes a collective's tag that ends the name after its
// encoder: "-TheSickle[TAoE])", "…5.1.Goki.TAoE".
func (p *parsed) collective(end int) bool {
	s := strings.TrimRight(p.low[:end], ")")
	s = strings.TrimSuffix(s, "]")
	i := strings.LastIndexAny(s, " [")
	return i > 0 && collectives[s[i+1:]] && p.set(i+1, len(s))
}

// trimTail drops site tags, reposters' suffixes, a trailing language and
// an 8-digit CRC from the end; it returns where the rest ends.
func (p *parsed) trimTail(end int) int {
	for {
		s := strings.TrimRight(p.low[:end], " -")
		switch {
		case strings.HasSuffix(s, "]"):
			open := strings.LastIndexByte(s, '[')
			if open < 0 {
				return len(s)
			}
			tag := strings.TrimSpace(s[open+1 : len(s)-1])
			if !siteTags[tag] && !isCRC(tag) && !strings.Contains(tag, " com") && !strings.Contains(tag, " org") && !strings.HasPrefix(tag, "www") {
				return len(s)
			}
			end = open
		default:
			i := strings.LastIndexAny(s, "- ")
			w := s[i+1:]
			if i < 0 || !(repostSuffixes[w] && s[i] == '-' || sampleSuffixes[w] || hasAnyPrefix(w, repostPrefixes) && s[i] == '-' ||
				trailingLanguages[w] && p.groupBefore(s[:i]) || trailingAudio[w] && strings.Contains(s[:i], "-")) {
				return len(s)
			}
			end = i
		}
	}
}

// groupBefore: "-SKGTV English" has a dashed group before the language.
func (p *parsed) groupBefore(s string) bool {
	i := strings.LastIndexAny(s, "- ")
	return i >= 0 && s[i] == '-'
}

// groupIn finds the group at the end of low[from:end].
func (p *parsed) groupIn(from, end int) bool {
	s := p.low[from:end]
	if at := strings.LastIndexByte(s, '@'); at >= 0 && !strings.ContainsAny(s[at:], " -") {
		// "-TnP@MTeam": the group before the site's tag; "WEB-DL@ADWeb": after.
		if k := strings.LastIndexAny(s[:at], "- ") + 1; at-k == 1 && isLetter(s[k]) {
			return p.set(from+k, end) // "-h@mster": one letter is no group
		}
		if p.setGroup(from, from+at, true) {
			return true
		}
		return p.set(from+at+1, end)
	}
	if strings.HasSuffix(s, "]") {
		// "… x264 [QxR]": a one-word ASCII tag, never on a fansub name
		// (whose trailing brackets are labels: [1080p][简体]).
		open := strings.LastIndexByte(s, '[')
		tag := s[open+1 : len(s)-1]
		if dash := strings.LastIndexByte(s[:max(open, 0)], '-'); open > 0 && dash >= 0 && isWord(s[dash+1:open]) && dash+1 < open &&
			p.set(from+dash+1, from+open) {
			return true // "XviD-2HD[AOEU]": the group, then a tag glued on
		}
		if open > 0 && !strings.ContainsAny(tag, " ") && !hasCJK(tag) && p.set(from+open+1, end-1) {
			p.groupAt = from + open
			return true
		}
	}
	return p.setGroup(from, end, false)
}

// setGroup takes the last word of low[from:end] when a '-' or a
// technical word comes before it.
func (p *parsed) setGroup(from, end int, atSign bool) bool {
	s := p.low[from:end]
	for _, g := range multiPartGroups {
		if strings.HasSuffix(s, g) && len(s) > len(g) && strings.ContainsRune("- ", rune(s[len(s)-len(g)-1])) {
			return p.set(end-len(g), end)
		}
	}
	if by := strings.LastIndex(s, " by "); by > 0 && len(strings.Fields(s[by+4:])) <= 2 && techBefore(s[:by]) {
		return p.set(from+by+4, end) // "… WEB-DLRip by Seven", "DLMux by UBi"
	}
	i := strings.LastIndexAny(s, "- ")
	if i < 0 {
		return false
	}
	w := s[i+1:]
	if strings.ContainsAny(w, "[]()【】") {
		return false
	}
	// A Chinese group needs a group's word (字幕组) or a '-' after a
	// technical word ("x264-喵萌奶茶屋"); "4K 国语中字" is no group.
	cjkOK := !hasCJK(w) || reGroupish.MatchString(w) || (s[i] == '-' && techBefore(s[:i]))
	switch {
	case !cjkOK:
	case s[i] == '-' && len(p.marks) > 0:
		// "XviD.Etc-Group", "x264-MARINE-FORD": a group of two parts
		// after the technical words.
		j := strings.LastIndexAny(s[:i], "- ")
		if j > 0 && i-j > 2 && isWord(s[j+1:i]) && !strings.HasSuffix(s[j+1:i], "kbps") && !techWord(s[j+1:i]) && !notGroups[s[j+1:i]] && !allDigits(s[j+1:i]) && techBefore(s[:j]) {
			return p.set(from+j+1, end)
		}
		return p.set(from+i+1, end)
	case (s[i] == ' ' && techBefore(s[:i]) && len(p.marks)+len(p.years) > 0) || (len(p.marks) > 0 && (strings.HasSuffix(s[:i+1], " - ") || atSign)):
		return p.set(from+i+1, end)
	case s[i] == ' ' && hasCJK(w) && reGroupish.MatchString(w):
		return p.set(from+i+1, end) // "… 1080p 织梦字幕组"
	case s[i] == ' ' && p.raw[from+i] == '.' && len(p.marks) > 0:
		// "x264-GROUP.VTV": a dashed group and its dotted tag, one name.
		j := strings.LastIndexAny(s[:i], "- ")
		if j > 0 && s[j] == '-' && isWord(s[j+1:i]) && techBefore(s[:j]) {
			return p.set(from+j+1, end)
		}
	}
	return false
}

// set makes text[from:to] the group when it can be one.
func (p *parsed) set(from, to int) bool {
	r := p.raw[from:to]
	g := strings.TrimSpace(r) // with its dots: "E.N.D", "BEN.THE.MEN"
	low := p.lowerOf(g, from+strings.Index(r, g))
	if g == "" || g[0] == '#' || isDigit(low[0]) && reRate.MatchString(low) || labelParts(low) || strings.HasSuffix(low, "fake") || (low[0] == 's' || low[0] == 'e') && reEpToken.MatchString(low) || notGroups[low] || allDigits(low) || isCRC(low) || trailingLanguages[low] || techWord(low) && !p.tvGroup(low, from) {
		return false
	}
	p.out.Group, p.groupAt = g, from
	for p.groupAt > 0 && (p.text[p.groupAt-1] == '-' || p.text[p.groupAt-1] == ' ') {
		p.groupAt--
	}
	return true
}

// reRate is a bit or frame rate ("120fps", "19 1mbits"), never a group.
var reRate = regexp.MustCompile(`^\d+(?:fps|mbits|kbps|mbps)$`)

// labelParts: a dashed tag of labels ("HTDV-480p") is no group.
func labelParts(low string) bool {
	a, b, ok := strings.Cut(low, "-")
	return ok && (techWord(a) || techWord(b) || wRes.in(b))
}

// isWord: ASCII letters and digits only.
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isWordByte(s[i]) || s[i] == '_' {
			return false
		}
	}
	return true
}

func (p *parsed) fansubStyle() bool {
	return strings.HasPrefix(p.low, "[") || strings.HasPrefix(p.low, "【")
}

func hasAnyPrefix(s string, list []string) bool {
	for _, x := range list {
		if strings.HasPrefix(s, x) {
			return true
		}
	}
	return false
}

func isCRC(s string) bool {
	if len(s) != 8 {
		return false
	}
	for _, r := range s {
		if !unicode.Is(unicode.ASCII_Hex_Digit, r) {
			return false
		}
	}
	return true
}

// tvGroup: "-SDTV", "-UHDTV" ending a name whose source an earlier word
// named ("720p.HDTV.x264.CZ-SDTV") are the group's name, not a source.
func (p *parsed) tvGroup(low string, from int) bool {
	if (low != "sdtv" && low != "uhdtv") || from == 0 || p.low[from-1] != '-' {
		return false
	}
	before := p.low[:from-1]
	return wHDTV.in(before) || wWebDL.in(before) || wWebRip.in(before) || reBluRay.MatchString(before)
}

// bracketGroup is a one-word bracket before a bracket of labels in a
// scene-style name: "Show.Name.-.476-479.(2007).[HorribleSubs][WEBRip]".
func (p *parsed) bracketGroup() {
	for i := strings.Index(p.low, "]["); i > 0; {
		open := strings.LastIndexByte(p.low[:i], '[')
		if open >= 0 && isWord(p.low[open+1:i]) && !allDigits(p.low[open+1:i]) && p.set(open+1, i) {
			return
		}
		next := strings.Index(p.low[i+2:], "][")
		if next < 0 {
			return
		}
		i += 2 + next
	}
}

// dottedTag is a fansub's scene-style trailing tag: "[AnimeRG].Show.Name.
// -.03.[720p].[WEB-DL].[JRR]" (the brackets joined by dots).
func (p *parsed) dottedTag(end int) bool {
	s := p.low[:end]
	if !strings.HasSuffix(s, "]") || !strings.Contains(p.raw, "].[") {
		return false
	}
	open := strings.LastIndexByte(s, '[')
	return open > 0 && p.raw[open-1] == '.' && isWord(s[open+1:end-1]) && isLetter(s[open+1]) && p.set(open+1, end-1)
}

// lowerOf is strings.ToLower(g) for g at raw[at:], taken from low without
// a copy when g is plain ASCII with no '.' or '_' (which low turned into
// spaces).
func (p *parsed) lowerOf(g string, at int) string {
	for i := 0; i < len(g); i++ {
		if c := g[i]; c >= 0x80 || c == '.' || c == '_' {
			return strings.ToLower(g)
		}
	}
	return p.low[at : at+len(g)]
}
