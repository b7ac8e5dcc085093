package auth

import "testing"

// An address and a name are two parts of the pair's key: 10.0.0.1 with
// "2admin" is not 10.0.0.12 with "admin".
func TestThrottlePairsDoNotRunTogether(t *testing.T) {
	th, _ := newThrottle(DefaultThrottleConfig)
	for range DefaultThrottleConfig.Threshold {
		th.AttemptFrom("10.0.0.1", "2admin")
	}
	if w := th.AttemptFrom("10.0.0.1", "2admin"); w == 0 {
		t.Fatal("the pair is not locked")
	}
	if w := th.AttemptFrom("10.0.0.12", "admin"); w != 0 {
		t.Fatalf("another pair is locked for %v", w)
	}
}

// A key keeps at most Threshold failures, however many it makes: the
// memory a guesser costs is bounded.
func TestThrottleKeepsFewFailures(t *testing.T) {
	cfg := DefaultThrottleConfig
	cfg.BaseDelay = 0 // never locked, so every attempt counts
	th, _ := newThrottle(cfg)
	for range 100 {
		th.Attempt("k")
	}
	if n := len(th.entries["k"].Value.(*throttleEntry).fails); n > cfg.Threshold {
		t.Fatalf("%d failures kept", n)
	}
}
