package scheduler

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// A job whose Due says no (cookiecloud_sync while sync is off) ticks
// without a run and without one write to the scheduler's table; once due,
// it runs and records the run.
func TestANotDueTickWritesNothing(t *testing.T) {
	st := storetest.Open(t)
	var due atomic.Bool
	var asked, runs atomic.Int32
	job := Job{Name: "sync", Every: 10 * time.Millisecond, Run: func(context.Context) error { runs.Add(1); return nil },
		Due: func(context.Context) bool { asked.Add(1); return due.Load() }}
	s, err := New(Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Add(context.Background(), job); err != nil {
		t.Fatal(err)
	}
	db := st.DB()
	for _, q := range []string{`CREATE TABLE job_writes (n INTEGER)`,
		`CREATE TRIGGER job_updated AFTER UPDATE ON scheduler_jobs BEGIN INSERT INTO job_writes VALUES (1); END`,
		`CREATE TRIGGER job_inserted AFTER INSERT ON scheduler_jobs BEGIN INSERT INTO job_writes VALUES (1); END`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	writes := func() (n int) {
		if err := db.QueryRow(`SELECT COUNT(*) FROM job_writes`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	run(t, s)
	waitFor(t, "five ticks", func() bool { return asked.Load() >= 5 })
	if n, r := writes(), runs.Load(); n != 0 || r != 0 {
		t.Fatalf("not due: %d state writes, %d runs", n, r)
	}
	due.Store(true)
	waitFor(t, "a run", func() bool { return runs.Load() >= 1 })
	waitFor(t, "its state written", func() bool { return writes() >= 2 })
}
