// Package bencode reads and writes BitTorrent's bencoding, enough for
// .torrent files: the info-hashes are the SHA-1 (v1) and SHA-256 (v2) of
// the info dictionary's exact bytes, so reading keeps those bytes' span
// instead of re-encoding them. Reading is as strict as libtorrent and
// bounded: see scan.go.
package bencode

import (
	"bytes"
	"fmt"
	"sort"
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
