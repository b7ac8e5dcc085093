package scheduler

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/store"
)

// start runs a scheduler with jobs until the test ends (or stop is called).
func start(t *testing.T, st *store.Store, jobs ...Job) (*Scheduler, func()) {
	t.Helper()
	s, err := New(Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs {
		if err := s.Add(context.Background(), j); err != nil {
			t.Fatal(err)
		}
	}
	return s, run(t, s)
}

// run runs s until the test ends or stop is called (twice is no harm).
func run(t *testing.T, s *Scheduler) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); s.Run(ctx) }()
	stop = func() { cancel(); <-done }
	t.Cleanup(stop)
	return stop
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	polltest.Until(t, what, 5*time.Second, cond)
}

func TestRunsAtOnceThenEveryPeriod(t *testing.T) {
	var n atomic.Int32
	start(t, storetest.Open(t), Job{Name: "tick", Every: 20 * time.Millisecond,
		Run: func(context.Context) error { n.Add(1); return nil }})
	waitFor(t, "three runs", func() bool { return n.Load() >= 3 })
}

func TestNeverRunsTwiceAtOnceAndFoldsKicksIntoOneMoreRun(t *testing.T) {
	var running, most, total atomic.Int32
	release := make(chan struct{})
	job := Job{Name: "slow", Title: "慢任务", Every: time.Hour, Run: func(context.Context) error {
		now := running.Add(1)
		defer running.Add(-1)
		if now > most.Load() {
			most.Store(now)
		}
		total.Add(1)
		<-release
		return nil
	}}
	s, _ := start(t, storetest.Open(t), job)
	// Runs after start's: a failed check must not leave runs blocked, or
	// the scheduler's stop waits for them and the test hangs instead.
	t.Cleanup(func() { close(release) })
	send := func() {
		select {
		case release <- struct{}{}:
		case <-time.After(5 * time.Second):
			t.Fatal("no run took the release")
		}
	}
	waitFor(t, "first run", func() bool { return total.Load() == 1 })
	for range 5 {
		// while running: one more run, not five, never in parallel
		if title, ok := s.Kick("slow"); !ok || title != "慢任务" {
			t.Fatalf("kick: %q %v", title, ok)
		}
	}
	if _, ok := s.Kick("no-such-job"); ok {
		t.Fatal("a job it does not have was kicked")
	}
	send()
	waitFor(t, "the kicked run", func() bool { return total.Load() == 2 })
	send()
	time.Sleep(50 * time.Millisecond)
	if total.Load() != 2 || most.Load() != 1 {
		t.Fatalf("runs %d, most at once %d; want 2 and 1", total.Load(), most.Load())
	}
}

func TestScheduleSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	var n atomic.Int32
	daily := Job{Name: "daily", Every: 24 * time.Hour, Run: func(context.Context) error { n.Add(1); return nil }}
	st := storetest.OpenIn(t, dir)
	s, stop := start(t, st, daily)
	waitFor(t, "first run", func() bool { return n.Load() == 1 })
	waitFor(t, "state saved", func() bool { return s.Status()[0].Runs == 1 })
	stop()

	// The same data folder after a restart: the daily job is not due again.
	s2, _ := start(t, st, daily)
	time.Sleep(100 * time.Millisecond)
	if n.Load() != 1 {
		t.Fatalf("daily job ran %d times across a restart, want 1", n.Load())
	}
	got := s2.Status()[0]
	if got.Runs != 1 || got.NextRun.Before(time.Now().Add(23*time.Hour)) {
		t.Fatalf("state after restart %+v", got)
	}
}

func TestARunCutShortByAStopRunsAgainAfterRestart(t *testing.T) {
	dir := t.TempDir()
	st := storetest.OpenIn(t, dir)
	var n atomic.Int32
	job := Job{Name: "long", Every: 24 * time.Hour, Run: func(ctx context.Context) error {
		if n.Add(1) == 1 {
			<-ctx.Done() // the binary stops during the first run
			return ctx.Err()
		}
		return nil
	}}
	_, stop := start(t, st, job)
	waitFor(t, "first run", func() bool { return n.Load() == 1 })
	stop()
	start(t, st, job)
	waitFor(t, "the interrupted run repeated", func() bool { return n.Load() == 2 })
}

func TestFailuresAndPanicsAreRecordedNotFatal(t *testing.T) {
	var n atomic.Int32
	s, _ := start(t, storetest.Open(t),
		Job{Name: "fails", Title: "会失败", Every: time.Hour, Run: func(context.Context) error { return errors.New("站点无法访问") }},
		Job{Name: "panics", Every: time.Hour, Run: func(context.Context) error { n.Add(1); panic("boom") }})
	waitFor(t, "both recorded", func() bool {
		st := s.Status()
		return st[0].Runs == 1 && st[1].Runs == 1
	})
	st := s.Status()
	if st[0].LastError != "站点无法访问" || st[0].Title != "会失败" || st[1].LastError != "panic: boom" || st[0].Running {
		t.Fatalf("status %+v", st)
	}
}

