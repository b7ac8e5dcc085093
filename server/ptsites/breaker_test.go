package ptsites

import (
	"errors"
	"testing"
	"time"
)

// Past the cool-down one search tries the site again; the others keep
// skipping it while that try runs, so a hopeless site costs one request.
func TestBreakerLetsOneTryThrough(t *testing.T) {
	var b breaker
	t0 := time.Date(2026, 11, 28, 20, 0, 0, 0, time.Local)
	for range breakAfter {
		b.record("hdsky", errors.New("refused"), t0)
	}
	if b.skip("hdsky", t0) == "" {
		t.Fatal("not skipped after three failures")
	}
	later := t0.Add(coolDown + time.Second)
	if why := b.skip("hdsky", later); why != "" {
		t.Fatalf("the try after the cool-down was skipped: %s", why)
	}
	if b.skip("hdsky", later) == "" {
		t.Fatal("a second search went through while the try runs")
	}
}
