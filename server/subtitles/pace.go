package subtitles

import (
	"context"
	"sync"
	"time"
)

// pace keeps a source's requests at least gap apart: the sites are small
// and a round may look for many videos (the per-source rate limit).
type pace struct {
	mu   sync.Mutex
	gap  time.Duration
	last time.Time
	// until is when a source that answered 429 may be asked again.
	until time.Time
}

// hold pauses the source for d (its Retry-After).
func (p *pace) hold(d time.Duration) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if t := time.Now().Add(d); t.After(p.until) {
		p.until = t
	}
}

func (p *pace) wait(ctx context.Context) error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	next := p.last.Add(p.gap)
	if p.until.After(next) {
		next = p.until
	}
	if d := time.Until(next); d > 0 {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	p.last = time.Now()
	return nil
}
