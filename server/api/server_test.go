package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestUnknownPathsAreJSON404(t *testing.T) {
	e := newTestEnv(t)
	for _, p := range []string{"/api/nope", "/api/auth/get_token/extra", "/api", "/user/avatar/1.jpg",
		"/static/img/douban.png", "/plugins/foo/logo.jpg"} {
		r := call(t, e.srv, "GET", p, "", "")
		if r.status != http.StatusNotFound || r.env.Code != 1 || r.env.Message != "接口不存在" {
			t.Errorf("%s: got %d %s", p, r.status, r.raw)
		}
		if ct := r.header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
			t.Errorf("%s: Content-Type = %q", p, ct)
		}
	}
}

func TestWrongMethodIsJSON405(t *testing.T) {
	e := newTestEnv(t)
	for _, c := range []struct{ method, path, allow string }{
		{"GET", "/api/auth/get_token", "POST"},
		{"POST", "/api/auth/my_account", "GET, HEAD"},
		{"DELETE", "/api/common/app", "GET, HEAD"},
		{"GET", "/api/config/init_admin", "POST"},
	} {
		r := call(t, e.srv, c.method, c.path, "", "")
		if r.status != http.StatusMethodNotAllowed || r.env.Code != 1 || r.env.Message != "不支持的请求方法" {
			t.Errorf("%s %s: got %d %s", c.method, c.path, r.status, r.raw)
		}
		if a := r.header.Get("Allow"); a != c.allow {
			t.Errorf("%s %s: Allow = %q, want %q", c.method, c.path, a, c.allow)
		}
	}
}

func TestSetupRequiredUntilAdminExists(t *testing.T) {
	e := newTestEnv(t)
	req := httptest.NewRequest("GET", "/", nil)
	if !e.srv.SetupRequired(req) {
		t.Fatal("SetupRequired = false on a fresh install")
	}
	e.withAdmin(t)
	if e.srv.SetupRequired(req) {
		t.Fatal("SetupRequired = true after the admin was created")
	}
}