func TestAddRefusesBadJobs(t *testing.T) {
	s, err := New(Options{Store: storetest.Open(t)})
	if err != nil {
		t.Fatal(err)
	}
	ok := Job{Name: "a", Every: time.Minute, Run: func(context.Context) error { return nil }}
	if err := s.Add(context.Background(), Job{Name: "b"}); err == nil {
		t.Fatal("a job without run func and period must be refused")
	}
	if err := s.Add(context.Background(), ok); err != nil {
		t.Fatal(err)
	}
	if err := s.Add(context.Background(), ok); err == nil {
		t.Fatal("the same name twice must be refused")
	}
}

// A run asked for by Kick knows it (流量自动管理 then runs a round inside
// its own period); a run due by the period does not.
func TestKickedRunKnowsItWasAskedFor(t *testing.T) {
	var runs []bool
	var n atomic.Int32
	done := make(chan struct{}, 4)
	s, _ := start(t, storetest.Open(t), Job{Name: "hourly", Every: time.Hour,
		Run: func(ctx context.Context) error {
			runs = append(runs, Kicked(ctx))
			n.Add(1)
			done <- struct{}{}
			return nil
		}})
	<-done
	s.Kick("hourly")
	<-done
	if n.Load() != 2 || runs[0] || !runs[1] {
		t.Fatalf("kicked per run = %v, want [false true]", runs)
	}
}

// A job failing the same way run after run is told once; another reason,
// or a failure after a run that worked, is told again. The last error is
// kept, so a restart does not tell it again.
func TestAFailureIsToldOncePerReason(t *testing.T) {
	st := storetest.Open(t)
	results := []string{"a", "a", "b", "b", "", "b", "b"}
	var runs atomic.Int32
	job := func() Job {
		return Job{Name: "flaky", Title: "不稳定的任务", Every: 5 * time.Millisecond, Run: func(context.Context) error {
			i := min(int(runs.Add(1)), len(results)) - 1 // then fails as the last did
			if results[i] == "" {
				return nil
			}
			return errors.New(results[i])
		}}
	}
	var told []string
	told2 := make(chan string, 16)
	s, err := New(Options{Store: st, OnFailed: func(st State) { told2 <- st.Title + ":" + st.LastError }})
	if err != nil {
		t.Fatal(err)
	}
	s.Add(context.Background(), job())
	stop := run(t, s)
	waitFor(t, "every planned run", func() bool { return runs.Load() > int32(len(results)) })
	stop()
	close(told2)
	for x := range told2 {
		told = append(told, x)
	}
	if len(told) != 3 || told[0] != "不稳定的任务:a" || told[1] != "不稳定的任务:b" || told[2] != "不稳定的任务:b" {
		t.Fatalf("told %q", told)
	}
	// Restarted, failing as it did before the stop: not told again.
	var again atomic.Int32
	s, err = New(Options{Store: st, OnFailed: func(st State) { again.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	s.Add(context.Background(), job())
	stop = run(t, s)
	before := runs.Load()
	waitFor(t, "two runs after the restart", func() bool { return runs.Load() >= before+2 })
	stop()
	if again.Load() != 0 {
		t.Fatalf("told again after a restart: %d", again.Load())
	}
}

// A failure another feature tells (Told) is kept in the job's state and
// not told again; an untold one after it still is.
func TestAToldFailureIsNotToldTwice(t *testing.T) {
	st := storetest.Open(t)
	results := []error{Told(errors.New("无法连接下载器")), Told(errors.New("无法连接下载器")), errors.New("d")}
	var runs atomic.Int32
	var lastErrors []string
	var mu sync.Mutex
	told := make(chan string, 16)
	s, err := New(Options{Store: st, OnFailed: func(st State) { told <- st.LastError },
		OnChange: func(st State) {
			if !st.Running {
				mu.Lock()
				lastErrors = append(lastErrors, st.LastError)
				mu.Unlock()
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	s.Add(context.Background(), Job{Name: "watch", Title: "下载监控", Every: 5 * time.Millisecond, Run: func(context.Context) error {
		return results[min(int(runs.Add(1)), len(results))-1]
	}})
	stop := run(t, s)
	waitFor(t, "every planned run", func() bool { return runs.Load() > int32(len(results)) })
	stop()
	close(told)
	var got []string
	for x := range told {
		got = append(got, x)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || got[0] != "d" || len(lastErrors) < 1 || lastErrors[0] != "无法连接下载器" {
		t.Fatalf("told %q, states %q", got, lastErrors)
	}
}
