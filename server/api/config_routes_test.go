package api

import "testing"

func TestConfigEndpointsWrongMethod(t *testing.T) {
	e := newTestEnv(t)
	for _, path := range []string{"/api/config/save_media_server", "/api/config/get_web"} {
		method := map[string]string{"/api/config/save_media_server": "GET", "/api/config/get_web": "POST"}[path]
		if r := call(t, e.srv, method, path, "", ""); r.status != 405 || r.env.Code != 1 {
			t.Errorf("%s %s: %d %s", method, path, r.status, r.raw)
		}
	}
}

// Every documented config path answers (not the JSON 404 of unknown paths).
func TestConfigRoutesExist(t *testing.T) {
	e := newTestEnv(t)
	for _, c := range append(adminOnly, struct{ method, path, body string }{"GET", "/api/config/get_web", ""}) {
		if r := call(t, e.srv, c.method, c.path, c.body, ""); r.status == 404 || r.status == 405 {
			t.Errorf("%s %s: %d", c.method, c.path, r.status)
		}
	}
}
