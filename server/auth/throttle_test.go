package auth

import (
	"sync"
	"testing"
	"time"
)

// fakeClock is a settable clock for the throttle.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newThrottle(cfg ThrottleConfig) (*LoginThrottle, *fakeClock) {
	c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	return NewLoginThrottle(cfg, c.now), c
}

// fail makes n attempts that all fail, each expected to be let through.
func fail(t *testing.T, th *LoginThrottle, key string, n int) {
	t.Helper()
	for i := range n {
		if w := th.Attempt(key); w != 0 {
			t.Fatalf("attempt %d refused (wait %v)", i+1, w)
		}
	}
}

func TestThrottleLocksAfterThresholdAndGrows(t *testing.T) {
	th, clock := newThrottle(DefaultThrottleConfig)
	fail(t, th, "k", 5)
	if w := th.Attempt("k"); w != 30*time.Second {
		t.Fatalf("6th attempt: wait %v, want 30s", w)
	}
	clock.advance(29 * time.Second)
	if w := th.Attempt("k"); w != time.Second {
		t.Fatalf("refused attempts must not extend the lock: wait %v", w)
	}
	// Each failure after a lock ends locks again for twice as long.
	for _, want := range []time.Duration{60, 120, 240, 480, 900, 900} {
		clock.advance(th.Attempt("k")) // wait the lock out
		fail(t, th, "k", 1)
		if w := th.Attempt("k"); w != want*time.Second {
			t.Fatalf("after another failure: wait %v, want %vs", w, want)
		}
	}
}

func TestThrottleSuccessResets(t *testing.T) {
	th, clock := newThrottle(DefaultThrottleConfig)
	fail(t, th, "k", 5)
	clock.advance(30 * time.Second)
	fail(t, th, "k", 1) // the right password, as it turns out
	th.Succeeded("k")
	fail(t, th, "k", 4)
	if th.Len() != 1 {
		t.Fatalf("Len = %d", th.Len())
	}
}

func TestThrottleKeysAreIndependent(t *testing.T) {
	th, _ := newThrottle(DefaultThrottleConfig)
	fail(t, th, "attacker|admin", 5)
	if th.Attempt("attacker|admin") == 0 {
		t.Fatal("attacker not locked")
	}
	fail(t, th, "home|admin", 1)
}

// Parallel guesses cannot slip past the threshold while earlier attempts
// are still being checked.
func TestThrottleCountsAttemptsUpFront(t *testing.T) {
	th, _ := newThrottle(DefaultThrottleConfig)
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 50 {
		wg.Go(func() {
			if th.Attempt("k") == 0 {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if allowed != 5 {
		t.Fatalf("%d of 50 parallel attempts allowed, want 5", allowed)
	}
}
