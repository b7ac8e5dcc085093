package subengine

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A magnet-only result goes the outbox's way: the intent (with the link)
// is written first; the client is down, so it stays; once the client is
// back, Reconcile sends it to the real qbittorrent-nox: one record, keyed
// by the magnet's hash, and the subscription holds it.
func TestMagnetOnlyResultThroughTheOutbox(t *testing.T) {
	ctx := context.Background()
	qb, proxy := qbtest.StartBehindFaultProxy(t)
	e := newEnv(t)
	const hash = "dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c"
	name := "Big.Buck.Bunny.2008.1080p.BluRay.x264-GRP"
	sites := &fakeSites{magnets: map[string]string{name: "magnet:?xt=urn:btih:" + hash + "&dn=Big+Buck+Bunny"}}
	sites.add(name, "大雄兔", 30)
	e.eng.o.Sites = sites
	save := t.TempDir()
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: save, Type: "movie"}})
	dl := e.useClient(t, proxy.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "大雄兔", ENName: "Big Buck Bunny", ReleaseYear: 2008})
	proxy.Break("/api/v2/torrents/add", standin.Fault{Status: 503})
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	var intent string
	e.st.DB().QueryRow(`SELECT torrent FROM subengine_sent WHERE sub_id = ? AND hash = ? AND record_id = 0`, id, hash).Scan(&intent)
	if intent != sites.magnets[name] {
		t.Fatalf("the outbox holds %q\n%s", intent, e.allLogs(t, id))
	}
	proxy.Repair()
	e.now = e.now.Add(11 * time.Minute)
	for range 2 {
		if err := e.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	recs, err := dl.SubRecords(ctx, downloads.SubTypeSubscribe, id)
	if err != nil || len(recs) != 1 || recs[0].Hash != hash || recs[0].SavePath != save {
		t.Fatalf("records %+v %v\n%s", recs, err, e.allLogs(t, id))
	}
	if got := qbAll(t, qb.URL); len(got) != 1 || got[0] != hash {
		t.Fatalf("qBittorrent holds %v", got)
	}
	wantIn(t, e.allLogs(t, id), "已确认："+name)
}
