package subengine

import (
	"context"
	"slices"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Progress implements subscribe.ProgressSource: when x runs next (the
// new-subscription search for one never searched, else the next listing
// read), when it last ran, and a season's episodes held and missing.
func (e *Engine) Progress(ctx context.Context, id int64) (subscribe.Progress, error) {
	p := subscribe.Progress{Have: []int{}, Missing: []int{}, Coming: []int{}}
	x, err := e.o.Subs.ByID(ctx, id)
	if err != nil {
		return p, err
	}
	var searched bool
	e.o.Store.DB().QueryRowContext(ctx, `SELECT last_run, searched FROM subengine_state WHERE sub_id = ?`, id).
		Scan(&p.LastRun, &searched)
	job := JobListing
	if !searched {
		job = JobNew
	}
	if x.Status == subscribe.StatusSubscribed || x.Status == subscribe.StatusReversion {
		if e.o.NextRun != nil {
			if t := e.o.NextRun(job); !t.IsZero() {
				p.NextRun = t.Format(time.DateTime)
			}
		}
	}
	if x.Type != "TV" {
		return p, nil
	}
	se := e.seasonOf(ctx, x)
	rule, err := e.strategyOf(ctx, x)
	if err != nil {
		return p, err
	}
	h, err := e.held(ctx, x, rule, se.Total, false)
	if err != nil {
		return p, err
	}
	p.Total, p.Airing = se.Total, se.Airing
	// Counted once filed: a download on its way (or one that failed to be
	// identified) is not an episode the user has.
	p.Have = keys(h.filed)
	if se.Total > 0 {
		p.Missing = missing(wanted(season{Total: se.Total, Aired: se.Total}, max(x.StartEpisode, 1)), h.filed)
	}
	slices.Sort(p.Missing)
	for _, n := range p.Missing {
		if h.have[n] || h.packHeld {
			p.Coming = append(p.Coming, n)
		}
	}
	return p, nil
}

// strategyOf is the score rule x runs with (see strategy); a score
// config or profile that cannot be read leaves the defaults.
func (e *Engine) strategyOf(ctx context.Context, x subscribe.Sub) (string, error) {
	cfg, _ := settings.ScoreConfigSection.Load(ctx, e.o.Store)
	owner := ""
	if prof, err := e.o.Profiles.Profile(ctx, x.UID); err == nil {
		owner = prof.ScoreRuleName
	}
	rule, _, err := e.strategy(ctx, x, cfg, owner)
	return rule, err
}
