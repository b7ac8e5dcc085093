package subtitles

import (
	"archive/zip"
	"bytes"
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
	if _, err := unpack("a.7z", []byte("7z\xbc\xaf\x27\x1c")); err != err7z {
		t.Fatalf("7z: %v", err)
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
