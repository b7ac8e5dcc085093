package subengine

import (
	"context"
	"errors"
	"time"

	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Scheduler job names.
const (
	JobNew     = "subscribe_new"
	JobListing = "subscribe_listing"
	JobFull    = "subscribe_full"
)

// Periods of the jobs.
const (
	NewEvery     = 30 * time.Second // new subscriptions are searched within a minute
	ListingEvery = 15 * time.Minute // each site's newest listing
	FullEvery    = time.Hour        // a slice of the daily full searches
	fullPeriod   = 24 * time.Hour   // at most one full search per subscription a day
	newPerRun    = 5                // new subscriptions searched per run (the rest next run)
	newRetry     = 10 * time.Minute // a new search every site refused is tried again after
)

// Config is the engine's setting: the daily full search per subscription
// costs one site search each, so it is off unless asked for.
type Config struct {
	FullSearch bool `json:"full_search"`
}

// ConfigSection is stored under "subengine.config".
var ConfigSection = settings.Section[Config]{Key: "subengine.config", Default: func() Config { return Config{} }}

// Jobs are the engine's scheduler jobs.
func (e *Engine) Jobs() []scheduler.Job {
	return []scheduler.Job{
		{Name: JobNew, Title: "搜索新订阅", Every: NewEvery, Delay: 20 * time.Second, Run: e.RunNew},
		{Name: JobListing, Title: "读取站点最新种子并匹配全部订阅", Every: ListingEvery, Delay: 3 * time.Minute, Run: e.RunListing},
		{Name: JobFull, Title: "订阅全量搜索（每个订阅每天至多一次）", Every: FullEvery, Delay: 10 * time.Minute, Run: e.RunFull},
	}
}

// RunNew searches the subscriptions never searched yet, by title. It
// runs every 30 s at 1,000 subscriptions, so it asks SQLite for the few
// due ids (an index probe per active subscription, no row decoded) and
// loads only those: an idle run costs one query. It asks the media
// servers per subscription (no run view, forRun): for newPerRun titles a
// few searches cost less than listing a whole library.
func (e *Engine) RunNew(ctx context.Context) error {
	if err := e.Reconcile(ctx); err != nil {
		return err
	}
	ids, err := e.dueNew(ctx)
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range ids {
		if ctx.Err() != nil {
			break
		}
		x, err := e.o.Subs.ByID(ctx, id)
		if errors.Is(err, subscribe.ErrNotFound) {
			continue // deleted meanwhile
		} else if err != nil {
			errs = append(errs, err)
			continue
		}
		errs = append(errs, e.searchOne(ctx, x, "新订阅搜索", false))
	}
	return errors.Join(errs...)
}

// dueNew are the active subscriptions (oldest first, at most newPerRun)
// not searched yet and not refused by every site a moment ago (rate
// limits) nor backing off after failed sends.
func (e *Engine) dueNew(ctx context.Context) ([]int64, error) {
	return store.Column[int64](ctx, e.o.Store.DB(), dueNewQuery, subscribe.StatusSubscribed, subscribe.StatusReversion,
		e.o.Now().Add(-newRetry).Format(time.DateTime), e.stamp(), newPerRun)
}

const dueNewQuery = `SELECT s.id FROM subscriptions s WHERE s.status IN (?, ?)
	AND NOT EXISTS (SELECT 1 FROM subengine_state t WHERE t.sub_id = s.id
		AND (t.searched = 1 OR t.refused_at > ? OR t.retry_at > ?))
	ORDER BY s.id LIMIT ?`

// RunFull gives each subscription a full keyword search at most daily,
// a slice per run so the searches spread over the day (each site's rate
// limit in ptsites refuses the excess, which then waits a run).
func (e *Engine) RunFull(ctx context.Context) error {
	ctx = e.forRun(ctx)
	cfg, err := ConfigSection.Load(ctx, e.o.Store)
	if err != nil || !cfg.FullSearch {
		return err
	}
	subs, err := e.o.Subs.Active(ctx)
	if err != nil {
		return err
	}
	slice := max(1, (len(subs)*int(FullEvery)+int(fullPeriod)-1)/int(fullPeriod))
	cut := e.o.Now().Add(-fullPeriod).Format("2006-01-02 15:04:05")
	var errs []error
	for _, x := range subs {
		if slice == 0 || ctx.Err() != nil {
			break
		}
		var last string
		err := e.o.Store.DB().QueryRowContext(ctx, `SELECT last_full FROM subengine_state WHERE sub_id = ?`, x.ID).Scan(&last)
		if err == nil && last > cut {
			continue
		}
		// Switched off from 后台任务 meanwhile: the rest of the slice waits.
		if cfg, err := ConfigSection.Load(ctx, e.o.Store); err != nil || !cfg.FullSearch {
			return errors.Join(append(errs, err)...)
		}
		slice--
		errs = append(errs, e.searchOne(ctx, x, "全量搜索", true))
	}
	return errors.Join(errs...)
}
