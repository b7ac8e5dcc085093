package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// The whole path with the real parts: the NexusPHP stand-in, the real
// downloads package and a real qbittorrent-nox. The record carries the
// subscription, and the client holds the torrent.
func TestSendsToRealQBittorrent(t *testing.T) {
	ctx := context.Background()
	qb := qbtest.Start(t)
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	save := t.TempDir()
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: save, Type: "movie"}})
	dl := e.useClient(t, qb.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023})
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "⬇ 选择 [天空] Oppenheimer.2023.1080p", "已提交到下载器 qb")
	recs, err := dl.SubRecords(ctx, downloads.SubTypeSubscribe, id)
	if err != nil || len(recs) != 1 || recs[0].SavePath != save {
		t.Fatalf("records %+v %v", recs, err)
	}
	c, _ := dl.Client(ctx, "qb")
	live, err := dl.Torrents(ctx, c, []string{recs[0].Hash})
	if err != nil || len(live) != 1 {
		t.Fatalf("qBittorrent has %+v, %v", live, err)
	}
	// Searched again (a restart, a full search): not sent twice.
	if err := e.eng.searchOne(ctx, x(t, e, id), "全量搜索", true); err != nil {
		t.Fatal(err)
	}
	if recs, _ = dl.SubRecords(ctx, downloads.SubTypeSubscribe, id); len(recs) != 1 {
		t.Fatalf("sent twice: %+v", recs)
	}
}
