package scheduler

import (
	"context"
	"fmt"
	"time"
)

// Run starts due jobs until ctx is done, then waits for running ones to
// return (they get ctx, so they stop early).
func (s *Scheduler) Run(ctx context.Context) {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		wait := s.startDue(ctx)
		timer.Reset(wait)
		select {
		case <-ctx.Done():
			s.mu.Lock()
			s.closed = true
			s.mu.Unlock()
			s.runs.Wait()
			return
		case <-timer.C:
		case <-s.wake:
		}
	}
}

// startDue starts every job whose time has come and is not running, and
// answers how long until the next one is due.
func (s *Scheduler) startDue(ctx context.Context) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.o.Now()
	wait := time.Hour
	for _, name := range s.order {
		e := s.jobs[name]
		if e.running {
			continue
		}
		if d := e.next.Sub(now); d > 0 {
			wait = min(wait, d)
			continue
		}
		e.running = true
		s.runs.Add(1)
		go s.run(ctx, e, now)
	}
	return wait
}

// skip answers whether e's job says this tick is not due; then it is
// rescheduled in memory only.
func (s *Scheduler) skip(ctx context.Context, e *entry) bool {
	if e.job.Due == nil || e.job.Due(ctx) {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	e.running = false
	e.kicked = false // the kick is spent on the skipped tick
	e.next = s.o.Now().Add(e.job.Every)
	if e.again {
		e.again = false
		e.next = s.o.Now()
	}
	e.state.NextRun = e.next
	s.poke()
	return true
}

// run executes one run of e, started at start, and records its outcome.
func (s *Scheduler) run(ctx context.Context, e *entry, start time.Time) {
	defer s.runs.Done()
	if s.skip(ctx, e) {
		return
	}
	s.mu.Lock()
	e.state.Running = true
	e.state.LastStart = start
	st := e.state
	if e.kicked {
		e.kicked = false
		ctx = context.WithValue(ctx, kickedKey{}, true)
	}
	s.mu.Unlock()
	if err := s.save(ctx, st); err != nil && ctx.Err() == nil {
		s.o.Logger.Error("scheduler: save state", "job", e.job.Name, "error", err)
	}
	s.changed(st)
	err := safeRun(ctx, e.job.Run)
	s.mu.Lock()
	now := s.o.Now()
	e.running = false
	e.next = now.Add(e.job.Every)
	if e.again {
		e.again = false
		e.next = now
	}
	e.state.Running = false
	e.state.LastEnd = now
	e.state.NextRun = e.next
	e.state.Runs++
	prev := e.state.LastError
	e.state.LastError = ""
	if err != nil && ctx.Err() == nil {
		e.state.LastError = err.Error()
	}
	newFailure := e.state.LastError != "" && e.state.LastError != prev
	if ctx.Err() != nil {
		// Stopped mid-run: the next start runs it again after its delay.
		e.state.Running = true
	}
	st = e.state
	s.poke()
	s.mu.Unlock()
	if err != nil && ctx.Err() == nil {
		s.o.Logger.Warn("background job failed", "job", e.job.Name, "error", err)
	}
	if newFailure && s.o.OnFailed != nil && !IsTold(err) {
		s.o.OnFailed(st)
	}
	// A stop must still record the run, so save on a fresh context.
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := s.save(sctx, st); err != nil {
		s.o.Logger.Error("scheduler: save state", "job", e.job.Name, "error", err)
	}
	s.changed(st)
}

// changed tells Options.OnChange of a run that started or ended.
func (s *Scheduler) changed(st State) {
	if s.o.OnChange != nil {
		s.o.OnChange(st)
	}
}

// safeRun turns a panic in a job into an error, so one bad job cannot take
// the whole binary down.
func safeRun(ctx context.Context, f func(context.Context) error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return f(ctx)
}
