package bencode

import (
	"strings"
	"testing"
)

// FuzzParseTorrent: no input panics, and what is accepted is coherent.
// Run: go test ./server/bencode -run '^$' -fuzz FuzzParseTorrent -fuzztime 60s
func FuzzParseTorrent(f *testing.F) {
	f.Add(torrentWith(nil))
	f.Add(torrentWith(map[string]string{"length": "", "files": "ld6:lengthi3e4:pathl1:xeed4:attr1:p6:lengthi7e4:pathl4:.pad1:7eee"}))
	f.Add([]byte("d4:infod9:file treed1:ad0:d6:lengthi5e11:pieces root32:" + strings.Repeat("r", 32) +
		"eee12:meta versioni2e4:name1:a12:piece lengthi16384eee"))
	f.Add([]byte("d4:info9223372036854775807:abce"))
	f.Add([]byte("d1:x" + strings.Repeat("l", 200) + strings.Repeat("e", 200) + "e"))
	f.Add([]byte("i-0e"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := ParseTorrent(data)
		if err != nil {
			return
		}
		if got.Size < 0 || got.Size > maxTotal || len(got.InfoHash) != 40 || len(got.Hashes()) == 0 {
			t.Fatalf("accepted an incoherent torrent: %+v", got)
		}
		if again, err := ParseTorrent(append(data[:len(data):len(data)], '\n')); err != nil || again != got {
			t.Fatalf("a trailing newline changed it: %+v, %v", again, err)
		}
	})
}
