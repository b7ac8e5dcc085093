package release

import (
	"strconv"
	"strings"
	"testing"
)

// Rules a user teaches change what Parse reads: a replacement, a block
// word, an episode offset, a forced season and a pinned TMDB id.
func TestRules(t *testing.T) {
	rs, err := ParseRules(`# 自定义识别词
#?花絮
Kimetsu => Demon Slayer
预告
第 <> 集 >> EP-12
第 <> 话 >> EP + 2
Frieren S01 => Frieren {[tmdbid=209867;s=2;note=x]}
Frieren => Frieren
(Shingeki)\.no\.Kyojin => \1 Attack on Titan
甲 <> 乙 => Bocchi
`)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, subject, want string }{
		{"[SubsPlease] Kimetsu - 05 (1080p)", "", "en=Demon Slayer | e=5-5"},
		{"某剧 预告 1080p", "", "blocked"},
		{"某剧 1080p", "抢先看 预告", "blocked"},
		{"[风车字幕组][名侦探柯南][第857集][1080P]", "", "e=845-845"},
		{"狂飙", "狂飙 第13集", "e=1-1"},
		{"Frieren S01 1080p WEB-DL", "", "en=Frieren | s=2-2 | full | tmdb=209867"},
		{"某剧 花絮 1080p", "", "cn=某剧 花絮"},
		{"[风车字幕组][名侦探柯南][第 857 集][1080P]", "", "e=845-845"},
		{"[某字幕组][孤独摇滚][第3话][1080P]", "", "e=5-5"},
		{"Shingeki.no.Kyojin.S04E05.1080p", "", "en=Shingeki Attack on Titan"},
		{"甲 <> 乙 S01E02 1080p", "", "en=Bocchi"},
	}
	for _, c := range cases {
		r := rs.Parse(c.name, c.subject)
		if r.Blocked != strings.Contains(c.want, "blocked") {
			t.Errorf("%s / %s: blocked %v", c.name, c.subject, r.Blocked)
		}
		got := " | " + describe(r.Info) + " | "
		if r.Blocked {
			got += "blocked | "
		}
		if r.TMDBID > 0 {
			got += "tmdb=" + strconv.Itoa(r.TMDBID) + " | "
		}
		for _, want := range strings.Split(c.want, " | ") {
			if !strings.Contains(got, " | "+want+" | ") {
				t.Errorf("%s / %s: got %s, want %s", c.name, c.subject, got, want)
			}
		}
	}
	// Without the rules the same names read differently.
	if Parse("[风车字幕组][名侦探柯南][第857集][1080P]").EpisodeStart != 857 {
		t.Error("episode without rules")
	}
}

func itoa(n int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+n/100000%10)) + string(rune('0'+n/10000%10)) + string(rune('0'+n/1000%10)) + string(rune('0'+n/100%10)) + string(rune('0'+n/10%10)) + string(rune('0'+n%10)))[0:]
}

// A rule that cannot be read names its line.
func TestRulesErrors(t *testing.T) {
	for text, want := range map[string]string{
		"ok\n(unclosed => x":    "识别词第2行",
		"第 <> 集 >> 12":          "EP+数字",
		"第 <> 集 >> EPx":         "不是数字",
		"a => b {[tmdbid=abc]}": "正整数",
		"a => b {[s=0]}":        "正整数",
	} {
		if _, err := ParseRules(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}
