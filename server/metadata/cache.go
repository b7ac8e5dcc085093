package metadata

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"sync"
	"time"
)

// How long each kind of answer is kept.
const (
	ttlRanking = 4 * time.Hour
	ttlDetail  = 3 * 24 * time.Hour
	ttlSearch  = time.Hour
	ttlTrend   = 6 * time.Hour
)

// cached answers key from the cache while it is fresh; otherwise it runs
// fetch once for all concurrent callers of that key (ten cards asking for
// one subject make one upstream call), stores the answer for ttl and
// decodes it into out. Errors are not cached. Expired rows are ignored on
// read and swept when a new answer is written. fetch runs detached from
// the caller's cancellation (the HTTP client's timeout bounds it): other
// callers may be waiting for the same answer.
func (s *Service) cached(ctx context.Context, key string, ttl time.Duration, out any, fetch func(context.Context) (any, error)) error {
	if raw, ok := s.cacheGet(ctx, key); ok {
		if json.Unmarshal(raw, out) == nil {
			return nil
		}
	}
	detached := context.WithoutCancel(ctx)
	raw, err := s.flight.do(key, func() ([]byte, error) {
		v, err := fetch(detached)
		if err != nil {
			return nil, err
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		return b, s.cachePut(detached, key, b, ttl)
	})
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, out)
}

func (s *Service) cacheGet(ctx context.Context, key string) ([]byte, bool) {
	var v string
	err := s.db.QueryRowContext(ctx,
		`SELECT value FROM metadata_cache WHERE key = ? AND expires_at > ?`, key, s.now().Unix()).Scan(&v)
	if err != nil {
		return nil, false
	}
	return []byte(v), true
}

func (s *Service) cachePut(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	now := s.now()
	if _, err := s.db.ExecContext(ctx, `DELETE FROM metadata_cache WHERE expires_at <= ?`, now.Unix()); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO metadata_cache(key, value, expires_at) VALUES (?, ?, ?)
		 ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
		key, string(value), now.Add(ttl).Unix())
	return err
}

// flight coalesces concurrent calls with one key into one (the idea of
// x/sync/singleflight in a few lines).
type flight struct {
	mu    sync.Mutex
	calls map[string]*flightCall
}

type flightCall struct {
	done chan struct{}
	val  []byte
	err  error
}

func (f *flight) do(key string, fn func() ([]byte, error)) ([]byte, error) {
	f.mu.Lock()
	if f.calls == nil {
		f.calls = map[string]*flightCall{}
	}
	if c, ok := f.calls[key]; ok {
		f.mu.Unlock()
		<-c.done
		return c.val, c.err
	}
	c := &flightCall{done: make(chan struct{})}
	f.calls[key] = c
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		delete(f.calls, key)
		f.mu.Unlock()
		close(c.done)
	}()
	c.val, c.err = fn()
	return c.val, c.err
}

var errNoRows = sql.ErrNoRows

func isNoRows(err error) bool { return errors.Is(err, errNoRows) }
