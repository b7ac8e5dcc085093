package api

import (
	"strings"
	"testing"
)

// arrayBodies are the endpoints whose body is a JSON array (api-contract).
var arrayBodies = map[string]bool{
	"POST /api/config/save_media_path":       true,
	"POST /api/setting/save_notify_template": true,
}

// noBody are POST endpoints that read no JSON body at all.
var noBody = map[string]bool{
	"POST /api/user/upload_avatar":   true, // a multipart form
	"POST /api/media/cancel_link":    true, // stops the running job; nothing to read
	"POST /api/common/events_ticket": true, // answers a ticket for the signed-in user
}

// Every endpoint that decodes a body refuses null and bodies of the wrong
// shape with code 1 and a clear message. The walk covers every registered
// POST route, so a new endpoint is checked without being listed here.
func TestEveryBodyRefusesNullAndWrongShapes(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	posts := 0
	for _, pattern := range e.srv.mux.patterns {
		method, path, _ := strings.Cut(pattern, " ")
		if method != "POST" || noBody[pattern] {
			continue
		}
		posts++
		want, wrong := "请求内容必须是一个JSON对象", []string{`[]`, `[{}]`, `"x"`, `1`, `true`}
		if arrayBodies[pattern] {
			want, wrong = "请求内容必须是一个JSON数组", []string{`{}`, `"x"`, `1`}
		}
		for _, body := range append([]string{`null`, " null\n"}, wrong...) {
			r := call(t, e.srv, "POST", path, body, admin)
			if r.env.Code != 1 || r.env.Message != want {
				t.Errorf("%s with %q: got %d %s, want code 1 %q", pattern, body, r.status, r.raw, want)
			}
		}
	}
	if posts < 30 {
		t.Fatalf("only %d POST routes walked: is the route list recorded?", posts)
	}
}

// The two saves found accepting null: nothing is changed by a refused body,
// and a missing required field is named.
func TestNullDoesNotResetScraperOrCloudflare(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	const fs = `{"fs_api":"http://127.0.0.1:8191/v1"}`
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_pass_cloudflare", fs, admin), nil)
	_ = okData[map[string]any](t, call(t, e.srv, "GET", "/api/setting/get_scraper", "", admin))
	scraper := `{"generate_nfo":false,"enable_download_image":false,"use_cn_person_name":false,"person_nfo_path":"/p",` +
		`"hd_poster":false,"hd_background":true,"langs_priority":["en","zh"],"image_source":["TheMovieDB"],"season_image_source":[]}`
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_scraper", scraper, admin), nil)
	saved := call(t, e.srv, "GET", "/api/setting/get_scraper", "", admin).raw

	for _, body := range []string{`null`, `{}`} {
		wantFail(t, call(t, e.srv, "POST", "/api/setting/save_pass_cloudflare", body, admin), map[string]string{
			`null`: "请求内容必须是一个JSON对象", `{}`: "缺少必填字段：fs_api"}[body])
		wantFail(t, call(t, e.srv, "POST", "/api/setting/save_scraper", body, admin), map[string]string{
			`null`: "请求内容必须是一个JSON对象", `{}`: "缺少必填字段：generate_nfo"}[body])
	}
	if r := call(t, e.srv, "GET", "/api/setting/get_pass_cloudflare", "", admin); !strings.Contains(r.raw, "8191/v1") {
		t.Fatalf("cloudflare changed: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/setting/get_scraper", "", admin); r.raw != saved {
		t.Fatalf("scraper changed:\n%s\nwas\n%s", r.raw, saved)
	}
}
