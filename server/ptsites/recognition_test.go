package ptsites

import (
	"testing"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/release"
)

// A search answer reads each row under the 自定义识别词: the title a rule
// gives, its season, and a pinned TMDB id where the site named none.
func TestSearchRowsReadUnderTheRules(t *testing.T) {
	row := indexer.Result{Title: "Hunting.Bad.E09.1080p.WEB-DL.H264-GRP", DownloadURL: "https://x/dl?id=1"}
	if got := toTorrent(nil, "hdsky", "天空", row); got.TMDbID != "" || got.ENName != "Hunting Bad" {
		t.Fatalf("without rules: %+v", got)
	}
	rs, err := release.ParseRules(`Hunting\.Bad => Breaking.Bad {[tmdbid=1396;s=2]}`)
	if err != nil {
		t.Fatal(err)
	}
	got := toTorrent(release.NewParser(rs), "hdsky", "天空", row)
	if got.TMDbID != "1396" || got.ENName != "Breaking Bad" || got.MovieType != "TV" || got.TVSeries == nil || got.TVSeries.SeasonStart != 2 {
		t.Fatalf("with rules: %+v %+v", got, got.TVSeries)
	}
	// A site's own id stays.
	row.TMDbID = "42"
	if got := toTorrent(release.NewParser(rs), "hdsky", "天空", row); got.TMDbID != "42" {
		t.Fatalf("site id replaced: %+v", got)
	}
}
