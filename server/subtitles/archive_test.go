package subtitles

import (
	"archive/zip"
	"bytes"
	"fmt"
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
