package api

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
)

// throttleAddr is the address failed sign-ins are counted for, alone (its
// budget across names) and paired with the name. Being part of the pair
// means an attacker cannot lock the real admin out from elsewhere. An IPv6
// client counts as its /64, which one host usually holds whole: otherwise
// every address of it would bring a fresh budget.
func throttleAddr(r *http.Request) string {
	c := netutil.ClientOf(r)
	if c.Addr.Is6() && !c.Addr.Is4In6() {
		if p, err := c.Addr.Prefix(64); err == nil {
			return p.String()
		}
	}
	if c.Addr.Is4In6() {
		return netip.AddrFrom4(c.Addr.As4()).String()
	}
	return c.Key()
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

// checkLoginAllowed asks the throttle before a password is checked, so a
// refused try costs no password hash. From here on the attempt counts as
// failed until the throttle is told it succeeded.
func (s *Server) checkLoginAllowed(r *http.Request, addr, name, username string) error {
	wait := s.Throttle.AttemptFrom(addr, name)
	if wait <= 0 {
		return nil
	}
	// Rate-limited: a scripted attack makes thousands of refused tries.
	s.refusals.Note("sign-in refused: too many failures", netutil.ClientOf(r).Key(), "username", username)
	return errTooManyAttempts(wait)
}

// loginFailed logs a wrong password or unknown name (never the password):
// the first guesses show in the log, not only the refusals after a lock.
// The address budget bounds how many such lines one address can cause.
func (s *Server) loginFailed(r *http.Request, username string, known bool) {
	s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "sign-in failed: wrong user name or password",
		slog.String("client", netutil.ClientOf(r).Key()), slog.String("username", username),
		slog.Bool("known_user", known))
}
