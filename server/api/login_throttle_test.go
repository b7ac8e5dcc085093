package api

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
)

// signIn posts credentials from the given client address.
func signIn(t *testing.T, e *testEnv, remote, username, password string) reply {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/auth/get_token", strings.NewReader(initBody(username, password)))
	req.RemoteAddr = remote
	return serve(t, e.srv, req)
}

// throttledEnv is a test env whose login throttle runs on a fake clock.
func throttledEnv(t *testing.T) (*testEnv, *time.Time) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	e := newTestEnvWith(t, auth.NewLoginThrottle(auth.DefaultThrottleConfig, func() time.Time { return now }))
	e.withAdmin(t)
	return e, &now
}

func wantThrottled(t *testing.T, r reply, secs string) {
	t.Helper()
	want := `{"code":1,"message":"登录失败次数过多，请 ` + secs + ` 秒后再试","data":null}`
	if r.status != 429 || r.raw != want || r.header.Get("Retry-After") != secs {
		t.Fatalf("got %d Retry-After=%q %s\nwant 429 Retry-After=%s %s", r.status, r.header.Get("Retry-After"), r.raw, secs, want)
	}
}

func TestSignInThrottleLocksAndReleases(t *testing.T) {
	e, now := throttledEnv(t)
	const attacker = "198.51.100.7:40000"
	for range 5 {
		wantFail(t, signIn(t, e, attacker, "admin", "wrong-guess"), "账号或密码错误")
	}
	// Locked: even the right password is refused, and the name's case or
	// padding makes no difference.
	wantThrottled(t, signIn(t, e, attacker, "admin", adminPassword), "30")
	wantThrottled(t, signIn(t, e, "198.51.100.7:40001", " ADMIN ", "x"), "30")
	// The real admin at home is not locked out.
	wantOK(t, signIn(t, e, "203.0.113.5:50000", "admin", adminPassword), nil)

	*now = now.Add(29500 * time.Millisecond)
	wantThrottled(t, signIn(t, e, attacker, "admin", "x"), "1") // rounded up
	*now = now.Add(500 * time.Millisecond)
	wantFail(t, signIn(t, e, attacker, "admin", "wrong-again"), "账号或密码错误")
	wantThrottled(t, signIn(t, e, attacker, "admin", "x"), "60") // grows

	*now = now.Add(time.Minute)
	wantOK(t, signIn(t, e, attacker, "admin", adminPassword), nil) // released
	// A success clears the pair: four fresh failures are allowed again.
	for range 4 {
		wantFail(t, signIn(t, e, attacker, "admin", "wrong"), "账号或密码错误")
	}
	wantOK(t, signIn(t, e, attacker, "admin", adminPassword), nil)
}

func TestSignInThrottleCountsUnknownUsersButNotBlankForms(t *testing.T) {
	e, _ := throttledEnv(t)
	const client = "198.51.100.8:1"
	for range 10 {
		wantFail(t, signIn(t, e, client, "", ""), "请输入账号和密码")
	}
	for range 5 {
		wantFail(t, signIn(t, e, client, "ghost", "x"), "账号或密码错误")
	}
	wantThrottled(t, signIn(t, e, client, "ghost", "x"), "30")
	wantOK(t, signIn(t, e, client, "admin", adminPassword), nil) // another name
}

// Issue 15: a flood of made-up names from one address neither frees the
// admin's lock (eviction used to drop live locks) nor costs a password hash
// per try (each used to cost a bcrypt, slowing everyone); the admin signs
// in from elsewhere at once. Hash calls are counted, not timed.
func TestSignInFloodKeepsTheLockAndSkipsTheHasher(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var hashes atomic.Int64
	e := newTestEnvDeps(t, func(d *Deps) {
		d.Throttle = auth.NewLoginThrottle(auth.DefaultThrottleConfig, func() time.Time { return now })
		d.CheckPassword = func(hash, p string) bool { hashes.Add(1); return auth.CheckPassword(hash, p) }
	})
	e.withAdmin(t)
	const attacker = "198.51.100.7:40000"
	for range 5 {
		wantFail(t, signIn(t, e, attacker, "admin", "wrong-guess"), "账号或密码错误")
	}
	wantThrottled(t, signIn(t, e, attacker, "admin", adminPassword), "30")

	const flood = 10500
	before := hashes.Load()
	for i := range flood {
		r := signIn(t, e, attacker, fmt.Sprint("user-", i), "x")
		if r.env.Code != 1 {
			t.Fatalf("flood try %d: %s", i, r.raw)
		}
	}
	budget := int64(auth.DefaultThrottleConfig.AddrThreshold)
	if n := hashes.Load() - before; n > budget {
		t.Fatalf("%d of %d flood tries reached the password hasher, want at most %d", n, flood, budget)
	}
	wantThrottled(t, signIn(t, e, attacker, "admin", adminPassword), "30") // lock still there
	before = hashes.Load()
	wantOK(t, signIn(t, e, "203.0.113.5:50000", "admin", adminPassword), nil)
	if n := hashes.Load() - before; n != 1 {
		t.Fatalf("admin's sign-in from home made %d hashes", n)
	}
	if l := e.logs.String(); !strings.Contains(l, "sign-in failed") || !strings.Contains(l, "username=user-0") ||
		strings.Contains(l, "wrong-guess") {
		t.Fatalf("failed sign-ins not logged (or the password was): %s", l[:min(len(l), 400)])
	}
	// Refusals are logged, but not one line per try of a flood.
	if n := strings.Count(e.logs.String(), "sign-in refused"); n < 1 || n > 3 {
		t.Fatalf("%d refusal lines for a flood of %d", n, flood)
	}
}
