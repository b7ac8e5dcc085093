// Package bencode reads and writes BitTorrent's bencoding, enough for
// .torrent files: the info-hash is the SHA-1 of the info dictionary's exact
// bytes, so decoding keeps those bytes instead of re-encoding them.
package bencode

import (
	"bytes"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strconv"
)

// Encode writes v: string, []byte, int, int64, []any, map[string]any.
func Encode(v any) []byte {
	var b bytes.Buffer
	encode(&b, v)
	return b.Bytes()
}

func encode(b *bytes.Buffer, v any) {
	switch x := v.(type) {
	case string:
		fmt.Fprintf(b, "%d:%s", len(x), x)
	case []byte:
		fmt.Fprintf(b, "%d:", len(x))
		b.Write(x)
	case int:
		fmt.Fprintf(b, "i%de", x)
	case int64:
		fmt.Fprintf(b, "i%de", x)
	case []any:
		b.WriteByte('l')
		for _, e := range x {
			encode(b, e)
		}
		b.WriteByte('e')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // bencoding requires sorted keys
		b.WriteByte('d')
		for _, k := range keys {
			encode(b, k)
			encode(b, x[k])
		}
		b.WriteByte('e')
	default:
		panic(fmt.Sprintf("bencode: cannot encode %T", v))
	}
}

// ErrInvalid is any malformed input.
var ErrInvalid = errors.New("bencode: not a valid .torrent file")

// Torrent is what the console needs of a .torrent file.
type Torrent struct {
	Name     string
	InfoHash string // 40 lower-case hex digits (v1)
	Size     int64  // total bytes of the files
}

// ParseTorrent reads a .torrent: its name, size and info-hash.
func ParseTorrent(data []byte) (Torrent, error) {
	d := &decoder{data: data}
	top, err := d.value(0)
	if err != nil || d.pos != len(data) {
		return Torrent{}, ErrInvalid
	}
	m, ok := top.(map[string]any)
	if !ok || d.infoEnd == 0 {
		return Torrent{}, ErrInvalid
	}
	info, _ := m["info"].(map[string]any)
	sum := sha1.Sum(data[d.infoStart:d.infoEnd])
	t := Torrent{InfoHash: hex.EncodeToString(sum[:])}
	t.Name, _ = info["name"].(string)
	if n, ok := info["length"].(int64); ok {
		t.Size = n
	}
	files, _ := info["files"].([]any)
	for _, f := range files {
		if fm, ok := f.(map[string]any); ok {
			n, _ := fm["length"].(int64)
			t.Size += n
		}
	}
	return t, nil
}

type decoder struct {
	data               []byte
	pos                int
	infoStart, infoEnd int
}

// value decodes one value; depth guards against hostile nesting.
func (d *decoder) value(depth int) (any, error) {
	if depth > 64 || d.pos >= len(d.data) {
		return nil, ErrInvalid
	}
	switch c := d.data[d.pos]; {
	case c == 'i':
		end := bytes.IndexByte(d.data[d.pos:], 'e')
		if end < 0 {
			return nil, ErrInvalid
		}
		n, err := strconv.ParseInt(string(d.data[d.pos+1:d.pos+end]), 10, 64)
		if err != nil {
			return nil, ErrInvalid
		}
		d.pos += end + 1
		return n, nil
	case c == 'l':
		d.pos++
		var out []any
		for d.pos < len(d.data) && d.data[d.pos] != 'e' {
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		d.pos++
		return out, nil
	case c == 'd':
		d.pos++
		out := map[string]any{}
		for d.pos < len(d.data) && d.data[d.pos] != 'e' {
			k, err := d.str()
			if err != nil {
				return nil, err
			}
			start := d.pos
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			if depth == 0 && k == "info" {
				d.infoStart, d.infoEnd = start, d.pos
			}
			out[k] = v
		}
		if d.pos >= len(d.data) {
			return nil, ErrInvalid
		}
		d.pos++
		return out, nil
	case c >= '0' && c <= '9':
		return d.str()
	}
	return nil, ErrInvalid
}

func (d *decoder) str() (string, error) {
	colon := bytes.IndexByte(d.data[d.pos:], ':')
	if colon < 0 {
		return "", ErrInvalid
	}
	n, err := strconv.Atoi(string(d.data[d.pos : d.pos+colon]))
	start := d.pos + colon + 1
	if err != nil || n < 0 || start+n > len(d.data) {
		return "", ErrInvalid
	}
	d.pos = start + n
	return string(d.data[start:d.pos]), nil
}
