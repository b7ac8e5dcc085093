package sitebudget

import (
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// refusal says why a request may not go now (nil: it may); s.mu is held.
// It also forgets requests older than a day.
func (s *Site) refusal(now time.Time, who requester) error {
	s.forget(now.Add(-24 * time.Hour))
	if now.Before(s.pausedUntil) {
		return &Refused{Reason: fmt.Sprintf("%s，暂停请求到%s", s.pauseWhy, s.pausedUntil.Format("15:04:05"))}
	}
	hourCut := now.Add(-time.Hour)
	var day, hour, backDay, backHour, mine int
	for _, r := range s.reqs {
		day++
		if r.Back {
			backDay++
		}
		if r.At.After(hourCut) {
			hour++
			if r.Back {
				backHour++
			}
			if who.uid > 0 && r.UID == who.uid && !r.Back {
				mine++
			}
		}
	}
	l := s.limits
	switch {
	case day >= l.PerDay:
		return &Refused{Reason: fmt.Sprintf("今天已向站点发出%d次请求，达到每日上限", day), Spent: true}
	case hour >= l.PerHour:
		return &Refused{Reason: fmt.Sprintf("这一小时已向站点发出%d次请求，达到每小时上限", hour), Spent: true}
	case !who.foreground() && (backHour >= share(l.PerHour, l.BackgroundShare) || backDay >= share(l.PerDay, l.BackgroundShare)):
		return &Refused{Reason: "后台任务已用完这一小时的站点请求额度，余下的留给手动搜索"}
	case who.foreground() && mine >= share(l.PerHour, l.UserShare):
		return &Refused{Reason: fmt.Sprintf("你这一小时已向站点发出%d次请求，余下的额度留给家里的其他人", mine)}
	}
	return nil
}

func share(n int, part float64) int { return max(1, int(float64(n)*part)) }

func (s *Site) forget(cut time.Time) {
	i := 0
	for i < len(s.reqs) && !s.reqs[i].At.After(cut) {
		i++
	}
	s.reqs = s.reqs[i:]
	for len(s.pauses) > 0 && !s.pauses[0].After(cut) {
		s.pauses = s.pauses[1:]
	}
}

// Observe takes a site's answer: 429, or 503 with Retry-After, pauses every
// request to the site for as long as it asks (10 minutes when it does not
// say).
func (s *Site) Observe(status int, retryAfter string) {
	if status != http.StatusTooManyRequests && (status != http.StatusServiceUnavailable || retryAfter == "") {
		return
	}
	now := s.now()
	wait := 10 * time.Minute
	if secs, err := strconv.Atoi(retryAfter); err == nil && secs > 0 {
		wait = time.Duration(secs) * time.Second
	} else if at, err := http.ParseTime(retryAfter); err == nil && at.After(now) {
		wait = at.Sub(now)
	}
	s.Pause(wait, fmt.Sprintf("站点要求暂停（HTTP %d）", status))
}

// Pause stops every request to the site for d (a site's own "too many
// requests" page, a Retry-After). A pause that begins (not one extended)
// is counted for the dashboard and told to OnPaused once.
func (s *Site) Pause(d time.Duration, why string) {
	s.mu.Lock()
	now := s.now()
	until := now.Add(d)
	if !until.After(s.pausedUntil) {
		s.mu.Unlock()
		return
	}
	begins := !now.Before(s.pausedUntil)
	s.pausedUntil, s.pauseWhy = until, why
	tell := s.paused
	if begins {
		s.pauses = append(s.pauses, now)
	} else {
		tell = nil
	}
	s.mu.Unlock()
	if tell != nil {
		tell(why, until)
	}
}

// OnPaused sets who hears that the site asked for a pause (the log).
func (s *Site) OnPaused(f func(why string, until time.Time)) {
	s.mu.Lock()
	s.paused = f
	s.mu.Unlock()
}

// Usage is what the site dashboard shows of a budget.
type Usage struct {
	Minute      int            `json:"minute"`
	Hour        int            `json:"hour"`
	Day         int            `json:"day"`
	PerMinute   int            `json:"per_minute"`
	PerHour     int            `json:"per_hour"`
	PerDay      int            `json:"per_day"`
	HourBy      map[string]int `json:"hour_by"` // purpose name → requests this hour
	PausedUntil string         `json:"paused_until,omitempty"`
	PauseReason string         `json:"pause_reason,omitempty"`
	// Pauses is how often the site asked to slow down (429, Retry-After,
	// its own "too many requests" page) in the last day.
	Pauses int `json:"pauses"`
}

// Usage answers the budget's use now.
func (s *Site) Usage() Usage {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	s.forget(now.Add(-24 * time.Hour))
	u := Usage{PerMinute: s.limits.PerMinute, PerHour: s.limits.PerHour, PerDay: s.limits.PerDay, HourBy: map[string]int{}}
	for _, r := range s.reqs {
		u.Day++
		if r.At.After(now.Add(-time.Hour)) {
			u.Hour++
			u.HourBy[Names[r.Purpose]]++
		}
		if r.At.After(now.Add(-time.Minute)) {
			u.Minute++
		}
	}
	u.Pauses = len(s.pauses)
	if now.Before(s.pausedUntil) {
		u.PausedUntil, u.PauseReason = s.pausedUntil.Format("2006-01-02 15:04:05"), s.pauseWhy
	}
	return u
}
