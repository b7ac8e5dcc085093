package api

import (
	"strings"
	"testing"
)

// adminOnly lists every config endpoint that needs a signed-in admin, with
// a body that would be valid (so a refusal can only come from the guard).
var adminOnly = []struct{ method, path, body string }{
	{"POST", "/api/config/save_web", `{"server_url":"","port":1329}`},
	{"GET", "/api/config/get_media_server", ""},
	{"POST", "/api/config/save_media_server", `{"type":"emby","url":"http://127.0.0.1:1","token":"k"}`},
	{"POST", "/api/config/test_media_server", `{"type":"emby","url":"http://127.0.0.1:1","token":"k"}`},
	{"GET", "/api/config/get_download_client", ""},
	{"POST", "/api/config/save_download_client", `{"type":"aria2","url":"http://127.0.0.1:1"}`},
	{"POST", "/api/config/test_download_client", `{"type":"aria2","url":"http://127.0.0.1:1"}`},
	{"GET", "/api/config/get_media_path", ""},
	{"POST", "/api/config/save_media_path", `[]`},
	{"GET", "/api/config/check_path?path=/", ""},
	{"GET", "/api/common/get_dirs?path=/", ""},
	{"GET", "/api/config/get_movie_metadata", ""},
	{"POST", "/api/config/save_movie_metadata", `{"tmdb_api_key":"k"}`},
	{"GET", "/api/config/get_free_download", ""},
	{"POST", "/api/config/save_free_download", `{"save_path":"/d","available_space":50,"avg_statistics_period":1,"upload_mbps_maximum":1}`},
	{"GET", "/api/config/get_score_config", ""},
	{"POST", "/api/config/save_score_config", `{"strategy":"compress","weights":{"name":1,"type":1,"seeders":1,"completions":1,"subtitle":1,"free":1}}`},
}

func TestConfigEndpointsRefuseSignedOutAndNonAdmins(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	user := e.userAuth(t)
	for _, c := range adminOnly {
		wantFail(t, call(t, e.srv, c.method, c.path, c.body, ""), signedOut)
		wantFail(t, call(t, e.srv, c.method, c.path, c.body, "Bearer not-a-jwt"), signedOut)
		wantFail(t, call(t, e.srv, c.method, c.path, c.body, user), "需要管理员权限")
	}
}

func TestConfigEndpointsAnswerAdmins(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for _, c := range adminOnly {
		r := call(t, e.srv, c.method, c.path, c.body, admin)
		// Nothing listens on port 1: a test action answers with the reason.
		if strings.Contains(c.path, "/test_") && strings.HasPrefix(r.env.Message, "无法连接到 http://127.0.0.1:1") {
			continue
		}
		if r.env.Code != 0 {
			t.Errorf("%s %s: %s", c.method, c.path, r.raw)
		}
	}
}
