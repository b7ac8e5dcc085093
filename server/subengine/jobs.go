package subengine

import (
	"context"
	"errors"
	"time"

	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
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

// RunNew searches the subscriptions never searched yet, by title.
func (e *Engine) RunNew(ctx context.Context) error {
	ctx = e.forRun(ctx)
	if err := e.Reconcile(ctx); err != nil {
		return err
	}
	subs, err := e.o.Subs.Active(ctx)
	if err != nil {
		return err
	}
	done := 0
	retry := e.o.Now().Add(-newRetry).Format(time.DateTime)
	var errs []error
	for _, x := range subs {
		if done >= newPerRun || ctx.Err() != nil {
			break
		}
		var n int
		// Searched, or refused by every site a moment ago (rate limits):
		// not now.
		if err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM subengine_state WHERE sub_id = ?
			AND (searched = 1 OR refused_at > ? OR retry_at > ?)`, x.ID, retry, e.stamp()).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			continue
		}
		done++
		errs = append(errs, e.searchOne(ctx, x, "新订阅搜索", false))
	}
	return errors.Join(errs...)
}

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
