package subscribe

import (
	"context"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/store"
)

// missMigrations keep, per list, the titles the readers could not
// subscribe and why: a reader tries them again each run, and tells the
// owner once, not every run.
var missMigrations = []string{
	`CREATE TABLE list_misses (
		list   TEXT NOT NULL, -- the reader's list: wish:<douban user>, ranking:<id>
		item   TEXT NOT NULL, -- the Douban id
		reason TEXT NOT NULL,
		PRIMARY KEY (list, item)
	)`,
}

// Missed tells uid (自动订阅失败: a message and a log line) that title, item
// of list, could not be subscribed, and why; the same reason for the same
// title is told once, however many runs it fails again.
func (l ListReader) Missed(ctx context.Context, uid int64, list, item, title, reason, link string) {
	res, err := l.DB.ExecContext(ctx, `INSERT INTO list_misses(list, item, reason) VALUES (?, ?, ?)
		ON CONFLICT(list, item) DO UPDATE SET reason = excluded.reason WHERE reason <> excluded.reason`, list, item, reason)
	if err != nil {
		l.Log.Warn("list reader: keep a miss", "list", list, "item", item, "err", err)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 || l.Events == nil {
		return
	}
	l.Events.Publish(ctx, events.Event{Kind: events.SubscribeFailed, UID: uid, Title: title, Reason: reason, Link: link})
}

// Took forgets item's miss once it is subscribed (or was already): a
// later failure is told again.
func (l ListReader) Took(ctx context.Context, list, item string) {
	store.Note(ctx, l.DB, "a list item's miss, now subscribed", `DELETE FROM list_misses WHERE list = ? AND item = ?`, list, item)
}
