package sitebudget

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// clock is a settable time for the windows; spacing waits are real.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func as(uid int64, p Purpose) context.Context {
	return WithUser(WithPurpose(context.Background(), p), uid)
}

func refusedWith(t *testing.T, err error, words string) {
	t.Helper()
	var r *Refused
	if !errors.As(err, &r) || !strings.Contains(r.Reason, words) {
		t.Fatalf("want a refusal saying %q, got %v", words, err)
	}
}

// Background work stops at its share of the hour, so the household's own
// searches still go; one member stops at theirs, so another's still go;
// the hour's limit stops everyone.
func TestSharesKeepRoomForPeople(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Limits{PerMinute: 1000, PerHour: 10, PerDay: 100, BackgroundShare: 0.5, UserShare: 0.4}, nil, c.now)
	for i := range 5 {
		if err := b.Wait(as(0, Listing)); err != nil {
			t.Fatalf("background request %d: %v", i, err)
		}
	}
	refusedWith(t, b.Wait(as(0, Listing)), "后台任务")
	refusedWith(t, b.Wait(as(7, Plugin)), "后台任务") // a plugin is background work even for a user
	refusedWith(t, b.Wait(as(0, Search)), "后台任务") // a search no person asked for is background work
	for i := range 4 {
		if err := b.Wait(as(1, Search)); err != nil {
			t.Fatalf("user 1 request %d: %v", i, err)
		}
	}
	refusedWith(t, b.Wait(as(1, Detail)), "家里的其他人")
	if err := b.Wait(as(2, Torrent)); err != nil {
		t.Fatalf("user 2 found no room: %v", err)
	}
	refusedWith(t, b.Wait(as(2, Search)), "每小时上限")
	c.add(time.Hour) // the hour has passed
	if err := b.Wait(as(0, Listing)); err != nil {
		t.Fatalf("after the hour: %v", err)
	}
	u := b.Usage()
	if u.Hour != 1 || u.Day != 11 || u.HourBy["订阅列表读取"] != 1 {
		t.Errorf("usage %+v", u)
	}
}

// Requests are spaced, and a full minute waits (within the caller's
// deadline) instead of failing.
func TestSpacingAndTheMinuteWait(t *testing.T) {
	b := New("s", Limits{PerMinute: 1000, PerHour: 1000, PerDay: 1000, Spacing: 40 * time.Millisecond,
		BackgroundShare: 1, UserShare: 1}, nil, nil)
	var at []time.Time
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 5 {
		wg.Go(func() {
			if err := b.Wait(as(1, Search)); err != nil {
				t.Error(err)
			}
			mu.Lock()
			at = append(at, time.Now())
			mu.Unlock()
		})
	}
	wg.Wait()
	if first, last := minMax(at); last.Sub(first) < 4*40*time.Millisecond-5*time.Millisecond {
		t.Errorf("5 requests within %v: not spaced by 40 ms", last.Sub(first))
	}
	full := New("s", Limits{PerMinute: 1, PerHour: 10, PerDay: 10, BackgroundShare: 1, UserShare: 1}, nil, nil)
	full.Wait(as(1, Search))
	ctx, cancel := context.WithTimeout(as(1, Search), 50*time.Millisecond)
	defer cancel()
	refusedWith(t, full.Wait(ctx), "轮不到")
}

func minMax(ts []time.Time) (lo, hi time.Time) {
	lo, hi = ts[0], ts[0]
	for _, x := range ts {
		if x.Before(lo) {
			lo = x
		}
		if x.After(hi) {
			hi = x
		}
	}
	return lo, hi
}

// A 429 with Retry-After pauses every request to the site for that long;
// a 503 without one is a failure, not a pause.
func TestRetryAfterPausesTheSite(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Default, nil, c.now)
	b.Observe(503, "")
	if err := b.Wait(as(1, Search)); err != nil {
		t.Fatalf("503 without Retry-After paused the site: %v", err)
	}
	b.Observe(429, "120")
	refusedWith(t, b.Wait(as(1, Search)), "HTTP 429")
	if u := b.Usage(); u.PausedUntil == "" {
		t.Error("the dashboard does not see the pause")
	}
	c.add(121 * time.Second)
	if err := b.Wait(as(1, Search)); err != nil {
		t.Fatalf("still paused after Retry-After: %v", err)
	}
}

type memLog struct{ reqs []Request }

// Requests answers what a real log keeps: the requests since since.
func (m *memLog) Requests(_ string, since time.Time) []Request {
	var out []Request
	for _, r := range m.reqs {
		if r.At.After(since) {
			out = append(out, r)
		}
	}
	return out
}
func (m *memLog) Add(_ string, r Request) { m.reqs = append(m.reqs, r) }

// A restart reads the day back: the site does not get a fresh hour.
func TestARestartKeepsTheHour(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	log := &memLog{}
	l := Limits{PerMinute: 100, PerHour: 3, PerDay: 100, BackgroundShare: 1, UserShare: 1}
	b := New("s", l, log, c.now)
	for range 3 {
		b.Wait(as(1, Search))
	}
	again := New("s", l, log, c.now)
	refusedWith(t, again.Wait(as(1, Search)), "每小时上限")
}

