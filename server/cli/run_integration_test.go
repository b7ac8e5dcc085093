package cli

import (
	"net/http"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/netutil"
)

func TestRunUnderBasePath(t *testing.T) {
	r := startRun(t, Config{BasePath: "/mr"}, testLimits)
	cases := []struct {
		path     string
		status   int
		location string
		body     string
	}{
		{"/mr?x=1", 308, "/mr/?x=1", ""},
		{"/mr/", 302, "/mr/setup/admin", ""}, // first run
		{"/mr/setup/admin", 200, "", `<head><meta name="mr-base-path" content="/mr"><script defer src="/mr/assets/app.1.js">`},
		{"/mr/assets/app.1.js", 200, "", "console.log(1)"},
		{"/mr/api/common/app", 200, "", `"setup_required":true`},
		{"/mr/api/nope", 404, "", `"code":1`},
		{"/", 404, "", `"code":1`},
		{"/api/common/app", 404, "", `"code":1`},
		{"/assets/app.1.js", 404, "", `"code":1`},
	}
	for _, c := range cases {
		res, body := get(t, r.url+c.path)
		if res.StatusCode != c.status || res.Header.Get("Location") != c.location || !strings.Contains(body, c.body) {
			t.Errorf("%s: %d Location=%q %q", c.path, res.StatusCode, res.Header.Get("Location"), body)
		}
	}
	res, err := http.Post(r.url+"/mr/api/config/init_admin", "application/json",
		strings.NewReader(`{"username":"admin","password":"password1"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res2, _ := get(t, r.url+"/mr/"); res.StatusCode != 200 || res2.StatusCode != 200 {
		t.Fatalf("after setup under /mr: init %d, page %d", res.StatusCode, res2.StatusCode)
	}
}

// signInVia posts a sign-in that a proxy forwarded for client xff.
func signInVia(t *testing.T, url, xff, password string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("POST", url+"/api/auth/get_token",
		strings.NewReader(`{"username":"admin","password":"`+password+`"}`))
	req.Header.Set("X-Forwarded-For", xff)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

func TestLoginThrottleKeysOnTheResolvedClient(t *testing.T) {
	behindProxy, _ := netutil.ParseTrusted("127.0.0.1")
	for _, c := range []struct {
		name    string
		trusted netutil.Trusted
		// status for another client (other X-Forwarded-For) signing in right
		// after the attacker was locked out
		otherStatus int
	}{
		{"X-Forwarded-For from a trusted proxy names the client", behindProxy, 200},
		{"X-Forwarded-For from anyone else is ignored", netutil.Trusted{}, 429},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := startRun(t, Config{TrustedProxies: c.trusted}, testLimits)
			res, err := http.Post(r.url+"/api/config/init_admin", "application/json",
				strings.NewReader(`{"username":"admin","password":"password1"}`))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			for range 5 {
				signInVia(t, r.url, "198.51.100.1", "wrong-pass")
			}
			// Retry-After counts down on the real clock here; its exact value
			// is tested on a fake clock in package api.
			if res := signInVia(t, r.url, "198.51.100.1", "password1"); res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
				t.Fatalf("attacker: %d Retry-After=%q", res.StatusCode, res.Header.Get("Retry-After"))
			}
			if res := signInVia(t, r.url, "203.0.113.5", "password1"); res.StatusCode != c.otherStatus {
				t.Fatalf("other client: %d, want %d", res.StatusCode, c.otherStatus)
			}
		})
	}
}
