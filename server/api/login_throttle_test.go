package api

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
)

// signIn posts credentials from the given client address.
func signIn(t *testing.T, e *testEnv, remote, username, password string) reply {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/auth/get_token", strings.NewReader(initBody(username, password)))
	req.RemoteAddr = remote
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, req)
	return parseReply(t, rec)
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
