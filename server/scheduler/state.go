package scheduler

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// migrations are the scheduler's own tables (store.MigrateDomain).
var migrations = []string{
	`CREATE TABLE scheduler_jobs (
		name       TEXT PRIMARY KEY,
		title      TEXT    NOT NULL DEFAULT '',
		running    INTEGER NOT NULL DEFAULT 0, -- 1 while a run is under way (or was, when the binary stopped)
		runs       INTEGER NOT NULL DEFAULT 0,
		last_start TEXT    NOT NULL DEFAULT '',
		last_end   TEXT    NOT NULL DEFAULT '',
		next_run   TEXT    NOT NULL DEFAULT '',
		last_error TEXT    NOT NULL DEFAULT ''
	);`,
}

// State is what the scheduler knows of one job: for a status screen, and
// kept across restarts.
type State struct {
	Name      string    `json:"name"`
	Title     string    `json:"title"`
	Running   bool      `json:"running"`
	Runs      int64     `json:"runs"`
	LastStart time.Time `json:"last_start"`
	LastEnd   time.Time `json:"last_end"`
	NextRun   time.Time `json:"next_run"`
	LastError string    `json:"last_error"`
}

// Status lists every job in the order they were added.
func (s *Scheduler) Status() []State {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]State, 0, len(s.order))
	for _, name := range s.order {
		out = append(out, s.jobs[name].state)
	}
	return out
}

func (s *Scheduler) load(ctx context.Context, name string) (State, error) {
	var st State
	var running int
	var start, end, next string
	err := s.o.Store.DB().QueryRowContext(ctx, `SELECT name, title, running, runs, last_start, last_end, next_run, last_error
		FROM scheduler_jobs WHERE name = ?`, name).
		Scan(&st.Name, &st.Title, &running, &st.Runs, &start, &end, &next, &st.LastError)
	if errors.Is(err, sql.ErrNoRows) {
		return State{Name: name}, nil
	}
	st.Running = running == 1
	st.LastStart, st.LastEnd, st.NextRun = parseTime(start), parseTime(end), parseTime(next)
	return st, err
}

func (s *Scheduler) save(ctx context.Context, st State) error {
	_, err := s.o.Store.DB().ExecContext(ctx, `INSERT INTO scheduler_jobs
		(name, title, running, runs, last_start, last_end, next_run, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(name) DO UPDATE SET title = excluded.title, running = excluded.running, runs = excluded.runs,
		last_start = excluded.last_start, last_end = excluded.last_end, next_run = excluded.next_run,
		last_error = excluded.last_error`,
		st.Name, st.Title, boolInt(st.Running), st.Runs, timeText(st.LastStart), timeText(st.LastEnd),
		timeText(st.NextRun), st.LastError)
	return err
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func timeText(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func parseTime(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}
