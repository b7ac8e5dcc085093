package bencode

import (
	"bytes"
	"errors"
	"fmt"
)

// The decoder never builds a tree of values: it walks the bytes, checks
// them, and hands out spans. Memory is then the input plus a little stack,
// whatever the input holds (a list of millions of empty dictionaries
// allocates nothing). The limits are libtorrent's defaults
// (load_torrent_limits): a deeper or busier file is not a real torrent.
const (
	MaxTorrentSize = 10_000_000 // bytes; libtorrent's max_buffer_size
	maxDepth       = 100        // nesting; libtorrent's max_decode_depth
	maxTokens      = 3_000_000  // values; libtorrent's max_decode_tokens
)

// ErrInvalid is any malformed input; the errors returned wrap it with the
// reason (errors.Is(err, ErrInvalid) holds).
var ErrInvalid = errors.New("bencode: not a valid .torrent file")

func invalid(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, a...))
}

type scanner struct {
	data   []byte
	tokens int
}

// enter counts one value at depth against the limits.
func (s *scanner) enter(pos, depth int) error {
	if depth > maxDepth {
		return invalid("嵌套超过 %d 层", maxDepth)
	}
	if s.tokens++; s.tokens > maxTokens {
		return invalid("元素超过 %d 个", maxTokens)
	}
	if pos >= len(s.data) {
		return invalid("内容不完整")
	}
	return nil
}

// skip checks the value at pos and returns where it ends.
func (s *scanner) skip(pos, depth int) (int, error) {
	if err := s.enter(pos, depth); err != nil {
		return 0, err
	}
	switch c := s.data[pos]; {
	case c == 'i':
		_, end, err := s.integer(pos)
		return end, err
	case c >= '0' && c <= '9':
		_, end, err := s.str(pos)
		return end, err
	case c == 'l':
		return s.list(pos, depth, nil)
	case c == 'd':
		return s.dict(pos, depth, nil, false)
	}
	return 0, invalid("第 %d 字节不是合法的值", pos)
}

// integer reads a canonical iNe: no leading zeros, no -0, fits in int64.
func (s *scanner) integer(pos int) (int64, int, error) {
	p, neg := pos+1, false
	if p < len(s.data) && s.data[p] == '-' {
		neg, p = true, p+1
	}
	start := p
	var n int64
	for ; p < len(s.data) && s.data[p] >= '0' && s.data[p] <= '9'; p++ {
		d := int64(s.data[p] - '0')
		if n > (1<<63-1-d)/10 {
			return 0, 0, invalid("整数太大")
		}
		n = n*10 + d
	}
	digits := p - start
	switch {
	case p >= len(s.data) || s.data[p] != 'e' || digits == 0:
		return 0, 0, invalid("第 %d 字节的整数格式错误", pos)
	case s.data[start] == '0' && (digits > 1 || neg):
		return 0, 0, invalid("第 %d 字节的整数不规范（前导零或 -0）", pos)
	}
	if neg {
		n = -n
	}
	return n, p + 1, nil
}

// str reads N:bytes and returns the bytes' span; N is canonical and is
// compared with what is left before any addition, so no length overflows.
func (s *scanner) str(pos int) (start, end int, err error) {
	p, n := pos, 0
	left := len(s.data) - pos
	for ; p < len(s.data) && s.data[p] >= '0' && s.data[p] <= '9'; p++ {
		if n = n*10 + int(s.data[p]-'0'); n > left {
			return 0, 0, invalid("第 %d 字节的字符串长度超出文件", pos)
		}
	}
	if p >= len(s.data) || s.data[p] != ':' || (s.data[pos] == '0' && p-pos > 1) {
		return 0, 0, invalid("第 %d 字节的字符串长度格式错误", pos)
	}
	if n > len(s.data)-p-1 {
		return 0, 0, invalid("第 %d 字节的字符串长度超出文件", pos)
	}
	return p + 1, p + 1 + n, nil
}

// reader reads (and checks) the value at start, at nesting depth, and
// returns where it ends; nil means skip it. Each value is walked once.
type reader func(start, depth int) (int, error)

// list checks l...e, reading each element with each.
func (s *scanner) list(pos, depth int, each reader) (int, error) {
	if each == nil {
		each = s.skip
	}
	p := pos + 1
	for p < len(s.data) && s.data[p] != 'e' {
		end, err := each(p, depth+1)
		if err != nil {
			return 0, err
		}
		p = end
	}
	if p >= len(s.data) {
		return 0, invalid("列表没有结束")
	}
	return p + 1, nil
}

// dict checks d...e with string keys; of picks the reader of each key's
// value (nil: skip it). ordered: the keys must be sorted (as raw bytes)
// and unique. libtorrent asks that only of a v2 "file tree" and reads a
// v1 file with unsorted keys (its test_torrents/unordered.torrent loads),
// so elsewhere the readers refuse a repeated field instead (see once).
func (s *scanner) dict(pos, depth int, of func(key []byte) reader, ordered bool) (int, error) {
	p := pos + 1
	var prev []byte
	for i := 0; p < len(s.data) && s.data[p] != 'e'; i++ {
		if c := s.data[p]; c < '0' || c > '9' {
			return 0, invalid("第 %d 字节：字典的键不是字符串", p)
		}
		ks, ke, err := s.str(p)
		if err != nil {
			return 0, err
		}
		key := s.data[ks:ke]
		if ordered && i > 0 && bytes.Compare(prev, key) >= 0 {
			return 0, invalid("字典的键 %q 没有排序或重复", key)
		}
		prev = key
		read := reader(s.skip)
		if of != nil {
			if r := of(key); r != nil {
				read = r
			}
		}
		end, err := read(ke, depth+1)
		if err != nil {
			return 0, err
		}
		p = end
	}
	if p >= len(s.data) {
		return 0, invalid("字典没有结束")
	}
	return p + 1, nil
}
