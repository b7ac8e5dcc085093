package traffic

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
)

// A removal's intent (its reason) is written before the client is told to
// delete. The answer lost (the delete happened) or the call refused (it did
// not): the next round settles it with the client, once, for that reason.
func TestRemovalIntentIsReconciled(t *testing.T) {
	ctx := context.Background()
	_, proxy := qbtest.StartBehindFaultProxy(t)
	site := standin.Must(t, "nexusphp", nil)
	st, dl := clientStore(t, proxy.URL)
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	e, err := New(ctx, Options{Store: st, DL: dl, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := dl.Client(ctx, "qb")
	save := t.TempDir()
	for _, tc := range []struct {
		name, id string
		fault    standin.Fault
	}{
		{"应答丢失（已删除）", "101", standin.Fault{After: proxy.CloseClientConnections}},
		{"下载器拒绝（未删除）", "102", standin.Fault{Status: 500}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := siteTorrent(t, site.URL, tc.id)
			tor, _ := bencode.ParseTorrent(data)
			hash, err := dl.AddUnrecorded(ctx, c, data, save, Category) // no data: never done
			if err != nil {
				t.Fatal(err)
			}
			res, _ := st.DB().Exec(`INSERT INTO traffic_torrent(site, site_torrent_id, name, hash, client, save_path, size_mb,
				reason, added_at, free_until, min_ratio, last_active_at, state) VALUES ('hdsky', ?, ?, ?, 'qb', ?, 1, '免费', ?, ?, 0, ?, ?)`,
				tc.id, tor.Name, hash, save, now.Format(stamp), now.Add(-time.Hour).Format(stamp), now.Format(stamp), stateActive)
			row, _ := res.LastInsertId()
			proxy.Break("/api/v2/torrents/delete", tc.fault)
			if err := e.prune(ctx, c, &runLog{}); err != nil {
				t.Fatal(err)
			}
			var state, why string
			st.DB().QueryRow(`SELECT state, remove_reason FROM traffic_torrent WHERE id = ?`, row).Scan(&state, &why)
			if state != stateActive || why == "" {
				t.Fatalf("after the broken delete: %s %q", state, why)
			}
			proxy.Repair()
			lg := &runLog{}
			for range 2 { // the second round changes nothing
				if err := e.prune(ctx, c, lg); err != nil {
					t.Fatal(err)
				}
			}
			var state2, why2 string
			st.DB().QueryRow(`SELECT state, remove_reason FROM traffic_torrent WHERE id = ?`, row).Scan(&state2, &why2)
			live, _ := dl.Torrents(ctx, c, []string{hash})
			if state2 != stateRemoved || why2 != why || len(live) != 0 || len(lg.lines) != 1 {
				t.Fatalf("settled as %s %q (asked %q), client holds %d; log %q", state2, why2, why, len(live), lg.lines)
			}
		})
	}
}
