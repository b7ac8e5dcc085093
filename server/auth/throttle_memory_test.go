package auth

import (
	"fmt"
	"testing"
	"time"
)

func TestThrottleWindowForgetsOldFailures(t *testing.T) {
	th, clock := newThrottle(DefaultThrottleConfig)
	fail(t, th, "k", 4)
	clock.advance(15 * time.Minute)
	fail(t, th, "k", 4) // the first four are outside the window now
	clock.advance(time.Minute)
	fail(t, th, "k", 1)
	if w := th.Attempt("k"); w != 30*time.Second {
		t.Fatalf("wait %v after 5 failures in the window", w)
	}
	// Quiet for a whole window after the lock: a fresh start.
	clock.advance(30*time.Second + 15*time.Minute)
	fail(t, th, "k", 4)
}

func TestThrottleMemoryIsBounded(t *testing.T) {
	cfg := DefaultThrottleConfig
	cfg.MaxEntries = 3
	th, clock := newThrottle(cfg)
	fail(t, th, "old", 5) // locked
	for i := range 10 {
		fail(t, th, fmt.Sprint("k", i), 1)
		if th.Len() > 3 {
			t.Fatalf("Len = %d > 3", th.Len())
		}
	}
	if th.Attempt("old") != 0 {
		t.Fatal("least recently used entry was kept over newer ones")
	}
	// Expired entries are dropped before live ones.
	th, clock = newThrottle(cfg)
	fail(t, th, "live", 5)
	clock.advance(10 * time.Minute)
	fail(t, th, "a", 1)
	fail(t, th, "b", 1)
	clock.advance(6 * time.Minute) // "live" has been quiet for 16 min > window
	fail(t, th, "c", 1)
	if th.Attempt("a") != 0 || th.Len() != 3 {
		t.Fatalf("live entry evicted instead of the expired one (Len %d)", th.Len())
	}
}
