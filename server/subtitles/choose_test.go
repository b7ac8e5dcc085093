package subtitles

import (
	"sort"
	"testing"
)

// The Last of Us S01E02 as a PT site names the torrent, and the
// candidates a subtitle site lists for it, in the site's order.
var lastOfUs = video{TV: true, Season: 1, Episode: 2, Path: "/tv/The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.mkv",
	Release: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb"}

func TestScoreRanksWhatASubtitleSiteLists(t *testing.T) {
	found := []candidate{
		{Title: "The.Last.of.Us.S01E02.720p.HDTV.x264-SVA", Lang: "chs"},
		{Title: "The Last of Us S01E03 1080p WEB-DL DDP5.1 H.264-NTb", Lang: "chs"}, // next week's
		{Title: "The.Last.of.Us.S01.1080p.WEB-DL", Lang: "chs"},                     // a pack: no episode
		{Title: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb", Lang: "other"},
		{Title: "The.Last.of.Us.S1E2.1080p.BluRay.x264-SPARKS", Lang: "dual"},
		{Title: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb", Lang: "cht"},
		{Title: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb", Lang: "chs"},
		{Title: "The.Last.of.Us.S01E02.WEBRip", Lang: "chs"},
	}
	want := []string{"zh-cn"}
	got := map[string]int{}
	for _, c := range found {
		got[c.Title+" "+c.Lang] = score(c, lastOfUs, want)
	}
	for key, s := range map[string]int{
		"The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb chs": 10 + 10 + 10 + 20 + 5, // resolution, source, group, form
		"The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb cht": 10 + 10 + 10 + 20,
		"The.Last.of.Us.S1E2.1080p.BluRay.x264-SPARKS dual":       10 + 10 + 2, // S1E2 is S01E02; dual over one form
		"The.Last.of.Us.S01E02.720p.HDTV.x264-SVA chs":            10 + 5,
		"The.Last.of.Us.S01E02.WEBRip chs":                        10 + 5,
	} {
		if got[key] != s {
			t.Errorf("%s: score %d, want %d", key, got[key], s)
		}
	}
	for _, refused := range []string{"The Last of Us S01E03 1080p WEB-DL DDP5.1 H.264-NTb chs",
		"The.Last.of.Us.S01.1080p.WEB-DL chs", "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb other"} {
		if got[refused] >= 0 {
			t.Errorf("%s: score %d, must be refused (below 0)", refused, got[refused])
		}
	}
	// a film has no episode to check: a film's subtitle named with one
	// is still scored
	film := video{Release: "Dune.Part.Two.2024.2160p.UHD.BluRay.x265-GROUP", Path: "/m/Dune.Part.Two.2024.mkv"}
	if s := score(candidate{Title: "Dune.Part.Two.2024.2160p.BluRay.x265-GROUP", Lang: "cht"}, film, []string{"zh-tw"}); s != 10+10+10+20+5 {
		t.Errorf("film score %d", s)
	}
	sort.SliceStable(found, func(i, j int) bool { return score(found[i], lastOfUs, want) > score(found[j], lastOfUs, want) })
	if found[0].Lang != "chs" || found[1].Lang != "cht" || found[2].Lang != "dual" {
		t.Errorf("ranked %+v", found[:3])
	}
}

// A season's subtitle pack as zimuku and subhd serve it: each episode in
// 简体, 繁体 and 简英 files, an English one, and a PGS .sup.
func TestPickFileFromASeasonPack(t *testing.T) {
	zh := []byte("1\n00:00:01,000 --> 00:00:02,000\n这是简体中文的字幕，说话的时候。\n")
	tw := []byte("1\n00:00:01,000 --> 00:00:02,000\n這是繁體中文的字幕，說話的時候。\n")
	en := []byte("1\n00:00:01,000 --> 00:00:02,000\nHello there.\n")
	pack := []subFile{
		{Name: "The.Last.of.Us.S01E01.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.srt", Data: zh},
		{Name: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.eng.srt", Data: en},
		{Name: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.cht.srt", Data: tw},
		{Name: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.srt", Data: zh},
		{Name: "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.ssa", Data: zh},
		{Name: "The.Last.of.Us.S01E02.sup", Data: []byte{0x50, 0x47}},
		{Name: "The.Last.of.Us.S01E03.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.srt", Data: zh},
	}
	for _, c := range []struct {
		formats, want []string
		picked        string
	}{
		{[]string{"srt", "ass"}, []string{"zh-cn"}, "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.srt"},
		{[]string{"srt", "ass"}, []string{"zh-tw"}, "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.cht.srt"},
		{[]string{"ass"}, []string{"zh-cn"}, "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.ssa"}, // ssa is an ass
		{[]string{"sup"}, []string{"zh-cn"}, "The.Last.of.Us.S01E02.sup"},
		{nil, []string{"zh-cn"}, "The.Last.of.Us.S01E02.1080p.WEB-DL.DDP5.1.H.264-NTb.chs.srt"}, // no format set: any
	} {
		cfg := onCfg()
		cfg.FilterType, cfg.SyncLanguage = c.formats, c.want
		if f, ok := pickFile(pack, cfg, lastOfUs); !ok || f.Name != c.picked {
			t.Errorf("%v %v: picked %q %v, want %q", c.formats, c.want, f.Name, ok, c.picked)
		}
	}
	// an episode the organiser could not number: no file is ruled out by its
	cfg := onCfg()
	unnumbered := video{TV: true, Season: 1, Release: lastOfUs.Release}
	if f, ok := pickFile(pack[:2], cfg, unnumbered); !ok || f.Name != pack[0].Name {
		t.Errorf("unnumbered episode: picked %q %v", f.Name, ok)
	}
	cfg.FilterType = []string{"vtt"}
	if f, ok := pickFile(pack, cfg, lastOfUs); ok {
		t.Errorf("no vtt in the pack, picked %q", f.Name)
	}
	// names that say nothing of the episode, and text of no form: the
	// name's 简 mark decides, and of two alike the first listed stays
	same := []byte("1\n00:00:01,000 --> 00:00:02,000\n♪ ♪\n")
	cfg.FilterType, cfg.SyncLanguage = []string{"srt"}, []string{"zh-cn"}
	for _, c := range []struct {
		files  []subFile
		picked string
	}{
		{[]subFile{{"中字.繁体.srt", same}, {"中字.简体.srt", same}}, "中字.简体.srt"},
		{[]subFile{{"a.zh.srt", same}, {"b.zh.srt", same}}, "a.zh.srt"},
		{[]subFile{{"movie.srt", same}, {"movie.zh.srt", same}}, "movie.zh.srt"},
	} {
		if f, _ := pickFile(c.files, cfg, lastOfUs); f.Name != c.picked {
			t.Errorf("picked %q, want %q", f.Name, c.picked)
		}
	}
}
