// Package eventstest keeps what a package under test publishes on the
// event stream, in place of the real events.Bus.
package eventstest

import (
	"context"
	"sync"

	"github.com/movie-robot/web-console/server/events"
)

// Recorder is a publisher that keeps every event. Safe for concurrent use.
type Recorder struct {
	mu  sync.Mutex
	got []events.Event
}

// Publish keeps e.
func (r *Recorder) Publish(_ context.Context, e events.Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got = append(r.got, e)
}

// Events are the events kept so far, oldest first.
func (r *Recorder) Events() []events.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]events.Event(nil), r.got...)
}

// Reasons are the kept events' reasons, oldest first.
func (r *Recorder) Reasons() []string {
	var out []string
	for _, e := range r.Events() {
		out = append(out, e.Reason)
	}
	return out
}
