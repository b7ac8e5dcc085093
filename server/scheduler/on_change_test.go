package scheduler

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// The activity queue hears each run's start (running) and end (not),
// with the job's title.
func TestOnChangeTellsEachRunsStartAndEnd(t *testing.T) {
	var mu sync.Mutex
	var seen []State
	s, err := New(Options{Store: storetest.Open(t), OnChange: func(st State) {
		mu.Lock()
		seen = append(seen, st)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	if err := s.Add(context.Background(), Job{Name: "search", Title: "订阅搜索", Every: time.Hour,
		Run: func(context.Context) error { <-release; return nil }}); err != nil {
		t.Fatal(err)
	}
	run(t, s)
	count := func() int { mu.Lock(); defer mu.Unlock(); return len(seen) }
	waitFor(t, "the start", func() bool { return count() == 1 })
	close(release)
	waitFor(t, "the end", func() bool { return count() == 2 })
	mu.Lock()
	defer mu.Unlock()
	if !seen[0].Running || seen[0].Title != "订阅搜索" || seen[1].Running || seen[1].Runs != 1 {
		t.Fatalf("changes %+v", seen)
	}
}
