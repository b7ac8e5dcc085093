package subtitles

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

func zipOf(t *testing.T, files map[string]string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for n, b := range files {
		w, _ := zw.Create(n)
		w.Write([]byte(b))
	}
	zw.Close()
	return buf.Bytes()
}

func TestUnzipRefusesPathEscapes(t *testing.T) {
	_, err := unpack("a.zip", zipOf(t, map[string]string{"../x.chs.srt": "1", "/abs/y.chs.srt": "2", "..\\z.srt": "3"}))
	if err == nil || !strings.Contains(err.Error(), "没有字幕文件") {
		t.Fatalf("escaping entries were taken: %v", err)
	}
}

func TestToUTF8FromBig5AndUTF16(t *testing.T) {
	big5, _ := traditionalchinese.Big5.NewEncoder().Bytes([]byte("繁體字幕"))
	if got := string(toUTF8("x.cht.srt", big5)); got != "繁體字幕" {
		t.Fatalf("big5: %q", got)
	}
	u16, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes([]byte("中文字幕"))
	if got := string(toUTF8("x.srt", u16)); got != "中文字幕" {
		t.Fatalf("utf-16: %q", got)
	}
}

// The fixtures were made with Debian's p7zip (7z a): sub.7z holds a GBK
// Sub/Dune.2021.chs.srt and a readme, many.7z 201 subtitles, big.7z one
// 11 MiB subtitle of zeros.
func read7z(t *testing.T, name string) []byte {
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSevenZipIsUnpackedLikeZipAndRar(t *testing.T) {
	files, err := unpack("sub.7z", read7z(t, "sub.7z"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || files[0].Name != "Dune.2021.chs.srt" || !strings.Contains(string(files[0].Data), "沙丘字幕") {
		t.Fatalf("7z: %+v", files)
	}
}

func TestEveryArchiveKindHasTheSameLimits(t *testing.T) {
	many := map[string]string{}
	for i := range maxEntries + 1 {
		many[fmt.Sprintf("s%d.srt", i)] = "1"
	}
	for name, data := range map[string][]byte{"many.zip": zipOf(t, many), "many.7z": read7z(t, "many.7z")} {
		if _, err := unpack(name, data); err == nil || !strings.Contains(err.Error(), "文件太多") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := unpack("big.7z", read7z(t, "big.7z")); err == nil || !strings.Contains(err.Error(), "没有字幕文件") {
		t.Errorf("an 11 MiB subtitle inside a 7z was taken: %v", err)
	}
}

// withHeaderPatch changes a 7z's plain header (made with -mhc=off) at the
// first match of marker+skip and fixes both header CRCs, as 7-Zip would
// have written them.
func withHeaderPatch(t *testing.T, data []byte, marker []byte, skip int, patch []byte) []byte {
	b := append([]byte(nil), data...)
	i := bytes.Index(b[32:], marker)
	if i < 0 {
		t.Fatal("coder not found in the header")
	}
	copy(b[32+i+len(marker)+skip:], patch)
	off, size := binary.LittleEndian.Uint64(b[12:]), binary.LittleEndian.Uint64(b[20:])
	binary.LittleEndian.PutUint32(b[28:], crc32.ChecksumIEEE(b[32+off:32+off+size]))
	binary.LittleEndian.PutUint32(b[8:], crc32.ChecksumIEEE(b[12:32]))
	return b
}

// A 7z that declares a huge dictionary is refused before the decoder
// allocates it; the same archive with its real (4 KiB, 1 MiB) one opens.
func TestSevenZipHugeDictionaryIsRefused(t *testing.T) {
	lzma1, lzma2 := read7z(t, "lzma.7z"), read7z(t, "lzma2.7z")
	for name, data := range map[string][]byte{"lzma": lzma1, "lzma2": lzma2} {
		if files, err := unpack(name+".7z", data); err != nil || len(files) != 1 {
			t.Fatalf("%s as made: %v", name, err)
		}
	}
	big := make([]byte, 4)
	binary.LittleEndian.PutUint32(big, 512<<20)
	for name, data := range map[string][]byte{
		"lzma":  withHeaderPatch(t, lzma1, []byte{0x23, 0x03, 0x01, 0x01, 0x05}, 1, big),
		"lzma2": withHeaderPatch(t, lzma2, []byte{0x21, 0x21, 0x01}, 0, []byte{34}), // 512 MiB
	} {
		if _, err := unpack(name+".7z", data); err == nil || !strings.Contains(err.Error(), "字典过大（512 MB，上限 64 MB）") {
			t.Errorf("%s with a 512 MiB dictionary: %v", name, err)
		}
	}
}
