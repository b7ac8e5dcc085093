package release

// A name's word starts, found once and chained by first byte, so each
// vocabulary list is tried only where one of its spellings can stand.

func (p *parsed) starts() []int {
	if p.wordAt == nil {
		p.wordAt = wordStarts(p.low, p.buf[16:16:48])
	}
	return p.wordAt
}

// byByte chains the word starts by their first byte: head[c] is 1 + the
// index in starts of the first word that begins with c, next[k] that of
// the word after starts[k] with the same first byte (0: none). A list is
// then tried only at the words that begin with one of its bytes.
type byByte struct {
	head    [256]uint8
	next    []uint8
	nextBuf [32]uint8
}

func (p *parsed) chains() *byByte {
	if p.chain == nil {
		starts := p.starts()
		c := &p.byByte
		if c.next = c.nextBuf[:]; len(starts) > len(c.nextBuf) {
			c.next = make([]uint8, len(starts))
		}
		for k := len(starts) - 1; k >= 0; k-- {
			b := p.low[starts[k]]
			c.next[k] = c.head[b]
			c.head[b] = uint8(k + 1)
		}
		p.chain = c
	}
	return p.chain
}

// wordFrom is where the earliest whole-word spelling of w at or after
// from starts (-1: none) and which one, for a from that is 0 or follows
// a byte that is no word byte.
func (p *parsed) wordFrom(w words, from int) (int, string) {
	if w.inner || w.odd {
		i, lit := w.index(p.low[from:])
		if i >= 0 {
			i += from
		}
		return i, lit
	}
	starts := p.starts()
	if len(starts) > 255 {
		for len(starts) > 0 && starts[0] < from {
			starts = starts[1:]
		}
		return w.indexAt(p.low, starts)
	}
	ch := p.chains()
	best, which := -1, ""
	for b, c := range w.bytes {
		for k := ch.head[c]; k != 0; k = ch.next[k-1] {
			i := starts[k-1]
			if best >= 0 && i >= best {
				break
			}
			if i < from {
				continue
			}
			if lit := w.inBucket(p.low, i, b); lit != "" {
				best, which = i, lit
				break
			}
		}
	}
	return best, which
}

// wordAfter is w.index(p.low[from:]) for a from that follows a byte that
// is no word byte (or is 0).
func (p *parsed) wordAfter(w words, from int) (int, string) {
	i, lit := p.wordFrom(w, from)
	if i >= 0 {
		i -= from
	}
	return i, lit
}
