package subtitles

import (
	"bytes"
	"fmt"
	"path"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// Caps on what a downloaded archive may hold.
const (
	maxDownload = 20 << 20 // one archive
	maxSubFile  = 10 << 20 // one subtitle inside it
	maxEntries  = 200
)

// subFile is one subtitle out of a download.
type subFile struct {
	Name string // the name inside the archive (only its base is used)
	Data []byte // UTF-8 text (sup: the bytes as they were)
}

// unpack returns the subtitle files of a download: a zip, rar or 7z
// archive is opened (entries are read by name only, so nothing is written
// where a "../" path points), a bare subtitle is taken as it is.
func unpack(name string, data []byte) ([]subFile, error) {
	switch {
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		return extract("zip", data, zipEntries)
	case bytes.HasPrefix(data, []byte("Rar!\x1a\x07")):
		return extract("rar", data, rarEntries)
	case bytes.HasPrefix(data, []byte("7z\xbc\xaf\x27\x1c")):
		return extract("7z", data, sevenZipEntries)
	}
	if !subtitleExts[strings.ToLower(path.Ext(name))] {
		return nil, fmt.Errorf("下载的文件“%s”既不是字幕也不是 zip/rar/7z 压缩包", path.Base(name))
	}
	return []subFile{{Name: path.Base(name), Data: toUTF8(name, data)}}, nil
}

// entryBase is an archive entry's file name when it is a subtitle whose
// path stays inside the archive; nothing is ever written by the entry's
// own path, only the chosen file under the template's name.
func entryBase(name string) (string, bool) {
	clean := strings.ReplaceAll(name, "\\", "/")
	if strings.HasPrefix(clean, "/") || strings.Contains("/"+clean+"/", "/../") {
		return "", false
	}
	base := path.Base(clean)
	return base, subtitleExts[strings.ToLower(path.Ext(base))]
}

// toUTF8 converts subtitle text from UTF-16 (by its BOM), GBK/GB18030 or
// Big5 to UTF-8; a name tagged big5/cht/繁 picks Big5 first.
func toUTF8(name string, b []byte) []byte {
	if strings.EqualFold(path.Ext(name), ".sup") { // images, not text
		return b
	}
	var dec encoding.Encoding
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}), bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		dec = unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		return b[3:]
	case utf8.Valid(b):
		return b
	default:
		low := strings.ToLower(name)
		dec = simplifiedchinese.GB18030
		if strings.Contains(low, "big5") || strings.Contains(low, "cht") || strings.Contains(name, "繁") {
			dec = traditionalchinese.Big5
		}
	}
	out, err := dec.NewDecoder().Bytes(b)
	if err != nil {
		return b
	}
	return out
}
