package cookiecloud

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// Target is a saved site whose cookie a sync may refresh.
type Target struct {
	Name   string   // the site's id, what SetCookie takes
	Alias  string   // the name a person reads in logs and messages
	Cookie string   // the cookie stored now
	Hosts  []string // the host names the site is reached at
}

// Sites are the saved sites a sync reads and writes (package ptsites).
// Sites that sign in with a password or an API key are not targets.
type Sites interface {
	CookieTargets(ctx context.Context) ([]Target, error)
	SetCookie(ctx context.Context, name, cookie, source string) error
}

// Outcome is what one sync did, by site alias.
type Outcome struct {
	Updated   []string `json:"updated"`
	Unchanged []string `json:"unchanged"`
	Missing   []string `json:"missing"`
	Expired   []string `json:"expired"`
}

// Source is the cookie_source a synced cookie is stored with; the site
// dialog shows it (同步时间 follows).
const Source = "CookieCloud"

// Syncer refreshes the saved sites' cookies from the user's CookieCloud:
// on its schedule (Run, every SyncIntervalMinutes of the setting) and on
// demand (Now).
type Syncer struct {
	Settings settings.Getter
	Sites    Sites
	Client   *http.Client // nil: Fetch's direct client
	Log      *slog.Logger
	// Alert tells the user of a site whose cookie CookieCloud lacks or
	// holds only expired (a push notification); nil: logged only.
	Alert func(ctx context.Context, alias, reason string)
	Clock func() time.Time // nil: time.Now

	mu     sync.Mutex
	last   time.Time            // the last sync attempt, for Run's interval
	synced settings.CookieCloud // the setting it used: a saved change syncs at the next tick
	warned map[string]string    // alias → the reason last alerted, so a lasting gap alerts once
}

// Run is the scheduler's job (it ticks more often than any interval): it
// syncs when sync is on and the setting's interval has passed since the
// last attempt, or the setting was saved with other values since.
func (s *Syncer) Run(ctx context.Context) error {
	cfg, due, err := s.due(ctx)
	if err != nil || !due {
		return err
	}
	_, err = s.sync(ctx, cfg)
	return err
}

// Due is the job's scheduler.Job.Due: false while sync is off or its
// interval has not passed, so those ticks write nothing. A setting that
// cannot be read is due, so Run reports it.
func (s *Syncer) Due(ctx context.Context) bool {
	_, due, err := s.due(ctx)
	return due || err != nil
}

func (s *Syncer) due(ctx context.Context) (settings.CookieCloud, bool, error) {
	cfg, err := settings.CookieCloudSection.Load(ctx, s.Settings)
	if err != nil || !cfg.Enable {
		return cfg, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return cfg, cfg != s.synced || s.now().Sub(s.last) >= time.Duration(cfg.SyncIntervalMinutes)*time.Minute, nil
}

// Now syncs at once with the saved setting, on or off (立即同步).
func (s *Syncer) Now(ctx context.Context) (Outcome, error) {
	cfg, err := settings.CookieCloudSection.Load(ctx, s.Settings)
	if err != nil {
		return Outcome{}, err
	}
	return s.sync(ctx, cfg)
}

func (s *Syncer) now() time.Time {
	if s.Clock != nil {
		return s.Clock()
	}
	return time.Now()
}