// A spent hour is told once (the event stream's 站点请求额度用完), not at
// every refusal; a person's own share running out is not the site's budget.
func TestExhaustedIsToldOnceAnHour(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Limits{PerMinute: 1000, PerHour: 3, PerDay: 100, BackgroundShare: 1, UserShare: 0.34}, nil, c.now)
	var told []string
	b.OnExhausted(func(reason string) { told = append(told, reason) })
	b.Wait(as(1, Search))
	refusedWith(t, b.Wait(as(1, Search)), "家里的其他人")
	b.Wait(as(0, Listing))
	b.Wait(as(0, Listing))
	for range 3 {
		refusedWith(t, b.Wait(as(0, Listing)), "每小时上限")
	}
	if len(told) != 1 || !strings.Contains(told[0], "每小时上限") {
		t.Fatalf("told %q", told)
	}
	c.add(time.Hour + time.Minute)
	for range 3 {
		b.Wait(as(0, Listing))
	}
	refusedWith(t, b.Wait(as(0, Listing)), "每小时上限")
	if len(told) != 2 {
		t.Fatalf("a new hour spent is told again: %q", told)
	}
}

// A pause the site asks for again while paused (the next page still says
// 请求过于频繁) extends it but is one pause: told to the log once and
// counted once on the dashboard; a pause after it ended is a new one.
func TestAPauseIsToldAndCountedOnce(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Default, nil, c.now)
	var told []string
	b.OnPaused(func(why string, until time.Time) { told = append(told, why+"@"+until.Format("15:04:05")) })
	b.Pause(10*time.Minute, "站点提示请求过于频繁")
	b.Observe(429, "1200")
	if u := b.Usage(); len(told) != 1 || u.Pauses != 1 || !strings.Contains(u.PauseReason, "HTTP 429") {
		t.Fatalf("told %q, usage %+v", told, u)
	}
	c.add(21 * time.Minute)
	b.Pause(10*time.Minute, "站点提示请求过于频繁")
	if u := b.Usage(); len(told) != 2 || u.Pauses != 2 {
		t.Fatalf("a second pause: told %q, usage %+v", told, u)
	}
	c.add(25 * time.Hour)
	if u := b.Usage(); u.Pauses != 0 {
		t.Errorf("yesterday's pauses still counted: %+v", u)
	}
}

// Allows asks without spending: it counts nothing, refuses what Wait would
// refuse, and refuses a full minute or a spacing past the deadline rather
// than wait for them.
func TestAllowsAsksWithoutSpending(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Limits{PerMinute: 2, PerHour: 3, PerDay: 100, BackgroundShare: 1, UserShare: 1}, nil, c.now)
	for range 5 {
		if err := b.Allows(as(1, Search)); err != nil {
			t.Fatalf("a fresh budget refused: %v", err)
		}
	}
	if u := b.Usage(); u.Hour != 0 {
		t.Fatalf("Allows counted requests: %+v", u)
	}
	b.Wait(as(1, Search))
	b.Wait(as(1, Search))
	refusedWith(t, b.Allows(as(1, Search)), "这一分钟")
	c.add(2 * time.Minute)
	if err := b.Allows(as(1, Search)); err != nil {
		t.Fatalf("a new minute: %v", err)
	}
	b.Wait(as(1, Search))
	refusedWith(t, b.Allows(as(1, Search)), "每小时上限")

	spaced := New("s", Limits{PerMinute: 100, PerHour: 100, PerDay: 100, Spacing: time.Hour, BackgroundShare: 1, UserShare: 1}, nil, nil)
	spaced.Wait(as(1, Search))
	ctx, cancel := context.WithTimeout(as(1, Search), time.Second)
	defer cancel()
	refusedWith(t, spaced.Allows(ctx), "轮不到")
}

// The day's limit holds across the hours; the dashboard counts the
// minute; a 429 without a usable Retry-After pauses the site ten minutes.
func TestTheDayTheMinuteAndTheDefaultPause(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Limits{PerMinute: 100, PerHour: 100, PerDay: 3, BackgroundShare: 1, UserShare: 1}, nil, c.now)
	for range 2 {
		if err := b.Wait(as(1, Search)); err != nil {
			t.Fatal(err)
		}
	}
	if u := b.Usage(); u.Minute != 2 || u.Day != 2 {
		t.Fatalf("usage %+v, want 2 this minute and day", u)
	}
	c.add(2 * time.Hour)
	if u := b.Usage(); u.Minute != 0 || u.Day != 2 {
		t.Fatalf("usage two hours on %+v", u)
	}
	b.Wait(as(1, Search))
	refusedWith(t, b.Wait(as(1, Search)), "每日上限")
	for _, retryAfter := range []string{"", "0", "soon"} {
		p := New("p", Default, nil, c.now)
		p.Observe(429, retryAfter)
		c.add(9 * time.Minute)
		refusedWith(t, p.Wait(as(1, Search)), "HTTP 429")
		c.add(61 * time.Second)
		if err := p.Wait(as(1, Search)); err != nil {
			t.Fatalf("Retry-After %q: still paused after ten minutes: %v", retryAfter, err)
		}
	}
}
