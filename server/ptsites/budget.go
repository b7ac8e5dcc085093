package ptsites

import (
	"context"
	"time"

	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/store"
)

// budgetFor is site's one request budget, shared by every reader of the
// site (searches, listings, details, .torrent downloads, refreshes,
// sign-ins): the indexer asks it before each request. A definition's
// requestDelay widens the spacing.
func (s *Service) budgetFor(site string) *sitebudget.Site {
	s.mu.Lock()
	defer s.mu.Unlock()
	if b := s.budgets[site]; b != nil {
		return b
	}
	l := s.budget
	if def := s.defs[site]; def != nil && def.RequestDelay > 0 {
		l.Spacing = max(l.Spacing, time.Duration(def.RequestDelay*float64(time.Second)))
	}
	// Real time, not s.now: spacing is waited out on the wall clock.
	b := sitebudget.New(site, l, requestLog{s}, nil)
	b.OnExhausted(func(reason string) {
		if a := s.alerts.Load(); a != nil && a.BudgetExhausted != nil {
			a.BudgetExhausted(site, reason)
		}
	})
	// Once per pause, not per refused request: the log says why the site
	// went quiet and until when.
	b.OnPaused(func(why string, until time.Time) {
		s.log.Warn("站点要求暂停请求", "site", site, "reason", why, "until", until.Format(time.DateTime))
	})
	s.budgets[site] = b
	return b
}

// Budget answers a site's budget use now, for the dashboard.
func (s *Service) Budget(site string) sitebudget.Usage { return s.budgetFor(site).Usage() }

// requestLog keeps the requests a budget counted in SQLite, so a restart
// never hands a site a fresh hour or day.
type requestLog struct{ s *Service }

func (l requestLog) Requests(site string, since time.Time) []sitebudget.Request {
	out, err := store.List(context.Background(), l.s.db, func(sc store.Scanner) (r sitebudget.Request, err error) {
		var ms int64
		var purpose string
		err = sc.Scan(&ms, &purpose, &r.UID, &r.Back)
		r.At, r.Purpose = time.UnixMilli(ms), sitebudget.Purpose(purpose)
		return r, err
	}, `SELECT at, purpose, uid, back FROM site_request WHERE site_name = ? AND at > ? ORDER BY at`, site, since.UnixMilli())
	if err != nil {
		l.s.log.Warn("ptsites: reading the request budget", "site", site, "err", err)
	}
	return out
}

func (l requestLog) Add(site string, r sitebudget.Request) {
	l.s.ledger.Lock()
	defer l.s.ledger.Unlock()
	db := l.s.db
	_, err := db.Exec(`INSERT INTO site_request (site_name, at, purpose, uid, back) VALUES (?, ?, ?, ?, ?)`,
		site, r.At.UnixMilli(), string(r.Purpose), r.UID, r.Back)
	if err == nil && r.At.Second() == 0 { // now and then, not on every request
		_, err = db.Exec(`DELETE FROM site_request WHERE at <= ?`, r.At.Add(-25*time.Hour).UnixMilli())
	}
	if err != nil {
		l.s.log.Warn("ptsites: keeping the request budget", "site", site, "err", err)
	}
}

// purpose marks what ctx's site requests are for.
func purpose(ctx context.Context, p sitebudget.Purpose) context.Context {
	return sitebudget.WithPurpose(ctx, p)
}
