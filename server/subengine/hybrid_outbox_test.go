package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/torrenttest"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A hybrid (v1+v2) torrent whose send answer was lost: the intent knows it
// by its v1 hash, qBittorrent lists it by its v2 hash cut to 20 bytes.
// Reconcile finds it by either id (the log says the client has it) and the
// confirmed row keeps the id the client answered, as the record does, so
// the holdings check matches the two.
func TestHybridIntentIsFoundByTheClientsID(t *testing.T) {
	qb := qbtest.Start(t)
	ctx := context.Background()
	dir := t.TempDir()
	made, data, tor := torrenttest.Hybrid(t, dir, 40000)
	if made.Best == tor.InfoHash {
		t.Fatalf("not a hybrid listed by its v2 id: %+v", made)
	}
	e := newEnv(t)
	dl := e.useClient(t, qb.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "混合", ENName: "Hybrid", ReleaseYear: 2024})
	// The intent as send writes it (v1 hash, the .torrent), then the
	// client took the torrent and the answer never came.
	if _, err := e.st.DB().Exec(`INSERT INTO subengine_sent(sub_id, torrent_key, hash, name, created_at, site, save_path,
		torrent, attempts, next_try) VALUES (?, 'hdsky-1', ?, 'Hybrid.2024.1080p', ?, 'hdsky', ?, ?, 1, '')`,
		id, tor.InfoHash, e.eng.stamp(), dir, data); err != nil {
		t.Fatal(err)
	}
	c, _ := dl.Client(ctx, "qb")
	if _, err := dl.AddUnrecorded(ctx, c, data, dir, ""); err != nil {
		t.Fatal(err)
	}
	if err := e.eng.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.allLogs(t, id), "下载器中已有这个种子", "⬇ 已确认")
	var hash string
	var rec int64
	e.st.DB().QueryRow(`SELECT hash, record_id FROM subengine_sent WHERE sub_id = ?`, id).Scan(&hash, &rec)
	recs, _ := dl.SubRecords(ctx, downloads.SubTypeSubscribe, id)
	if rec == 0 || len(recs) != 1 || recs[0].Hash != made.Best || hash != recs[0].Hash {
		t.Fatalf("row %s (record %d), records %+v; qBittorrent's id %s", hash, rec, recs, made.Best)
	}
}
