package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/subscribe"
)

// With no download client set, a subscription's run fetches no .torrent
// (a request of the site's budget spent on a send no client could take):
// the site sees no download.php request, and the log says why.
func TestNoClientFetchesNoTorrent(t *testing.T) {
	ctx := context.Background()
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	real, err := downloads.New(ctx, e.st) // no client in settings
	if err != nil {
		t.Fatal(err)
	}
	e.dl.clientFor = real.ClientFor
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999})
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	for _, r := range site.Requests() {
		if r.Path == "/download.php" {
			t.Fatalf("the site was asked for a .torrent: %s?%s", r.Path, r.Query)
		}
	}
	log := e.lastLog(t, id)
	wantIn(t, log, "还没有设置下载工具：请先在设置中添加下载器（未向站点请求种子文件）", "没有种子被下载器确认接收")
	if len(e.dl.recs) != 0 || e.status(t, id) == subscribe.StatusCompleted {
		t.Fatalf("records %+v, status %d", e.dl.recs, e.status(t, id))
	}
}
