package subengine

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A restart (a new Engine on the same store) neither sends again what
// was sent, nor forgets a send that a stop cut short before the client
// had it.
func TestRestartMidRunNeitherDoublesNorForgets(t *testing.T) {
	e, id := duneSent(t)
	ctx := context.Background()
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

// A subscription a listing read matched first still gets its search by
// title, once; Progress names the job that runs it next.
func TestListingMatchDoesNotSkipTheNewSearch(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.NextRun = func(job string) time.Time {
		return map[string]time.Time{JobNew: e.now.Add(time.Minute), JobListing: e.now.Add(time.Hour)}[job]
	}
	sites.add("Hidden.Dragon.2000.1080p.BluRay.x264-MTeam", "卧虎藏龙", 10)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "卧虎藏龙", ENName: "Hidden Dragon", ReleaseYear: 2000})
	ctx := context.Background()
	if p, _ := e.eng.Progress(ctx, id); p.NextRun != e.now.Add(time.Minute).Format(time.DateTime) || p.LastRun != "" {
		t.Fatalf("progress before any run %+v", p)
	}
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "【新订阅搜索】")
	n := e.logCount(t, id)
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if e.logCount(t, id) != n || len(e.dl.recs) != 1 {
		t.Fatalf("searched again: %d entries, records %v", e.logCount(t, id)-n, e.dl.names())
	}
	if p, _ := e.eng.Progress(ctx, id); p.NextRun != e.now.Add(time.Hour).Format(time.DateTime) || p.LastRun == "" {
		t.Fatalf("progress after the search %+v", p)
	}
}

// Deleting a subscription takes what the engine kept for it (its state
// and sent list) with it, so a later subscription that reuses nothing
// inherits nothing and the tables do not grow with deleted ones.
func TestDeletingASubscriptionForgetsItsState(t *testing.T) {
	e, id := duneSent(t)
	ctx := context.Background()
	rows := func() (n int) {
		t.Helper()
		err := e.st.DB().QueryRow(`SELECT (SELECT COUNT(*) FROM subengine_state WHERE sub_id = ?)
			+ (SELECT COUNT(*) FROM subengine_sent WHERE sub_id = ?)`, id, id).Scan(&n)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if rows() < 2 {
		t.Fatalf("the run kept %d rows for the subscription", rows())
	}
	if _, err := e.subs.Delete(ctx, store.User{ID: 1, Role: store.RoleAdmin}, strconv.FormatInt(id, 10), nil); err != nil {
		t.Fatal(err)
	}
	if n := rows(); n != 0 {
		t.Fatalf("%d rows left after the subscription was deleted", n)
	}
}

// duneSent: a movie subscription whose first search sent its one release.
func duneSent(t *testing.T) (*env, int64) {
	t.Helper()
	e, id := duneListed(t)
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	return e, id
}
