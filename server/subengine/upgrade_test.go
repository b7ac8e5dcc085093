package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Download mode 2 (先按排序规则下载，之后遇到符合规格再替换): with no
// release meeting the filter, the best-ranked one is taken for now; one
// meeting it later replaces it, and only that one completes the movie.
func TestDownloadModeTwoTakesTheBestThenReplaces(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024,
		FilterName: filters.NewFilter, FilterConfig: ptr(`{"filter_name":"","download_mode":2,"resolution":["2160p"]}`)})
	sites.add("Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "沙丘2", 50)
	sites.add("Dune.Part.Two.2024.720p.WEB-DL.H264-GRP", "沙丘2", 50)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "分辨率 1080p 不符合要求（2160p）", "没有完全符合过滤器的种子，先下载排序最高的",
		"⬇ 选择 [天空] Dune.Part.Two.2024.1080p")
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusSubscribed || len(e.dl.recs) != 1 {
		t.Fatalf("status %d, records %v", e.status(t, id), e.dl.names())
	}
	wantIn(t, e.lastLog(t, id), "等待符合过滤器的种子来替换")
	sites.add("Dune.Part.Two.2024.2160p.WEB-DL.H265-GRP", "沙丘2 4K", 50)
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 2 || !e.dl.recs[1].BetterVersion {
		t.Fatalf("records %+v", e.dl.recs)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d\n%s", e.status(t, id), e.lastLog(t, id))
	}
	// Mode 1 takes nothing that fails the filter.
	id1 := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024,
		FilterName: filters.NewFilter, FilterConfig: ptr(`{"filter_name":"","download_mode":1,"resolution":["480p"]}`)})
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id1), "没有符合条件的种子")
	if len(e.dl.recs) != 2 {
		t.Fatalf("mode 1 sent %v", e.dl.names())
	}
}
