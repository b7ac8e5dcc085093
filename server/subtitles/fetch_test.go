package subtitles

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
)

// 字幕库's page for 寄生虫 lists four 简体 subtitles. A download that fails
// moves on to the next candidate; at most three are downloaded from one
// source, and the last failure is the reason kept.
func TestFetchTriesAtMostThreeCandidatesOfASource(t *testing.T) {
	for _, c := range []struct {
		gone      string
		downloads int
		placed    bool
	}{{"5001,5002,5003,5004", 3, false}, {"5001", 2, true}} {
		root := t.TempDir()
		release := "Parasite.2019.1080p.BluRay.x264-WiKi"
		v := touch(t, filepath.Join(root, "寄生虫 (2019)", release+".mkv"))
		rec := downloads.Record{ID: 5, MovieName: "寄生虫", MovieYear: 2019, MovieType: "Movie", TMDBID: 496243,
			Name: release, LinkPath: filepath.Dir(v)}
		cfg := onCfg()
		cfg.FinderType = []string{"zimuku"}
		e := newEnv(t, fakeRecords{rec}, cfg)
		zimuku := e.useSource(t, "zimuku", url.Values{"gone": {c.gone}})
		if err := e.s.RunDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, r := range zimuku.Requests() {
			if strings.HasPrefix(r.Path, "/download/") {
				n++
			}
		}
		_, err := os.Stat(filepath.Join(filepath.Dir(v), release+".zh-cn.srt"))
		if n != c.downloads || (err == nil) != c.placed {
			t.Fatalf("gone %s: %d downloads, placed %v; want %d, %v", c.gone, n, err == nil, c.downloads, c.placed)
		}
		if r := e.reason(t, v); !c.placed && !strings.Contains(r, "404") {
			t.Fatalf("gone %s: reason %q", c.gone, r)
		}
	}
}
