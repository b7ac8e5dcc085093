package traffic

import (
	"context"
	"strings"
)

// Owns tells whether a 刷流 row (of any state) holds a torrent of one of
// hashes: the download watcher's 监控所有种子 leaves such torrents to this
// feature (they are seeded for ratio, not filed into the library). An
// unreadable table answers true, so nothing is taken by mistake.
func (e *Engine) Owns(ctx context.Context, hashes ...string) bool {
	if len(hashes) == 0 {
		return false
	}
	marks := "?" + strings.Repeat(",?", len(hashes)-1)
	args := make([]any, 0, 2*len(hashes))
	for _, h := range append(append([]string{}, hashes...), hashes...) {
		args = append(args, strings.ToLower(h))
	}
	var n int
	err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM traffic_torrent
		WHERE hash IN (`+marks+`) OR alt_hash IN (`+marks+`)`, args...).Scan(&n)
	return err != nil || n > 0
}
