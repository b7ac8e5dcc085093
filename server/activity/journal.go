// Package activity is the history behind the 活动 screen: every event of
// the stream (events.Bus) that is not live-only is kept as one row, paged
// newest first, filtered by kind, outcome and date; an admin reads every
// row, anyone else only their own. 重试 itself runs through the engine's
// own paths (the API picks which); this package only remembers that it
// was asked for and how it went.
package activity

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/store"
)

// migrations are the history's table (store.MigrateDomain). Every filter
// of List reads an index: (uid, id) for a user's own rows, (kind, id) and
// (failure, id) for the kind and outcome, (at) for the dates.
var migrations = []string{
	`CREATE TABLE activity_events (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		kind       TEXT    NOT NULL,
		uid        INTEGER NOT NULL DEFAULT 0, -- 0: the system's (every admin's)
		failure    INTEGER NOT NULL DEFAULT 0,
		title      TEXT    NOT NULL DEFAULT '',
		reason     TEXT    NOT NULL DEFAULT '',
		link       TEXT    NOT NULL DEFAULT '',
		refs       TEXT    NOT NULL DEFAULT '{}',
		at         TEXT    NOT NULL,           -- local time, 2006-01-02 15:04:05
		retried_at TEXT    NOT NULL DEFAULT '',
		retry_note TEXT    NOT NULL DEFAULT ''
	);
	CREATE INDEX activity_events_uid ON activity_events(uid, id);
	CREATE INDEX activity_events_kind ON activity_events(kind, id);
	CREATE INDEX activity_events_failure ON activity_events(failure, id);
	CREATE INDEX activity_events_at ON activity_events(at);`,
}

// Service keeps and reads the history.
type Service struct {
	db  *sql.DB
	now func() time.Time
}

// New opens the history on st (its table is created once).
func New(ctx context.Context, st *store.Store) (*Service, error) {
	if err := st.MigrateDomain(ctx, "activity", migrations); err != nil {
		return nil, err
	}
	return &Service{db: st.DB(), now: time.Now}, nil
}

// Keep stores e (events.Journal); live-only kinds are not history.
func (s *Service) Keep(ctx context.Context, e events.Event) error {
	if events.Live(e.Kind) {
		return nil
	}
	refs, _ := json.Marshal(e.Refs)
	at := e.Time
	if at.IsZero() {
		at = s.now()
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO activity_events(kind, uid, failure, title, reason, link, refs, at)
		VALUES (?,?,?,?,?,?,?,?)`, string(e.Kind), e.UID, events.Failure(e.Kind), e.Title, e.Reason, e.Link,
		string(refs), at.Local().Format(time.DateTime))
	if err != nil {
		return err
	}
	// Now and then, the rows past the kept time go (by the at index).
	if id, _ := res.LastInsertId(); id%pruneEvery == 0 {
		_, err = s.db.ExecContext(ctx, `DELETE FROM activity_events WHERE at < ?`,
			s.now().Add(-Kept).Format(time.DateTime))
	}
	return err
}

// Kept is how long the history keeps an event; pruneEvery: how many rows
// are written between two prunes.
const (
	Kept       = 180 * 24 * time.Hour
	pruneEvery = 500
)

// Retried notes that entry id was retried, with what the engine answered.
func (s *Service) Retried(ctx context.Context, id int64, note string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE activity_events SET retried_at = ?, retry_note = ? WHERE id = ?`,
		s.now().Format(time.DateTime), note, id)
	return err
}
