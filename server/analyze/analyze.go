// Package analyze answers the trends screen (/movie/analyze, admin): what
// was downloaded and filed per day, week or month, per site, in which
// quality and by which release group, how long a subscription waited for
// its first filing, the sites' traffic and ratio over time (their daily
// snapshots), and how many filed titles have a subtitle. Every figure is
// one aggregating SQL query over an indexed range: nothing loads the
// records into Go, so 100,000 of them answer as fast as 100.
package analyze

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// Fresh is how long a computed report is answered again: a year of
// 100,000 records takes a few hundred milliseconds, and trends by day do
// not change within a minute (switching ranges back and forth, or several
// admins opening the screen, costs nothing).
const Fresh = time.Minute

// Service computes the report.
type Service struct {
	db  *sql.DB
	now func() time.Time

	mu    sync.Mutex
	cache map[string]cached // by range
}

type cached struct {
	at     time.Time
	report Report
}

// New builds the service (download_record and its indexes, downloads',
// must exist); now nil: time.Now.
func New(ctx context.Context, st *store.Store, now func() time.Time) (*Service, error) {
	if now == nil {
		now = time.Now
	}
	return &Service{db: st.DB(), now: now, cache: map[string]cached{}}, nil
}

// Report is GET /api/movie/analyze.
type Report struct {
	Range    string        `json:"range"`  // 30d | 12w | 12m
	Bucket   string        `json:"bucket"` // day | week | month
	Buckets  []string      `json:"buckets"`
	Activity []Activity    `json:"activity"`
	Sites    []SiteVolume  `json:"sites"`
	Traffic  []SiteTraffic `json:"traffic"`
	Waits    Waits         `json:"sub_to_filed"`
	Quality  []Count       `json:"quality"`
	Groups   []Count       `json:"groups"`
	Subtitle []Count       `json:"subtitles"` // have | missing | skipped | unchecked; empty: no subtitle engine
}

// Activity is one bucket's downloads (records made) and filings.
type Activity struct {
	Bucket    string `json:"bucket"`
	Downloads int    `json:"downloads"`
	Filed     int    `json:"filed"`
}

// SiteVolume is what one site delivered in the range.
type SiteVolume struct {
	Site      string  `json:"site"`
	Downloads int     `json:"downloads"`
	SizeMB    float64 `json:"size_mb"`
}

// Count is one category with its number.
type Count struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// Report answers every figure of the range ("30d", "12w" or "12m"),
// computed at most once per Fresh.
func (s *Service) Report(ctx context.Context, rangeKey string) (Report, error) {
	now := s.now()
	p, err := periodOf(rangeKey, now)
	if err != nil {
		return Report{}, err
	}
	s.mu.Lock()
	c, ok := s.cache[rangeKey]
	s.mu.Unlock()
	if ok && now.Sub(c.at) >= 0 && now.Sub(c.at) < Fresh {
		return c.report, nil
	}
	r, err := s.compute(ctx, rangeKey, p)
	if err == nil {
		s.mu.Lock()
		s.cache[rangeKey] = cached{at: now, report: r}
		s.mu.Unlock()
	}
	return r, err
}

func (s *Service) compute(ctx context.Context, rangeKey string, p period) (Report, error) {
	r := Report{Range: rangeKey, Bucket: p.unit, Buckets: p.keys}
	steps := []func() error{
		func() (err error) { r.Activity, err = s.activity(ctx, p); return },
		func() (err error) { r.Sites, err = s.siteVolumes(ctx, p); return },
		func() (err error) { r.Traffic, err = s.traffic(ctx, p); return },
		func() (err error) { r.Waits, err = s.waits(ctx, p); return },
		func() (err error) { r.Quality, err = s.quality(ctx, p); return },
		func() (err error) { r.Groups, err = s.groups(ctx, p); return },
		func() (err error) { r.Subtitle, err = s.subtitles(ctx, p); return },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return Report{}, err
		}
	}
	return r, nil
}

// hasTable: the subscription and subtitle tables belong to packages a
// slimmed-down server (tests) may leave out; their figures are then empty.
func (s *Service) hasTable(ctx context.Context, name string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, name).Scan(&n)
	return n > 0, err
}
