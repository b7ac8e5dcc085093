package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A restart (a new Engine on the same store) neither sends again what
// was sent, nor forgets a send that a stop cut short before the client
// had it.
func TestRestartMidRunNeitherDoublesNorForgets(t *testing.T) {
	e := newEnv(t)
	sites := &fakeSites{}
	e.eng.o.Sites = sites
	sites.add("Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "沙丘2", 50)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024})
	ctx := context.Background()
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent %v", e.dl.names())
	}
	restart := func() {
		t.Helper()
		eng, err := New(ctx, e.eng.o)
		if err != nil {
			t.Fatal(err)
		}
		e.eng = eng
	}
	// Stopped after the client took it but before the engine noted the
	// record: the record's hash shows it was sent.
	if _, err := e.st.DB().Exec(`UPDATE subengine_sent SET record_id = 0`); err != nil {
		t.Fatal(err)
	}
	// The client lost it (removed by hand): the movie may be taken again,
	// but not this torrent — and not while the old record still counts.
	restart()
	if err := e.eng.RunNew(ctx); err != nil { // already searched: nothing to do
		t.Fatal(err)
	}
	if err := e.eng.searchOne(ctx, x(t, e, id), "全量搜索", true); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent twice after a restart: %v", e.dl.names())
	}
	e.dl.recs[0].Status = downloads.StatusDeleted
	if err := e.eng.searchOne(ctx, x(t, e, id), "全量搜索", true); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "已经为这个订阅下载过")
	if len(e.dl.recs) != 1 {
		t.Fatalf("the same torrent was sent again: %v", e.dl.names())
	}
	// Stopped between remembering and submitting: the client never got
	// it, so after the restart it is sent.
	e.dl.recs = nil
	restart()
	if err := e.eng.searchOne(ctx, x(t, e, id), "全量搜索", true); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("a send cut short was forgotten: %v\n%s", e.dl.names(), e.lastLog(t, id))
	}
}
