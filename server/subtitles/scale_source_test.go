package subtitles

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
)

// The scale bench's library (server/cmd/scalegen): 字幕库's stand-in has
// a subtitle for its movie 4 and none for movie 5 (every third title).
func TestScaleLibraryTitlesThroughZimukuStandin(t *testing.T) {
	root := t.TempDir()
	var recs fakeRecords
	videos := map[int]string{}
	for _, n := range []int{4, 5} {
		v := touch(t, filepath.Join(root, standin.ScaleTitle(n), standin.ScaleRelease(n)+".mkv"))
		videos[n] = v
		recs = append(recs, downloads.Record{ID: int64(n), MovieName: standin.ScaleTitle(n), MovieYear: 2020,
			MovieType: "Movie", Name: standin.ScaleRelease(n), LinkPath: filepath.Dir(v)})
	}
	e := newEnv(t, recs, onCfg())
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(videos[4]), standin.ScaleRelease(4)+".zh-cn.srt"))
	if err != nil || !strings.Contains(string(b), "规模影片 4：第一句中文台词") {
		t.Fatalf("movie 4's subtitle: %v %q", err, b)
	}
	if r := e.reason(t, videos[5]); !strings.Contains(r, "没有合适的中文字幕") {
		t.Fatalf("movie 5: %q", r)
	}
}
