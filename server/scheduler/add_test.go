package scheduler

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// A stored due time is kept while it lies within one period (plus the
// start delay) from now; one further off (the period was shortened since)
// gives way to the start delay. A job of no period is refused.
func TestAddKeepsAStoredDueTimeOnlyWithinAPeriod(t *testing.T) {
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)
	every, delay := time.Hour, 10*time.Minute
	for ahead, keep := range map[time.Duration]bool{65 * time.Minute: true, 69 * time.Minute: true, 2 * time.Hour: false, 5 * time.Minute: false} {
		s, err := New(Options{Store: storetest.Open(t), Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		if err := s.save(ctx, State{Name: "j", NextRun: now.Add(ahead)}); err != nil {
			t.Fatal(err)
		}
		if err := s.Add(ctx, Job{Name: "j", Every: every, Delay: delay, Run: func(context.Context) error { return nil }}); err != nil {
			t.Fatal(err)
		}
		want := now.Add(delay)
		if keep {
			want = now.Add(ahead)
		}
		if got := s.Status()[0].NextRun; !got.Equal(want) {
			t.Errorf("stored %v ahead: next run %v, want %v", ahead, got.Sub(now), want.Sub(now))
		}
		if err := s.Add(ctx, Job{Name: "z", Run: func(context.Context) error { return nil }}); err == nil {
			t.Error("a job of no period was taken")
		}
	}
}
