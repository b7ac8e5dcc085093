package store

import (
	"context"
	"database/sql"
	"log/slog"
)

// Execer runs a statement: a *sql.DB or a *sql.Tx.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Note makes a bookkeeping write that the work around it does not wait on:
// a retry's next time, a status a screen shows, the pruning of old rows. Its
// failure does not stop that work (the next run writes it again, or a check
// such as the download records keeps a torrent from going twice), but it is
// never silent: the system log names what was not written and why.
func Note(ctx context.Context, db Execer, what, query string, args ...any) {
	if _, err := db.ExecContext(ctx, query, args...); err != nil {
		slog.Warn("a bookkeeping write failed: "+what, "err", err)
	}
}
