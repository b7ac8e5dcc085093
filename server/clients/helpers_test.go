package clients

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/daemontest"
)

// reasonOf returns the Chinese reason of a failed check, failing the test
// if the error is not an *Error (every failure must be explained).
func reasonOf(t *testing.T, err error) string {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *clients.Error", err, err)
	}
	return e.Reason
}

// wantReason asserts a failed check whose reason contains want, and that
// no secret leaked into it.
func wantReason(t *testing.T, version string, err error, want string, secrets ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("check passed with version %q, want failure %q", version, want)
	}
	r := reasonOf(t, err)
	if !strings.Contains(r, want) {
		t.Fatalf("reason %q, want it to contain %q", r, want)
	}
	for _, s := range secrets {
		if s != "" && strings.Contains(r, s) {
			t.Fatalf("reason %q quotes a secret", r)
		}
	}
}

// deadURL is an address on which nothing listens: connections are refused
// at once.
func deadURL(t *testing.T) string {
	t.Helper()
	return fmt.Sprintf("http://127.0.0.1:%d", daemontest.FreePort(t))
}

var bg = context.Background()
