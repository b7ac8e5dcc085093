package sitebudget

import (
	"context"
	"net/http"
	"testing"
	"time"
)

// The shares' edges: a member's background requests (a plugin run as her)
// do not use up her own share; background work also stops at its share of
// the day; a share of a small budget is still one request.
func TestShareEdges(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Limits{PerMinute: 1000, PerHour: 10, PerDay: 100, BackgroundShare: 0.5, UserShare: 0.3}, nil, c.now)
	for i := range 3 {
		if err := b.Wait(as(1, Plugin)); err != nil {
			t.Fatalf("background %d: %v", i, err)
		}
	}
	if err := b.Wait(as(1, Search)); err != nil {
		t.Fatalf("her own search after her plugin's 3 requests (her share is 3): %v", err)
	}
	day := New("d", Limits{PerMinute: 1000, PerHour: 100, PerDay: 10, BackgroundShare: 0.5, UserShare: 0.3}, nil, c.now)
	for range 5 {
		day.Wait(as(0, Listing))
	}
	refusedWith(t, day.Wait(as(0, Listing)), "后台任务") // 5 of the day's 10, 5 of the hour's 100
	tiny := New("t", Limits{PerMinute: 1000, PerHour: 1, PerDay: 1, BackgroundShare: 0.5, UserShare: 0.5}, nil, c.now)
	if err := tiny.Wait(as(1, Search)); err != nil {
		t.Fatalf("a share of a budget of one: %v", err)
	}
}

// A later, shorter pause does not cut an earlier one short; Retry-After
// may be an HTTP date.
func TestPausesOnlyGrow(t *testing.T) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	b := New("s", Default, nil, c.now)
	b.Pause(10*time.Minute, "站点提示请求过于频繁")
	b.Pause(time.Minute, "短暂停")
	c.add(2 * time.Minute)
	refusedWith(t, b.Wait(as(1, Search)), "站点提示请求过于频繁")
	c.add(10 * time.Minute)
	b.Observe(503, c.now().Add(30*time.Minute).UTC().Format(http.TimeFormat))
	c.add(20 * time.Minute)
	refusedWith(t, b.Wait(as(1, Search)), "HTTP 503")
}

// Wait does not sit out a spacing that runs past the caller's deadline.
func TestWaitRefusesASpacingPastTheDeadline(t *testing.T) {
	b := New("s", Limits{PerMinute: 1000, PerHour: 100, PerDay: 100, Spacing: time.Hour, BackgroundShare: 1, UserShare: 1}, nil, nil)
	if err := b.Wait(as(1, Search)); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(as(1, Search), time.Second)
	defer cancel()
	start := time.Now()
	refusedWith(t, b.Wait(ctx), "站点请求需间隔")
	if time.Since(start) > 500*time.Millisecond {
		t.Fatal("it waited")
	}
}
