package ptsites

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
)

// defaultSearchesPerHour is the politeness limit per site unless the site
// or its definition sets another.
const defaultSearchesPerHour = 20

// bucket is a sliding one-hour window of a site's searches.
type bucket struct {
	mu   sync.Mutex
	seen []time.Time
}

// take records one search at now unless limit are already in the window.
func (b *bucket) take(now time.Time, limit int) (time.Duration, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	cut := now.Add(-time.Hour)
	i := 0
	for i < len(b.seen) && !b.seen[i].After(cut) {
		i++
	}
	b.seen = b.seen[i:]
	if len(b.seen) >= limit {
		return b.seen[0].Sub(cut), false
	}
	b.seen = append(b.seen, now)
	return 0, true
}

// errOurLimit marks a search we refused ourselves (the site was never asked).
var errOurLimit = errors.New("local rate limit")

func isOurLimit(err error) bool { return errors.Is(err, errOurLimit) }

// allow applies site's limit (per hour).
func (s *Service) allow(site string, limit int) error {
	s.mu.Lock()
	b := s.limits[site]
	if b == nil {
		b = &bucket{}
		s.limits[site] = b
	}
	s.mu.Unlock()
	wait, ok := b.take(s.now(), limit)
	if ok {
		return nil
	}
	return &indexer.Error{Kind: indexer.KindRateLimit, Err: errOurLimit,
		Detail: fmt.Sprintf("每小时最多搜索%d次，约%d分钟后可再搜索", limit, int(wait.Minutes())+1)}
}
