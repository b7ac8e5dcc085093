package traffic

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// Owns finds a 刷流 row by either of its hashes, whatever its state, so
// the watcher's 监控所有种子 leaves those torrents alone.
func TestOwnsByEitherHash(t *testing.T) {
	st := storetest.Open(t)
	ctx := context.Background()
	e, err := New(ctx, Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB().Exec(`INSERT INTO traffic_torrent(site, site_torrent_id, name, hash, alt_hash, client, save_path,
		size_mb, reason, added_at, last_active_at, state) VALUES ('hdsky', 1, 'x', 'aaaa', 'bbbb', 'qb', '/d', 1, '免费', '', '', 'removed')`); err != nil {
		t.Fatal(err)
	}
	if !e.Owns(ctx, "AAAA") || !e.Owns(ctx, "cccc", "bbbb") || e.Owns(ctx, "cccc") || e.Owns(ctx) {
		t.Fatal("Owns answers the wrong rows")
	}
}
