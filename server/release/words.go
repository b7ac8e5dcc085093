package release

import "strings"

// words matches a few literal spellings as a whole word: the byte before
// is no ASCII letter or digit (unless inner), nor the byte after (unless
// open, for words that run on: "aac2", "truehd7"). It does what
// `\b(?:a|b)\b` does, with strings.Index instead of a regexp scan: the
// vocabulary words are most of the matching Parse does.
type words struct {
	list        []string
	open, inner bool
}

func w(list ...string) words      { return words{list: list} }
func wOpen(list ...string) words  { return words{list: list, open: true} }
func wInner(list ...string) words { return words{list: list, inner: true} }

// index is where the earliest whole-word spelling starts (-1: none) and
// which one it is.
func (w words) index(s string) (int, string) {
	best, which := -1, ""
	for _, lit := range w.list {
		for from := 0; from <= len(s)-len(lit); {
			i := strings.Index(s[from:], lit)
			if i < 0 {
				break
			}
			i += from
			end := i + len(lit)
			if (w.inner || i == 0 || !isWordByte(s[i-1])) && (w.open || end == len(s) || !isWordByte(s[end])) {
				if best < 0 || i < best {
					best, which = i, lit
				}
				break
			}
			from = i + 1
		}
	}
	return best, which
}

func (w words) in(s string) bool {
	i, _ := w.index(s)
	return i >= 0
}

func isWordByte(c byte) bool {
	return c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// word reports whether w occurs, marking it as a technical word.
func (p *parsed) word(w words) bool {
	i, _ := w.index(p.low)
	if i >= 0 {
		p.marks = append(p.marks, i)
	}
	return i >= 0
}

// plainDD finds Dolby Digital written "DD5.1"/"DD 2.0"/"DD" (not DD+ or
// DDP, which are DDP).
func plainDD(s string) int {
	for from := 0; ; {
		i := strings.Index(s[from:], "dd")
		if i < 0 {
			return -1
		}
		i += from
		next := i + 2
		if (i == 0 || !isWordByte(s[i-1])) && (next == len(s) || s[next] == ' ' || ('0' <= s[next] && s[next] <= '9')) {
			return i
		}
		from = i + 1
	}
}

func (p *parsed) dd() bool {
	i := plainDD(p.low)
	if i >= 0 {
		p.marks = append(p.marks, i)
	}
	return i >= 0
}
