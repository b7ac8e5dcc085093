package release

import "strings"

// words matches a few literal spellings as a whole word: the byte before
// is no ASCII letter or digit (unless inner), nor the byte after (unless
// open, for words that run on: "aac2", "truehd7"). It does what
// `\b(?:a|b)\b` does in one pass over the name, trying the spellings
// only where one of their first bytes stands: the vocabulary words are
// most of the matching Parse does.
type words struct {
	list        []string
	first       *[256]uint8 // 1 + the bucket of the spellings a byte begins
	buckets     [][]string  // the spellings by their first byte, in list order
	bytes       []byte      // each bucket's first byte
	open, inner bool
	odd         bool // a spelling starts with a byte that is no word byte
}

func w(list ...string) words      { return newWords(list, false, false) }
func wOpen(list ...string) words  { return newWords(list, true, false) }
func wInner(list ...string) words { return newWords(list, false, true) }

func newWords(list []string, open, inner bool) words {
	ws := words{list: list, first: new([256]uint8), open: open, inner: inner}
	for _, lit := range list {
		c := lit[0]
		if ws.first[c] == 0 {
			ws.buckets = append(ws.buckets, nil)
			ws.bytes = append(ws.bytes, c)
			ws.first[c] = uint8(len(ws.buckets))
		}
		ws.buckets[ws.first[c]-1] = append(ws.buckets[ws.first[c]-1], lit)
		ws.odd = ws.odd || !isWordByte(c)
	}
	return ws
}

// index is where the earliest whole-word spelling starts (-1: none) and
// which one it is (the first listed, when two start there).
func (w words) index(s string) (int, string) {
	for i := 0; i < len(s); i++ {
		if w.first[s[i]] == 0 || !w.inner && i > 0 && isWordByte(s[i-1]) {
			continue
		}
		if lit := w.at(s, i); lit != "" {
			return i, lit
		}
	}
	return -1, ""
}

// at is the first spelling that stands as a word at s[i:] ("" none).
func (w words) at(s string, i int) string { return w.inBucket(s, i, int(w.first[s[i]])-1) }

func (w words) inBucket(s string, i, b int) string {
	for _, lit := range w.buckets[b] {
		end := i + len(lit)
		if end <= len(s) && s[i:end] == lit && (w.open || end == len(s) || !isWordByte(s[end])) {
			return lit
		}
	}
	return ""
}

// indexAt is index(s) given starts, every offset of s where a word
// begins (see wordStarts): a name is read against some forty lists, so
// its word starts are found once.
func (w words) indexAt(s string, starts []int) (int, string) {
	if w.inner || w.odd {
		return w.index(s)
	}
	for _, i := range starts {
		if w.first[s[i]] == 0 {
			continue
		}
		if lit := w.at(s, i); lit != "" {
			return i, lit
		}
	}
	return -1, ""
}

// wordStarts are the offsets of s where a word byte follows none.
func wordStarts(s string, starts []int) []int {
	for i := 0; i < len(s); i++ {
		if isWordByte(s[i]) && (i == 0 || !isWordByte(s[i-1])) {
			starts = append(starts, i)
		}
	}
	return starts
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
	i, _ := p.wordFrom(w, 0)
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
