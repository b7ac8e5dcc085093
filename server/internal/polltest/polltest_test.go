package polltest

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

func TestUntilReturnsOnceTheConditionHolds(t *testing.T) {
	var n atomic.Int32
	Until(t, "three polls", time.Second, func() bool { return n.Add(1) >= 3 })
	if n.Load() != 3 {
		t.Fatalf("polled %d times, want 3", n.Load())
	}
}

// A condition that never holds fails the test with what was awaited.
func TestUntilFailsNamingWhatNeverHappened(t *testing.T) {
	rec := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Until(rec, "the impossible", 20*time.Millisecond, func() bool { return false })
	}()
	<-done
	if rec.failed != "timed out after 20ms waiting for the impossible" {
		t.Fatalf("failure = %q", rec.failed)
	}
}

// recorder keeps a Fatalf's message and ends the goroutine as testing does.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
