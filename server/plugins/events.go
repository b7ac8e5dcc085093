package plugins

import (
	"context"
	"errors"
	"slices"
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

// RunScheduled runs, one after another, the scheduled command of every
// plugin whose interval has passed since its last scheduled run (the first
// run comes one interval after the server started). A plugin whose command
// is already running is skipped this round.
func (s *Service) RunScheduled(ctx context.Context) error {
	var errs []error
	now := time.Now()
	for _, p := range s.Installed() {
		if p.Schedule == nil {
			continue
		}
		s.mu.Lock()
		last, seen := s.lastRun[p.Name]
		if !seen {
			s.lastRun[p.Name] = now
		}
		s.mu.Unlock()
		if !seen || now.Sub(last) < time.Duration(p.Schedule.IntervalMinutes)*time.Minute {
			continue
		}
		if !s.begin(p.Name, p.Schedule.Command) {
			continue
		}
		s.mu.Lock()
		s.lastRun[p.Name] = now
		s.mu.Unlock()
		req := Request{Command: p.Schedule.Command, Args: map[string]any{}}
		if err := s.runOnce(ctx, p, req); err != nil {
			errs = append(errs, err)
		}
		if ctx.Err() != nil {
			break
		}
	}
	return errors.Join(errs...)
}
