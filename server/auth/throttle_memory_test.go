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
	fail(t, th, "old", 1) // idle: one failure, no lock
	for i := range 10 {
		fail(t, th, fmt.Sprint("k", i), 1)
		if th.Len() > 3 {
			t.Fatalf("Len = %d > 3", th.Len())
		}
	}
	fail(t, th, "old", 4) // forgotten: four more failures do not lock it
	if th.Attempt("old") != 0 {
		t.Fatal("least recently used idle entry was kept over newer ones")
	}
	// Expired entries are dropped before idle ones.
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

// Issue 15: 10,000 made-up names used to evict the oldest entries, live
// locks included, freeing a locked admin for five more guesses. Idle
// entries make room now; a live lock stays until it runs out.
func TestThrottleFloodKeepsLiveLocks(t *testing.T) {
	cfg := DefaultThrottleConfig
	cfg.MaxEntries = 100
	th, _ := newThrottle(cfg)
	fail(t, th, "attacker\x00admin", 5)
	for i := range 12000 {
		th.Attempt(fmt.Sprint("made-up-", i)) // idle entries: one failure each
		if th.Len() > cfg.MaxEntries {
			t.Fatalf("Len = %d > %d after %d names", th.Len(), cfg.MaxEntries, i+1)
		}
	}
	if w := th.Attempt("attacker\x00admin"); w != 30*time.Second {
		t.Fatalf("admin's lock after the flood: wait %v, want 30s", w)
	}
	// Memory still wins at the hard bound, when every entry is a live lock.
	for i := range cfg.MaxEntries * overflowFactor * 2 {
		fail(t, th, fmt.Sprint("locked-", i), 5)
		if th.Len() > cfg.MaxEntries*overflowFactor {
			t.Fatalf("Len = %d past the hard bound", th.Len())
		}
	}
}

// The per-address budget: an address spraying names is refused whatever
// the name once it used up AddrThreshold failures, and refused tries do not
// grow the table. Another address is untouched.
func TestThrottleAddressBudget(t *testing.T) {
	th, clock := newThrottle(DefaultThrottleConfig)
	for i := range DefaultThrottleConfig.AddrThreshold {
		if w := th.AttemptFrom("198.51.100.7", fmt.Sprint("name", i)); w != 0 {
			t.Fatalf("attempt %d refused: %v", i+1, w)
		}
	}
	n := th.Len()
	for i := range 10000 {
		if w := th.AttemptFrom("198.51.100.7", fmt.Sprint("more", i)); w != 30*time.Second {
			t.Fatalf("over budget, name %d: wait %v", i, w)
		}
	}
	if th.Len() != n {
		t.Fatalf("refused names grew the table from %d to %d", n, th.Len())
	}
	if w := th.AttemptFrom("203.0.113.5", "admin"); w != 0 {
		t.Fatalf("another address refused: %v", w)
	}
	// After the lock, one more failure locks again for longer.
	clock.advance(30 * time.Second)
	if w := th.AttemptFrom("198.51.100.7", "again"); w != 0 {
		t.Fatalf("after the lock: %v", w)
	}
	if w := th.AttemptFrom("198.51.100.7", "x"); w != 60*time.Second {
		t.Fatalf("second address lock: %v", w)
	}
}

// Successful sign-ins give their budget back: a family signing in often
// never locks its shared address.
func TestThrottleSuccessesDoNotUseTheBudget(t *testing.T) {
	th, _ := newThrottle(DefaultThrottleConfig)
	for range 100 {
		if w := th.AttemptFrom("192.0.2.1", "mum"); w != 0 {
			t.Fatalf("refused: %v", w)
		}
		th.SucceededFrom("192.0.2.1", "mum")
	}
}
