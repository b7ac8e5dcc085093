package ptsites

import "context"

// Alerts hear of a site that needs the user: its cookie expired, its
// request budget is spent. Either may be nil.
type Alerts struct {
	CookieExpired   func(ctx context.Context, site, reason string)
	BudgetExhausted func(site, reason string)
}

// UseAlerts wires a; called once while the program starts.
func (s *Service) UseAlerts(a Alerts) { s.alerts.Store(&a) }

// cookieFailed alerts once when a site's cookie turns bad: not again
// while site_stats already holds the same failure.
func (s *Service) cookieFailed(ctx context.Context, site, reason string) {
	a := s.alerts.Load()
	if a == nil || a.CookieExpired == nil {
		return
	}
	var status int
	var was string
	err := s.db.QueryRowContext(ctx, `SELECT status, reason FROM site_stats WHERE site_name = ?`, site).Scan(&status, &was)
	if err == nil && status == statusFailed && was == reason {
		return
	}
	a.CookieExpired(ctx, site, reason)
}
