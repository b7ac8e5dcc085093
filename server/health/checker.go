package health

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// DefaultInterval is how often every service is checked.
const DefaultInterval = 5 * time.Minute

// parallel bounds the checks running at once (each may wait seconds).
const parallel = 4

// Options configure a Checker.
type Options struct {
	Store  *store.Store
	Probes Probes
	Now    func() time.Time // nil = time.Now
	Logger *slog.Logger     // nil = slog.Default()
	// OnDown, when set, is called when a service that was 可用 fails a
	// check (e.g. to send a notification).
	OnDown func(ctx context.Context, s Service, h settings.Health)
}

// Checker checks every configured service; the scheduler calls CheckAll
// every DefaultInterval (and soon after a service's settings change).
type Checker struct {
	o Options
}

// New returns a Checker.
func New(o Options) *Checker {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Probes.Clients == nil {
		o.Probes.Clients = clients.Checker{}
	}
	return &Checker{o: o}
}

// CheckAll checks every configured service once and stores the results.
// It returns only storage errors; a failed check is a result.
func (c *Checker) CheckAll(ctx context.Context) error {
	services, err := Configured(ctx, c.o.Store)
	if err != nil {
		return err
	}
	sem := make(chan struct{}, parallel)
	errs := make([]error, len(services))
	var wg sync.WaitGroup
	for i, s := range services {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			errs[i] = c.check(ctx, s)
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// msgCheckFailed stands in for a failure that carries no reason of its own.
const msgCheckFailed = "连接检查失败"

// Outcome is the health a check's answer means at now: up with its
// version, or down with the *clients.Error's reason (safe to show).
func Outcome(version string, err error, now time.Time) settings.Health {
	if err == nil {
		return settings.NewHealth(version, false, "", now)
	}
	reason := msgCheckFailed
	if ce, ok := errors.AsType[*clients.Error](err); ok {
		reason = ce.Reason
	}
	return settings.NewHealth("", true, reason, now)
}

// check probes one service and stores the result, unless its settings
// changed while it ran (the save already stored a fresher health).
func (c *Checker) check(ctx context.Context, s Service) error {
	version, err := s.probe(ctx, c.o.Probes)
	if ctx.Err() != nil {
		return nil // shutting down: a cancelled check is no result
	}
	h := Outcome(version, err, c.o.Now())
	stored := false
	err = c.o.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
		same, err := s.same(ctx, tx)
		if err != nil || !same {
			return err
		}
		stored = true
		return settings.HealthSection(s.Kind, s.Name).Put(ctx, tx, h)
	})
	if err != nil || !stored {
		return err
	}
	if err := c.o.Store.RecordHealth(ctx, s.Key(), c.o.Now(), h.Status == settings.HealthUp); err != nil {
		return err
	}
	if h.Status == settings.HealthDown && s.Health.Status == settings.HealthUp && c.o.OnDown != nil {
		c.o.OnDown(ctx, s, h)
	}
	return nil
}
