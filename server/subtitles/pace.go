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
}

func (p *pace) wait(ctx context.Context) error {
	if p == nil || p.gap <= 0 {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if d := time.Until(p.last.Add(p.gap)); d > 0 {
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
