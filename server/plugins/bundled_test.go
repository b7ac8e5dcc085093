package plugins

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// The bundled NexusPHP sign-in plugin, installed from the built-in market
// entry, signs in on a loopback NexusPHP site and reports a dead cookie.
func TestBundledSignInPlugin(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	site := standin.Must(t, "nexusphp-attendance", nil)
	cfg := map[string]any{"sites": "好站|" + site.URL + "|c_secure_uid=1; c_secure_pass=ok\n坏站|" + site.URL + "|c_secure_uid=1; c_secure_pass=old"}
	if _, err := s.Install(ctx, "nexusphp_signin", "", cfg); err != nil {
		t.Fatal(err)
	}
	if err := s.Start("nexusphp_signin", "sign_in", map[string]any{"site": "好站"}); err != nil {
		t.Fatal(err)
	}
	c := waitState(t, s, "nexusphp_signin", "sign_in")
	if c.Status != StatusDone || c.Message != "1个站点签到完成，0个失败" || !strings.Contains(c.Log, "好站：签到成功") {
		t.Fatalf("first run: %+v", c)
	}
	s.Start("nexusphp_signin", "sign_in", map[string]any{})
	c = waitState(t, s, "nexusphp_signin", "sign_in")
	if c.Status != StatusError || !strings.Contains(c.Log, "好站：今天已经签到过了") ||
		!strings.Contains(c.Log, "坏站：Cookie 已失效") || !strings.Contains(c.Message, "1个站点签到完成，1个失败") {
		t.Fatalf("second run: %+v", c)
	}
}

// The sites of 站点管理 that sign in with a cookie are signed in without being
// typed again (read through the API with the plugin's key, at their
// configured address); the setting adds only the sites that are missing.
func TestBundledSignInUsesConfiguredSites(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	site := standin.Must(t, "nexusphp-attendance", nil)
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("AccessKey") == "" {
			w.Write([]byte(`{"code":1,"message":"请先登录"}`))
			return
		}
		switch r.URL.Path {
		case "/api/common/sites":
			w.Write([]byte(`{"code":0,"data":[{"id":"hdsky","name":"天空","domain":"hdsky.invalid","site_type":"cardigann"},
				{"id":"mteam","name":"馒头","domain":"m.invalid","site_type":"mteam"}]}`))
		case "/api/site/get_sites":
			w.Write([]byte(`{"code":0,"data":[{"site_name":"hdsky","alias":"","cookie":"c_secure_uid=1; c_secure_pass=ok","site_url":"` + site.URL + `"},
				{"site_name":"mteam","cookie":"","site_url":""}]}`))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(api.Close)
	s.apiURL = func() string { return api.URL }
	other := standin.Must(t, "nexusphp-attendance", nil)
	cfg := map[string]any{"sites": "外站|" + other.URL + "|c_secure_uid=1; c_secure_pass=ok"}
	if _, err := s.Install(ctx, "nexusphp_signin", "", cfg); err != nil {
		t.Fatal(err)
	}
	if err := s.Start("nexusphp_signin", "sign_in", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	c := waitState(t, s, "nexusphp_signin", "sign_in")
	if c.Status != StatusDone || c.Message != "2个站点签到完成，0个失败" || !strings.Contains(c.Log, "天空：签到成功") ||
		!strings.Contains(c.Log, "外站：签到成功") || strings.Contains(c.Log, "馒头") {
		t.Fatalf("run: %+v", c)
	}
}
