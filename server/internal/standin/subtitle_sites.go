package standin

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// subEntry is one subtitle every subtitle-site stand-in (字幕库, SubHD,
// 射手网(伪), OpenSubtitles) offers.
type subEntry struct {
	ID      int
	Title   string // the Chinese title a search must contain
	Release string // the release it was made for
	Lang    string // chs | cht | dual | eng
	Ext     string
	TMDB    int // the title's TMDB id (OpenSubtitles searches by it)
}

// SubtitleCatalogue is what the subtitle stand-ins know: 千与千寻 (the
// browser test's filed movie), 沙丘 (a movie,
// one 简体 and one English-only subtitle), 无间道 (繁体 only, Big5) and 繁花
// S01E01–E03 (双语 ass) and 寄生虫 (four 简体 srt for four releases, as a
// popular title's page lists them).
var SubtitleCatalogue = []subEntry{
	{1001, "千与千寻", "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS", "chs", "srt", 129},
	{2001, "沙丘", "Dune.2021.1080p.BluRay.x264-WiKi", "chs", "srt", 438631},
	{2002, "沙丘", "Dune.2021.2160p.WEB-DL.x265-ENG", "eng", "srt", 438631},
	{3001, "繁花", "Blossoms.Shanghai.S01E01.2023.1080p.WEB-DL.H264-HHWEB", "dual", "ass", 95396},
	{3002, "繁花", "Blossoms.Shanghai.S01E02.2023.1080p.WEB-DL.H264-HHWEB", "dual", "ass", 95396},
	{3003, "繁花", "Blossoms.Shanghai.S01E03.2023.1080p.WEB-DL.H264-HHWEB", "dual", "ass", 95396},
	{4001, "无间道", "Infernal.Affairs.2002.1080p.BluRay.x264-CMCT", "cht", "srt", 10775},
	{5001, "寄生虫", "Parasite.2019.1080p.BluRay.x264-WiKi", "chs", "srt", 496243},
	{5002, "寄生虫", "Parasite.2019.1080p.BluRay.x264-CMCT", "chs", "srt", 496243},
	{5003, "寄生虫", "Parasite.2019.2160p.UHD.BluRay.x265-CHD", "chs", "srt", 496243},
	{5004, "寄生虫", "Parasite.2019.720p.BluRay.x264-HDS", "chs", "srt", 496243},
}

// SubtitleLine is the dialogue line every stand-in subtitle holds (stored
// GBK-encoded in the archive, a 繁体 one Big5-encoded; the engine must
// convert it to UTF-8).
func SubtitleLine(e subEntry) string {
	if e.Lang == "cht" {
		return traditional[e.Title] + "：第一句中文台詞"
	}
	return e.Title + "：第一句中文台词"
}

// traditional are the 繁体 titles of the 繁体-only entries.
var traditional = map[string]string{"无间道": "無間道"}

func subEntryByID(id int) (subEntry, bool) {
	if e, ok := scaleByID(id); ok {
		return e, true
	}
	for _, e := range SubtitleCatalogue {
		if e.ID == id {
			return e, true
		}
	}
	return subEntry{}, false
}

func subMatches(q string) []subEntry {
	out := scaleMatches(q)
	for _, e := range SubtitleCatalogue {
		if q != "" && strings.Contains(q, e.Title) {
			out = append(out, e)
		}
	}
	return out
}

// subFileName is the subtitle's name inside the archive.
func subFileName(e subEntry) string { return e.Release + "." + e.Lang + "." + e.Ext }

// subText is the subtitle's UTF-8 text.
func subText(e subEntry) string {
	text := "1\r\n00:00:01,000 --> 00:00:03,000\r\n" + SubtitleLine(e) + "\r\n"
	if e.Ext == "ass" {
		text = "[Script Info]\r\nTitle: " + e.Release + "\r\n\r\n[Events]\r\n" +
			"Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,," + SubtitleLine(e) + "\r\n"
	}
	return text
}

// subFiles are an archive's entries: one GBK-encoded subtitle, a readme,
// and an entry whose "../" path the engine must not follow.
func subFiles(e subEntry) []rarFile {
	text := subText(e)
	enc := simplifiedchinese.GBK.NewEncoder()
	if e.Lang == "cht" {
		enc = traditionalchinese.Big5.NewEncoder()
	}
	encoded, err := enc.Bytes([]byte(text))
	if err != nil {
		panic(err)
	}
	return []rarFile{{"../escape.srt", []byte("1\r\n00:00:01,000 --> 00:00:02,000\r\nescape\r\n")},
		{"readme.txt", []byte("www.zimuku.org")}, {subFileName(e), encoded}}
}

// subZip is the archive as 射手网(伪) serves it.
func subZip(e subEntry) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range subFiles(e) {
		w, _ := zw.Create(f.Name)
		w.Write(f.Body)
	}
	zw.Close()
	return buf.Bytes()
}

// subArchive answers the download (字幕库: rar, 射手网(伪): zip) and its name.
func subArchive(e subEntry, rar bool) ([]byte, string) {
	if rar {
		return storedRAR(subFiles(e)), fmt.Sprintf("%s.rar", e.Release)
	}
	return subZip(e), fmt.Sprintf("%s.zip", e.Release)
}
