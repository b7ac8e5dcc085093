package api

import (
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
)

// throttleKey is the pair failed sign-ins are counted for. The client
// address is part of it so an attacker cannot lock the real admin out from
// elsewhere; the name is lower-cased because sign-in ignores its case.
func throttleKey(r *http.Request, username string) string {
	return netutil.ClientOf(r).Key() + "\x00" + strings.ToLower(username)
}

// errTooManyAttempts is the 429 for a locked pair; wait is rounded up to
// whole seconds, the same number in the message and in Retry-After.
func errTooManyAttempts(wait time.Duration) StatusError {
	secs := int((wait + time.Second - 1) / time.Second)
	return StatusError{
		Status:     http.StatusTooManyRequests,
		Message:    fmt.Sprintf("登录失败次数过多，请 %d 秒后再试", secs),
		RetryAfter: secs,
	}
}

// checkLoginAllowed asks the throttle before a password is checked. From
// here on the attempt counts as failed until loginSucceeded.
func (s *Server) checkLoginAllowed(r *http.Request, key, username string) error {
	wait := s.throttle.Attempt(key)
	if wait <= 0 {
		return nil
	}
	// Info, not Warn: a scripted attack makes one line per refused try.
	s.log.LogAttrs(r.Context(), slog.LevelInfo, "sign-in refused: too many failures",
		slog.String("client", netutil.ClientOf(r).Key()), slog.String("username", username))
	return errTooManyAttempts(wait)
}
