// Package polltest waits in tests for something another goroutine, process
// or daemon does in its own time: a real qBittorrent finishing a check, the
// scheduler's next tick, a restarted program answering.
package polltest

import (
	"testing"
	"time"
)

// Until polls cond until it holds, and fails the test naming what never
// happened once `within` has passed. It polls a thousand times over that
// span (5 ms to 200 ms apart): often enough to catch a short-lived state,
// rarely enough not to load a daemon that answers each poll.
func Until(t testing.TB, what string, within time.Duration, cond func() bool) {
	t.Helper()
	every := min(max(within/1000, 5*time.Millisecond), 200*time.Millisecond)
	for deadline := time.Now().Add(within); !cond(); time.Sleep(every) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", within, what)
		}
	}
}
