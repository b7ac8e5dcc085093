package subtitles

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
)

func TestVarietyIsToldByCharacters(t *testing.T) {
	for text, want := range map[string]string{
		"这是简体中文的字幕，说话的时候。":                 "chs",
		"這是繁體中文的字幕，說話的時候。":                 "cht",
		"Hello, world. 中文":                 "",
		"这是简体的时候。\n這是繁體的時候。\nEnglish line": "dual",
	} {
		if got := varietyOf(text); got != want {
			t.Errorf("varietyOf(%q) = %q, want %q", text, got, want)
		}
	}
	// Two files with names that say nothing: the characters choose.
	files := []subFile{{Name: "a.srt", Data: []byte("这是简体中文的字幕，说话的时候。")},
		{Name: "b.srt", Data: []byte("這是繁體中文的字幕，說話的時候。")}}
	cfg := onCfg()
	cfg.SyncLanguage = []string{"zh-tw"}
	if f, _ := pickFile(files, cfg, video{}); f.Name != "b.srt" {
		t.Fatalf("繁体 wanted, picked %s", f.Name)
	}
	cfg.SyncLanguage = []string{"zh-cn"}
	if f, _ := pickFile([]subFile{files[1], files[0]}, cfg, video{}); f.Name != "a.srt" {
		t.Fatalf("简体 wanted, picked %s", f.Name)
	}
}

func TestTraditionalOnlyIsConvertedToSimplified(t *testing.T) {
	v := touch(t, filepath.Join(t.TempDir(), "无间道 (2002)", "Infernal.Affairs.2002.1080p.BluRay.x264-CMCT.mkv"))
	rec := downloads.Record{ID: 9, MovieName: "无间道", MovieYear: 2002, MovieType: "Movie", TMDBID: 10775,
		Name: "Infernal.Affairs.2002.1080p.BluRay.x264-CMCT", LinkPath: filepath.Dir(v)}
	cfg := onCfg()
	cfg.SyncLanguage = []string{"zh-cn"}
	e := newEnv(t, fakeRecords{rec}, cfg)
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(v), "Infernal.Affairs.2002.1080p.BluRay.x264-CMCT.zh-cn.srt"))
	if err != nil || !strings.Contains(string(b), "无间道：第一句中文台词") {
		t.Fatalf("繁体-only subtitle not converted to 简体: %v %q (%s)", err, b, e.reason(t, v))
	}
}

func TestSimplifiedIsConvertedForTraditional(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	cfg := onCfg()
	cfg.SyncLanguage = []string{"zh-tw"}
	e := newEnv(t, fakeRecords{rec}, cfg)
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(v), "Dune.2021.1080p.BluRay.x264-WiKi.zh-tw.srt"))
	if err != nil || !strings.Contains(string(b), "沙丘：第一句中文臺詞") {
		t.Fatalf("简体-only subtitle not converted to 繁体: %v %q (%s)", err, b, e.reason(t, v))
	}
}
