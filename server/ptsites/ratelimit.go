package ptsites

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/store"
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

// allow applies site's limit (per hour). The window is kept in SQLite
// too: a site's first search after a start reads the searches of the
// last hour back, so restarting never lets a site be asked more often.
func (s *Service) allow(site string, limit int) error {
	s.mu.Lock()
	b := s.limits[site]
	if b == nil {
		b = &bucket{seen: s.searchesSince(site, s.now().Add(-time.Hour))}
		s.limits[site] = b
	}
	s.mu.Unlock()
	now := s.now()
	wait, ok := b.take(now, limit)
	if ok {
		s.rememberSearch(site, now)
		return nil
	}
	return &indexer.Error{Kind: indexer.KindRateLimit, Err: errOurLimit,
		Detail: fmt.Sprintf("每小时最多搜索%d次，约%d分钟后可再搜索", limit, int(wait.Minutes())+1)}
}

// searchesSince are site's counted searches after since, oldest first.
func (s *Service) searchesSince(site string, since time.Time) []time.Time {
	out, err := store.List(context.Background(), s.db, func(sc store.Scanner) (time.Time, error) {
		var ms int64
		err := sc.Scan(&ms)
		return time.UnixMilli(ms), err
	}, `SELECT at FROM site_search_at WHERE site_name = ? AND at > ? ORDER BY at`, site, since.UnixMilli())
	if err != nil {
		s.log.Warn("ptsites: reading the rate-limit window", "site", site, "err", err)
	}
	return out
}

// rememberSearch keeps one counted search and forgets the site's older
// than the window.
func (s *Service) rememberSearch(site string, at time.Time) {
	s.ledger.Lock()
	defer s.ledger.Unlock()
	_, err := s.db.Exec(`DELETE FROM site_search_at WHERE site_name = ? AND at <= ?`, site, at.Add(-time.Hour).UnixMilli())
	if err == nil {
		_, err = s.db.Exec(`INSERT INTO site_search_at (site_name, at) VALUES (?, ?)`, site, at.UnixMilli())
	}
	if err != nil {
		s.log.Warn("ptsites: keeping the rate-limit window", "site", site, "err", err)
	}
}
