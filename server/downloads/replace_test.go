package downloads

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

const (
	oldInception = "Inception.2010.1080p.BluRay.x264-CMCT"
	newInception = "Inception.2010.2160p.UHD.BluRay.x265-GRP"
)

// A better version, filed with another name, takes the older one's place:
// the old library file and its subtitle go, its record says why, another
// title stays, and both downloads are still in the client's folder.
func TestBetterVersionReplacesTheOlderInTheLibrary(t *testing.T) {
	e := newLibEnv(t, settings.LinkSettingSection.Default())
	oldSrc := e.file(t, "movie", oldInception+"/"+oldInception+".mkv", "1080p")
	e.file(t, "movie", oldInception+"/"+oldInception+".chs.srt", "1080p subtitle")
	newSrc := e.file(t, "movie", newInception+"/"+newInception+".mkv", "2160p")
	otherSrc := e.file(t, "movie", "Interstellar.2014.1080p.WEB-DL.mkv", "i")
	other, _ := e.organise(t, "movie", "Interstellar.2014.1080p.WEB-DL.mkv", false)
	old, err := e.organise(t, "movie", oldInception, false)
	dir := filepath.Join(e.out, "movie", "盗梦空间 (2010)")
	if err != nil || old.LinkPath != filepath.Join(dir, "盗梦空间 (2010) - 1080p.mkv") || !linked(oldSrc, old.LinkPath) {
		t.Fatalf("old version: %+v %v", old, err)
	}
	better, err := e.organise(t, "movie", newInception, true)
	if err != nil || better.LinkPath != filepath.Join(dir, "盗梦空间 (2010) - 2160p.mkv") || !linked(newSrc, better.LinkPath) {
		t.Fatalf("better version: %+v %v", better, err)
	}
	for _, gone := range []string{old.LinkPath, filepath.Join(dir, "盗梦空间 (2010) - 1080p.chs.srt")} {
		if exists(gone) {
			t.Errorf("still in the library: %s", gone)
		}
	}
	if r := e.get(t, old.ID); r.LinkPath != "" || r.Desc != "已被更高质量的版本替换：盗梦空间 (2010) - 2160p.mkv" {
		t.Errorf("old record: link %q, description %q", r.LinkPath, r.Desc)
	}
	if r := e.get(t, other.ID); r.LinkPath == "" || !linked(otherSrc, r.LinkPath) {
		t.Errorf("another title was touched: %+v", r)
	}
	for _, src := range []string{oldSrc, newSrc} {
		if !exists(src) {
			t.Errorf("download deleted: %s", src)
		}
	}
}

// Without the resolution in the name the better version gets the very
// path of the older one: replaced, not 目标已存在. A file there that no
// earlier record put there is still refused.
func TestBetterVersionAtTheSamePath(t *testing.T) {
	link := settings.LinkSettingSection.Default()
	link.MovieFilenameFormat = "{{ title }} ({{ year }})"
	e := newLibEnv(t, link)
	oldSrc := e.file(t, "movie", oldInception+"/"+oldInception+".mkv", "1080p")
	newSrc := e.file(t, "movie", newInception+"/"+newInception+".mkv", "2160p")
	old, _ := e.organise(t, "movie", oldInception, false)
	better, err := e.organise(t, "movie", newInception, true)
	target := filepath.Join(e.out, "movie", "盗梦空间 (2010)", "盗梦空间 (2010).mkv")
	if err != nil || old.LinkPath != target || better.LinkPath != target || !linked(newSrc, target) {
		t.Fatalf("old %q, better %+v, %v", old.LinkPath, better, err)
	}
	if r := e.get(t, old.ID); r.LinkPath != "" || !strings.HasPrefix(r.Desc, "已被更高质量的版本替换") || !exists(oldSrc) {
		t.Errorf("old record %+v", r)
	}
	mine := filepath.Join(e.out, "movie", "星际穿越 (2014)", "星际穿越 (2014).mkv")
	os.MkdirAll(filepath.Dir(mine), 0o755)
	os.WriteFile(mine, []byte("mine"), 0o644)
	e.file(t, "movie", "Interstellar.2014.2160p.WEB-DL.mkv", "i")
	r, err := e.organise(t, "movie", "Interstellar.2014.2160p.WEB-DL.mkv", true)
	var unfiled Unfiled
	if b, _ := os.ReadFile(mine); !errors.As(err, &unfiled) || !strings.Contains(err.Error(), "目标已存在") || r.LinkPath != "" || string(b) != "mine" {
		t.Fatalf("unrelated file: %v %+v %q", err, r, b)
	}
}

