// Package scheduler runs every piece of background work of the built-in
// backend (health checks, site data refreshes, download watching, the
// subscription engine …) through one place. Each job runs at most once at a
// time, its schedule and last outcome live in SQLite so a restart neither
// forgets a daily job nor runs it again at once, and Status tells a screen
// what is running now.
package scheduler

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// Job is one kind of background work.
type Job struct {
	Name  string        // unique, stable (it keys the stored state)
	Title string        // what a person reads on a status screen (Chinese)
	Every time.Duration // period between the end of one run and the next
	// Delay is how long after start-up a job that has never run (or whose
	// stored next run has passed) first runs; 0 = at once.
	Delay time.Duration
	Run   func(ctx context.Context) error
	// Due, when set, is asked before each run: false skips the tick with
	// no run, no state write and no OnChange (a job that wakes often to
	// find itself switched off, like cookiecloud_sync, writes nothing).
	Due func(ctx context.Context) bool
}

// Options configure a Scheduler.
type Options struct {
	Store  *store.Store
	Logger *slog.Logger     // nil = slog.Default()
	Now    func() time.Time // nil = time.Now
	// OnChange hears each run start and end (the activity screen's queue
	// is told by the event stream); it must not block.
	OnChange func(State)
	// OnFailed hears a run that failed where the run before it did not,
	// or failed for another reason (its State's LastError): a job failing
	// the same way every minute is told once, and again after it worked;
	// a failure marked Told is not (another feature tells it).
	OnFailed func(State)
}

// Scheduler owns the jobs. Add them, then call Run once.
type Scheduler struct {
	o      Options
	mu     sync.Mutex
	jobs   map[string]*entry
	order  []string
	wake   chan struct{}
	runs   sync.WaitGroup
	closed bool
}

// entry is a job with its live state (the stored state mirrors it).
type entry struct {
	job     Job
	next    time.Time
	running bool
	again   bool // kicked while running: run once more right after
	kicked  bool // the next run was asked for by Kick (Kicked tells the job)
	state   State
}

// New returns a Scheduler whose state is kept in o.Store.
func New(o Options) (*Scheduler, error) {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if err := o.Store.MigrateDomain(context.Background(), "scheduler", migrations); err != nil {
		return nil, err
	}
	return &Scheduler{o: o, jobs: map[string]*entry{}, wake: make(chan struct{}, 1)}, nil
}

// Add registers a job. Its stored state (if any) decides its first run:
// a run interrupted by a stop, or a due time already past, runs after
// Delay; a due time still ahead is kept.
func (s *Scheduler) Add(ctx context.Context, j Job) error {
	if j.Name == "" || j.Run == nil || j.Every <= 0 {
		return fmt.Errorf("scheduler: job %q needs a name, a run func and a period", j.Name)
	}
	st, err := s.load(ctx, j.Name)
	if err != nil {
		return err
	}
	now := s.o.Now()
	next := now.Add(j.Delay)
	if st.NextRun.After(next) && !st.Running && st.NextRun.Before(now.Add(j.Every+j.Delay)) {
		next = st.NextRun
	}
	st.Name, st.Title, st.Running, st.NextRun = j.Name, j.Title, false, next
	if err := s.save(ctx, st); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.jobs[j.Name]; dup {
		return fmt.Errorf("scheduler: job %q added twice", j.Name)
	}
	s.jobs[j.Name] = &entry{job: j, next: next, state: st}
	s.order = append(s.order, j.Name)
	s.poke()
	return nil
}

// Kick asks for a run of the named job soon and answers its title, or
// false for a job it does not have. A kick while it runs folds into one
// more run right after; it never blocks.
func (s *Scheduler) Kick(name string) (title string, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.jobs[name]
	if !ok {
		return "", false
	}
	e.kicked = true
	if e.running {
		e.again = true
		return e.job.Title, true
	}
	e.next = s.o.Now()
	s.poke()
	return e.job.Title, true
}

func (s *Scheduler) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

type kickedKey struct{}

// Kicked tells a job's Run that this run was asked for (Kick: 立即运行
// or another part's request) rather than due by its period, so a job
// that also keeps a period of its own (流量自动管理's 下载数据统计周期)
// runs a round now.
func Kicked(ctx context.Context) bool {
	k, _ := ctx.Value(kickedKey{}).(bool)
	return k
}
