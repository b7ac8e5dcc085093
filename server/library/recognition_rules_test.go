package library

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/release"
)

// 自定义识别词 decide where the organiser files a fansub's episode: a
// title TMDB does not know, pinned to its TMDB id and season, and its
// absolute episode number shifted, is filed as S02E02 of Breaking Bad;
// without the rules it is not recognised at all.
func TestRecognitionRulesFileTheRightEpisode(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	ep := touch(t, filepath.Join(in, "[Fansub] Hunting Bad - 09 [1080p].mkv"), "e9")
	res := e.run(t, Request{Paths: []string{ep}, RootPath: in, LinkPath: lib, MediaType: "TV", LinkMode: "link"})
	if len(res) != 1 || res[0].OK {
		t.Fatalf("without rules: %+v", res)
	}
	rs, err := release.ParseRules("Hunting Bad => Hunting Bad {[tmdbid=1396;s=2]}\nHunting Bad - <> [1080p] >> EP-7")
	if err != nil {
		t.Fatal(err)
	}
	parser := release.NewParser(release.Rules{})
	if e.svc, err = New(context.Background(), Options{Store: e.st, Metadata: e.meta, Parser: parser}); err != nil {
		t.Fatal(err)
	}
	parser.Use(rs) // as a save does: the service built before follows
	res = e.run(t, Request{Paths: []string{ep}, RootPath: in, LinkPath: lib, MediaType: "TV", LinkMode: "link"})
	want := filepath.Join(lib, "绝命毒师 (2008)", "Season 02", "绝命毒师 - S02E02 - 1080p.mkv")
	if len(res) != 1 || !res[0].OK || res[0].Target != want {
		t.Fatalf("with rules: %+v, want %s", res, want)
	}
	// The scripting API's parse_name_meta reads under the same rules.
	m := e.svc.ParseName("[Fansub] Hunting Bad - 09 [1080p]")
	if m.TMDBID == nil || *m.TMDBID != 1396 || !slices.Equal(m.SeasonNumber, []int{2}) || !slices.Equal(m.EpisodeNumber, []int{2}) {
		t.Fatalf("parse_name_meta under the rules: %+v", m)
	}
}