// When the better version cannot be placed, the older one stays in the
// library and on its record.
func TestBetterVersionNotPlacedKeepsTheOlder(t *testing.T) {
	e := newLibEnv(t, settings.LinkSettingSection.Default())
	e.file(t, "movie", oldInception+"/"+oldInception+".mkv", "1080p")
	old, _ := e.organise(t, "movie", oldInception, false)
	// its source is missing; then its target is taken by an unrelated file
	if _, err := e.organise(t, "movie", newInception, true); err == nil {
		t.Fatal("a missing download was filed")
	}
	e.file(t, "movie", newInception+"/"+newInception+".mkv", "2160p")
	taken := filepath.Join(filepath.Dir(old.LinkPath), "盗梦空间 (2010) - 2160p.mkv")
	os.WriteFile(taken, []byte("mine"), 0o644)
	if _, err := e.organise(t, "movie", newInception, true); err == nil || !strings.Contains(err.Error(), "目标已存在") {
		t.Fatalf("placed over an unrelated file: %v", err)
	}
	if r := e.get(t, old.ID); r.LinkPath != old.LinkPath || !exists(old.LinkPath) {
		t.Errorf("old version: %+v", r)
	}
}

// A better season pack replaces every episode of the older pack, not
// only the one its record names.
func TestBetterSeasonPackReplacesEveryEpisode(t *testing.T) {
	e := newLibEnv(t, settings.LinkSettingSection.Default())
	for _, ep := range []string{"E01", "E02"} {
		e.file(t, "tv", "Breaking.Bad.S01.1080p.BluRay/Breaking.Bad.S01"+ep+".1080p.BluRay.mkv", "1080p")
		e.file(t, "tv", "Breaking.Bad.S01.2160p.WEB-DL/Breaking.Bad.S01"+ep+".2160p.WEB-DL.mkv", "2160p")
	}
	old, _ := e.organise(t, "tv", "Breaking.Bad.S01.1080p.BluRay", false)
	season := filepath.Join(e.out, "tv", "绝命毒师 (2008)", "Season 01")
	if old.LinkPath != filepath.Join(season, "绝命毒师 - S01E01 - 1080p.mkv") {
		t.Fatalf("old pack: %+v", old)
	}
	if _, err := e.organise(t, "tv", "Breaking.Bad.S01.2160p.WEB-DL", true); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(season)
	var videos []string
	for _, en := range entries {
		if strings.HasSuffix(en.Name(), ".mkv") {
			videos = append(videos, en.Name())
		}
	}
	if strings.Join(videos, ",") != "绝命毒师 - S01E01 - 2160p.mkv,绝命毒师 - S01E02 - 2160p.mkv" {
		t.Errorf("season holds %v", videos)
	}
}

func TestCoversEpisodes(t *testing.T) {
	for _, c := range []struct {
		have, old string
		want      bool
	}{{"", "", true}, {"", "3", true}, {"1,2,3", "2,3", true}, {"3", "", false}, {"3", "3,4", false}} {
		if got := coversEpisodes(c.have, c.old); got != c.want {
			t.Errorf("coversEpisodes(%q, %q) = %v", c.have, c.old, got)
		}
	}
}
