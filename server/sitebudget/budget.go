package sitebudget

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Limits are one site's budget.
type Limits struct {
	PerMinute, PerHour, PerDay int
	// Spacing is the least time between two requests to the site.
	Spacing time.Duration
	// BackgroundShare of PerHour and PerDay is all background work may use:
	// the rest is kept for people's own searches.
	BackgroundShare float64
	// UserShare of PerHour is all one person's own requests may use.
	UserShare float64
}

// Default is a budget no NexusPHP site's rules object to: at most one
// request every 0.3 s, 30 a minute, 300 an hour, 3000 a day.
var Default = Limits{PerMinute: 30, PerHour: 300, PerDay: 3000, Spacing: 300 * time.Millisecond,
	BackgroundShare: 0.7, UserShare: 0.5}

// Log keeps a site's requests across restarts, so a restart never hands a
// site a fresh hour; nil keeps them in memory only.
type Log interface {
	Requests(site string, since time.Time) []Request
	Add(site string, r Request)
}

// Request is one request counted against a site's budget.
type Request struct {
	At      time.Time
	Purpose Purpose
	UID     int64
	Back    bool // background work
}

// Site is one site's budget. The indexer asks it before every request
// (Wait) and tells it each answer (Observe).
type Site struct {
	name   string
	limits Limits
	log    Log
	now    func() time.Time

	mu          sync.Mutex
	reqs        []Request // the last day's, oldest first
	next        time.Time // the earliest the next request may go
	pausedUntil time.Time
	pauseWhy    string
	pauses      []time.Time // when each pause began, for the dashboard
	paused      func(why string, until time.Time)
	// exhausted is told (once an hour at most) when the hour's or day's
	// budget refuses a request.
	exhausted   func(reason string)
	exhaustedAt time.Time
}

// OnExhausted sets who hears that the site's budget is spent.
func (s *Site) OnExhausted(f func(reason string)) {
	s.mu.Lock()
	s.exhausted = f
	s.mu.Unlock()
}

// New returns site's budget under l, with the last day's requests read
// back from log (nil: none); now nil means time.Now.
func New(site string, l Limits, log Log, now func() time.Time) *Site {
	if now == nil {
		now = time.Now
	}
	s := &Site{name: site, limits: l, log: log, now: now}
	if log != nil {
		s.reqs = log.Requests(site, now().Add(-24*time.Hour))
	}
	return s
}

// Refused is a request the budget did not let through: the site was not
// asked. Reason is Chinese, for the search answer and the site card.
type Refused struct {
	Reason string
	// Spent: the site's whole hour or day is used up (not one share).
	Spent bool
}

func spent(err error) bool {
	r, ok := err.(*Refused)
	return ok && r.Spent
}

func (e *Refused) Error() string { return e.Reason }

// Wait lets one request through: it waits for the spacing and for room in
// the minute (as long as ctx allows), and refuses when the site asked for
// a pause, the hour or day is spent, or the requester's share is.
func (s *Site) Wait(ctx context.Context) error {
	who := requesterOf(ctx)
	for {
		s.mu.Lock()
		now := s.now()
		if err := s.refusal(now, who); err != nil {
			tell := s.exhausted
			if !spent(err) || now.Sub(s.exhaustedAt) < time.Hour {
				tell = nil
			} else if tell != nil {
				s.exhaustedAt = now
			}
			s.mu.Unlock()
			if tell != nil {
				tell(err.Error())
			}
			return err
		}
		at := now
		if s.next.After(at) {
			at = s.next
		}
		if full := s.minuteFull(at); !full.IsZero() {
			at = full
		}
		if at.After(now) {
			if d, ok := ctx.Deadline(); ok && d.Before(at) {
				s.mu.Unlock()
				return &Refused{Reason: fmt.Sprintf("站点请求需间隔，%s前轮不到这次请求", d.Sub(now).Round(time.Second))}
			}
			s.mu.Unlock()
			select { // room may open sooner than at; look again then
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(at.Sub(now)):
			}
			continue
		}
		r := Request{At: now, Purpose: who.purpose, UID: who.uid, Back: !who.foreground()}
		s.reqs = append(s.reqs, r)
		s.next = now.Add(s.limits.Spacing)
		s.mu.Unlock()
		if s.log != nil {
			s.log.Add(s.name, r)
		}
		return nil
	}
}

// minuteFull answers when the minute's window has room again (zero: now).
func (s *Site) minuteFull(at time.Time) time.Time {
	cut := at.Add(-time.Minute)
	n, first := 0, time.Time{}
	for _, r := range s.reqs {
		if r.At.After(cut) {
			if n == 0 {
				first = r.At
			}
			n++
		}
	}
	if n < s.limits.PerMinute {
		return time.Time{}
	}
	return first.Add(time.Minute)
}

// Allows answers whether one more request may go now, asking nothing of
// the site and counting nothing: a search reads a title's further result
// pages only while it says yes. Unlike Wait it never waits for a full
// minute (a later page is not worth a minute), refuses when the spacing
// would run past ctx's deadline, and tells no one of a spent budget.
func (s *Site) Allows(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	if err := s.refusal(now, requesterOf(ctx)); err != nil {
		return err
	}
	if !s.minuteFull(now).IsZero() {
		return &Refused{Reason: fmt.Sprintf("这一分钟已向站点发出%d次请求", s.limits.PerMinute)}
	}
	if d, ok := ctx.Deadline(); ok && d.Before(s.next) {
		return &Refused{Reason: "站点请求需间隔，截止前轮不到下一次请求"}
	}
	return nil
}
