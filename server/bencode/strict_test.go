package bencode

import (
	"bytes"
	"errors"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// goodInfo is a valid single-file v1 info dictionary's fields, in order.
var goodInfo = map[string]string{
	"length":       "i5e",
	"name":         "1:a",
	"piece length": "i16384e",
	"pieces":       "20:" + strings.Repeat("x", 20),
}

// torrentWith writes a torrent whose info has goodInfo's fields with the
// changes (a "" value drops the field); keys stay sorted.
func torrentWith(changes map[string]string) []byte {
	fields := map[string]string{}
	for k, v := range goodInfo {
		fields[k] = v
	}
	for k, v := range changes {
		fields[k] = v
	}
	var keys []string
	for k := range fields {
		if fields[k] != "" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteString("d8:announce8:http://t4:infod")
	for _, k := range keys {
		b.WriteString(strconv.Itoa(len(k)) + ":" + k + fields[k])
	}
	b.WriteString("ee")
	return b.Bytes()
}

func TestAWellFormedTorrentReads(t *testing.T) {
	got, err := ParseTorrent(torrentWith(nil))
	if err != nil || got.Name != "a" || got.Size != 5 || len(got.InfoHash) != 40 || got.InfoHashV2 != "" {
		t.Fatalf("%+v, %v", got, err)
	}
}

// Each class of libtorrent's must-fail torrents (test/test_torrents),
// built here with the same defect.
func TestMustFailTorrents(t *testing.T) {
	cases := map[string][]byte{
		"negative size":             torrentWith(map[string]string{"length": "i-425e"}),
		"negative file size":        torrentWith(map[string]string{"length": "", "files": "ld6:lengthi-1e4:pathl1:xeee"}),
		"missing name":              torrentWith(map[string]string{"name": ""}),
		"name not a string":         torrentWith(map[string]string{"name": "i1e"}),
		"missing piece length":      torrentWith(map[string]string{"piece length": ""}),
		"zero piece length":         torrentWith(map[string]string{"piece length": "i0e"}),
		"missing pieces":            torrentWith(map[string]string{"pieces": ""}),
		"pieces not multiple of 20": torrentWith(map[string]string{"pieces": "19:" + strings.Repeat("x", 19)}),
		"no length nor files":       torrentWith(map[string]string{"length": ""}),
		"file without length":       torrentWith(map[string]string{"length": "", "files": "ld4:pathl1:xeee"}),
		"file without path":         torrentWith(map[string]string{"length": "", "files": "ld6:lengthi1eee"}),
		"size beyond bounds":        torrentWith(map[string]string{"length": "i1125899906842625e"}),
		"leading zero integer":      torrentWith(map[string]string{"length": "i05e"}),
		"minus zero":                torrentWith(map[string]string{"length": "i-0e"}),
		"empty integer":             torrentWith(map[string]string{"length": "ie"}),
		"max int64 size":            torrentWith(map[string]string{"length": "i9223372036854775807e"}),
		"integer overflow":          torrentWith(map[string]string{"length": "i99999999999999999999e"}),
		"leading zero string len":   torrentWith(map[string]string{"name": "01:a"}),
		"v2 without file tree":      torrentWith(map[string]string{"meta version": "i2e", "pieces": ""}),
		"unknown meta version":      torrentWith(map[string]string{"meta version": "i3e"}),
		"info not a dictionary":     []byte("d4:infoli1eee"),
		"info missing":              []byte("d8:announce1:xe"),
		"name empty":                torrentWith(map[string]string{"name": "0:"}),
		"piece length a string":     torrentWith(map[string]string{"piece length": "5:16384"}),
		"pieces not a string":       torrentWith(map[string]string{"pieces": "i1e"}),
		"pieces for 2 of 1 piece":   torrentWith(map[string]string{"pieces": "40:" + strings.Repeat("x", 40)}),
		"zero size":                 torrentWith(map[string]string{"length": "i0e"}),
		"all files empty":           torrentWith(map[string]string{"length": "", "files": "ld6:lengthi0e4:pathl1:xeee"}),
		"no files":                  torrentWith(map[string]string{"length": "", "files": "le"}),
		"path not a list":           torrentWith(map[string]string{"length": "", "files": "ld6:lengthi5e4:path1:xee"}),
		"path empty":                torrentWith(map[string]string{"length": "", "files": "ld6:lengthi5e4:pathleee"}),
		"file length a list":        torrentWith(map[string]string{"length": "", "files": "ld6:lengthli5ee4:pathl1:xeee"}),
		"too many pieces":           torrentWith(map[string]string{"length": "i1759218597889e"}),
		"duplicate file length":     torrentWith(map[string]string{"length": "", "files": "ld6:lengthi5e6:lengthi5e4:pathl1:xeee"}),
		"duplicate info":            []byte("d4:info" + infoOf(torrentWith(nil)) + "4:info" + infoOf(torrentWith(nil)) + "e"),
		"v2 piece not a power of 2": v2Torrent(v2File("a", 7), "i2147483647e"),
		"v2 overlong integer":       []byte(strings.Replace(string(v2Torrent(v2File("a", 7), "i16384e")), "lengthi7e", "lengthi07e", 1)),
		"v2 unordered files":        v2Torrent(v2File("b", 7)+v2File("a", 7), "i16384e"),
		"v2 empty file name":        v2Torrent("0:"+v2File("a", 7)[len("1:a"):], "i16384e"),
		"v2 file without length":    v2Torrent("1:ad0:d11:pieces root32:"+strings.Repeat("r", 32)+"ee", "i16384e"),
		"hybrid sizes disagree": []byte("d4:infod9:file treed" + v2File("a", 7) + "e6:lengthi8e12:meta versioni2e4:name1:a12:piece lengthi16384e6:pieces20:" +
			strings.Repeat("x", 20) + "ee"),
		"duplicate key":    []byte("d4:infod6:lengthi5e6:lengthi5e4:name1:a12:piece lengthi16384e6:pieces20:" + strings.Repeat("x", 20) + "ee"),
		"trailing garbage": append(torrentWith(nil), 'x'),
		"truncated":        torrentWith(nil)[:40],
		"not a dictionary": []byte("li1ee"),
		"empty":            nil,
	}
	for name, data := range cases {
		got, err := ParseTorrent(data)
		t.Logf("%s: %v", name, err)
		if err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: accepted %+v (%v)", name, got, err)
		}
	}
}

// infoOf is the info dictionary's bytes of a torrentWith file.
func infoOf(t []byte) string {
	return strings.TrimSuffix(string(t[bytes.Index(t, []byte("4:info"))+6:]), "e")
}

// v2File is one file of a BEP 52 file tree.
func v2File(name string, size int) string {
	return strconv.Itoa(len(name)) + ":" + name + "d0:d6:lengthi" + strconv.Itoa(size) + "e11:pieces root32:" + strings.Repeat("r", 32) + "ee"
}

// v2Torrent is a v2-only torrent of the files with the piece length.
func v2Torrent(files, pieceLength string) []byte {
	return []byte("d4:infod9:file treed" + files + "e12:meta versioni2e4:name1:a12:piece length" + pieceLength + "ee")
}

func TestV2FileTreeGivesTheSize(t *testing.T) {
	got, err := ParseTorrent(v2Torrent(v2File("a", 7)+"3:dird"+v2File("b", 5)+"e", "i16384e"))
	if err != nil || got.Size != 12 || got.InfoHashV1 != "" || len(got.InfoHashV2) != 64 || got.InfoHash != got.InfoHashV2[:40] {
		t.Fatalf("%+v, %v", got, err)
	}
}

// libtorrent loads a v1 file whose dictionaries are not sorted
// (test_torrents/unordered.torrent); only a v2 file tree must be.
func TestUnsortedV1KeysLoadAsInLibtorrent(t *testing.T) {
	unordered := "d10:created by10:libtorrent13:creation datei1359599503e4:infod4:name4:temp6:lengthi425e12:piece lengthi16384e6:pieces20:" +
		strings.Repeat("x", 20) + "ee"
	got, err := ParseTorrent([]byte(unordered))
	if err != nil || got.Name != "temp" || got.Size != 425 {
		t.Fatalf("%+v, %v", got, err)
	}
}

func TestTrailingWhitespaceIsAccepted(t *testing.T) {
	want, _ := ParseTorrent(torrentWith(nil))
	for _, tail := range []string{"\n", "\r\n", " \n\t"} {
		if got, err := ParseTorrent(append(torrentWith(nil), tail...)); err != nil || got != want {
			t.Errorf("%q: %+v, %v", tail, got, err)
		}
	}
}

// A string length near 2^63 used to overflow start+n and panic.
func TestHugeStringLengthsAreRefused(t *testing.T) {
	for _, n := range []string{"9223372036854775807", "9223372036854775800", "18446744073709551615", "99999999999999999999999"} {
		for _, data := range []string{"d4:info" + n + ":abce", "d" + n + ":xe", "d4:infod4:name" + n + ":aee"} {
			if _, err := ParseTorrent([]byte(data)); err == nil {
				t.Errorf("accepted %q", data)
			}
		}
	}
}

func TestDeepNestingIsRefused(t *testing.T) {
	deep := "d1:x" + strings.Repeat("l", 100_000) + strings.Repeat("e", 100_000) + "e"
	if _, err := ParseTorrent([]byte(deep)); err == nil || !strings.Contains(err.Error(), "嵌套") {
		t.Fatalf("%v", err)
	}
}

// Element bombs: memory stays a small multiple of the input whatever it
// holds; over the size cap nothing is read at all.
func TestElementBombsStayCheap(t *testing.T) {
	over := []byte("d1:xl" + strings.Repeat("de", 8<<20) + "ee")       // 16 MB of empty dictionaries
	list := []byte("d1:xl" + strings.Repeat("de", 2_900_000) + "ee")   // under every cap: read through
	tokens := []byte("d1:xl" + strings.Repeat("de", 4_900_000) + "ee") // 9.8 MB: over the token cap
	files := []byte("d4:infod5:filesl" + strings.Repeat("d6:lengthi1e4:pathl1:xee", 400_000) +
		"e4:name1:a12:piece lengthi524288e6:pieces20:" + strings.Repeat("x", 20) + "ee") // valid: one piece
	for name, data := range map[string][]byte{"16 MB": over, "list": list, "tokens": tokens, "files": files} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := ParseTorrent(data)
		runtime.ReadMemStats(&after)
		if (name == "files") != (err == nil) {
			t.Errorf("%s: %v", name, err)
		}
		if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 64<<10 {
			t.Errorf("%s (%d bytes): allocated %d bytes (%v)", name, len(data), allocated, err)
		}
	}
}

// BEP 47: a v1 torrent's pad files count for the pieces, not the size.
func TestV1PadFilesAreLeftOutOfTheSize(t *testing.T) {
	files := "ld6:lengthi3e4:pathl1:aeed4:attr1:p6:lengthi16381e4:pathl4:.pad5:16381eed6:lengthi7e4:pathl1:beee"
	got, err := ParseTorrent(torrentWith(map[string]string{"length": "", "files": files, "pieces": "40:" + strings.Repeat("x", 40)}))
	if err != nil || got.Size != 10 {
		t.Fatalf("%+v, %v", got, err)
	}
}
