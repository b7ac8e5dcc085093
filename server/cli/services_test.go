package cli

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/subengine"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/traffic"
)

// startedServices is the program's services on a fresh data folder, their
// jobs started; both stop when the test ends.
func startedServices(t *testing.T) *services {
	t.Helper()
	dir := t.TempDir()
	st := storetest.OpenIn(t, dir)
	s, err := newServices(Config{DataDir: dir}, st, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	stop, err := s.startJobs()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return s
}

// The subscription engine is wired in: its jobs run through the one
// scheduler, and subscription progress comes from it.
func TestSubscriptionEngineIsWired(t *testing.T) {
	s := startedServices(t)
	var names []string
	for _, j := range s.sched.Status() {
		names = append(names, j.Name)
	}
	for _, want := range []string{subengine.JobNew, subengine.JobListing, subengine.JobFull} {
		if !slices.Contains(names, want) {
			t.Errorf("job %s not scheduled: %v", want, names)
		}
	}
	if s.nextRun(subengine.JobNew).IsZero() {
		t.Error("no next run known for the new-subscription job")
	}
	// Without the engine an unknown id reads as "nothing known"; the engine
	// looks the subscription up.
	if _, err := s.subs.Progress(context.Background(), 12345); err != subscribe.ErrNotFound {
		t.Fatalf("progress of an unknown subscription: %v", err)
	}
}

// 流量自动管理 runs through the one scheduler.
func TestTrafficJobIsScheduled(t *testing.T) {
	s := startedServices(t)
	if s.nextRun(traffic.JobName).IsZero() {
		t.Fatal("the traffic management job is not scheduled")
	}
}
