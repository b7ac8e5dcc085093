package plugins

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"
)

// Publish delivers an app event to every installed plugin that asked for
// it, by running its on_event command with {name, data} in the request.
// It returns at once; deliveries run in the background, at most four at a
// time, each bounded by the plugin's time-out.
func (s *Service) Publish(_ context.Context, event string, data any) {
	for _, p := range s.Installed() {
		if !slices.Contains(p.Events, event) {
			continue
		}
		s.runs.Add(1)
		go func() {
			defer s.runs.Done()
			s.events <- struct{}{}
			defer func() { <-s.events }()
			req := Request{Command: EventCommand, Args: map[string]any{}, Event: &Event{Name: event, Data: data}}
			s.runOnce(s.base, p, req) // not the caller's ctx: delivery outlives its request
		}()
	}
}

// SchedulerInterval is how often RunScheduled should be called: plugin
// schedules are whole minutes of at least 5.
const SchedulerInterval = time.Minute

// RunScheduled runs the scheduled command of every plugin whose interval
// has passed since its last scheduled run (the first run comes one
// interval after the server started), side by side so one slow plugin does
// not hold up the others, and waits for them. A plugin whose command is
// already running (started by hand) skips this turn and waits a whole
// interval again.
func (s *Service) RunScheduled(ctx context.Context) error {
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	now := time.Now()
	for _, p := range s.Installed() {
		if p.Schedule == nil || !s.due(p, now) || !s.begin(p.Name, p.Schedule.Command) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.runOnce(ctx, p, Request{Command: p.Schedule.Command, Args: map[string]any{}}); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// due reports whether p's interval has passed, and if so counts this as
// its run; a plugin seen for the first time starts its interval now.
func (s *Service) due(p Installed, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	last, seen := s.lastRun[p.Name]
	if seen && now.Sub(last) < time.Duration(p.Schedule.IntervalMinutes)*time.Minute {
		return false
	}
	s.lastRun[p.Name] = now
	return seen
}
