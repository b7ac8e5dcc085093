package api

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/menu"
	"github.com/movie-robot/web-console/server/store"
)

type appReply struct {
	Version       string          `json:"version"`
	Menus         json.RawMessage `json:"menus"`
	ServerConfig  map[string]any  `json:"server_config"`
	SetupRequired bool            `json:"setup_required"`
}

func TestCommonAppWithoutToken(t *testing.T) {
	e := newTestEnv(t)
	a := okData[appReply](t, call(t, e.srv, "GET", "/api/common/app", "", ""))
	if a.Version != "v-test" || string(a.Menus) != "[]" || !a.SetupRequired ||
		!reflect.DeepEqual(a.ServerConfig, map[string]any{"douban_poster_wall": false}) {
		t.Fatalf("fresh install, no token: %+v menus=%s", a, a.Menus)
	}

	e.withAdmin(t)
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", ""), &a)
	if a.SetupRequired || string(a.Menus) != "[]" {
		t.Fatalf("after setup, no token: %+v menus=%s", a, a.Menus)
	}

	// A bad token is answered like no token, never with an error.
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", bearer("x.y.z")), &a)
	if string(a.Menus) != "[]" {
		t.Fatalf("bad token: menus=%s", a.Menus)
	}
}

func TestCommonAppWithToken(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	a := okData[appReply](t, call(t, e.srv, "GET", "/api/common/app", "", bearer(e.tokenFor(t, admin.ID, time.Now()))))
	want, _ := json.Marshal(menu.Sidebar(true))
	if string(a.Menus) != string(want) {
		t.Fatalf("menus = %s\nwant    %s", a.Menus, want)
	}
	if a.SetupRequired {
		t.Fatal("setup_required with an admin present")
	}

	// A family member gets only the entries they may use.
	bob, err := e.store.CreateUser(context.Background(), "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", bearer(e.tokenFor(t, bob.ID, time.Now()))), &a)
	want, _ = json.Marshal(menu.Sidebar(false))
	if string(a.Menus) != string(want) || strings.Contains(string(a.Menus), "/user/index") {
		t.Fatalf("normal user's menus = %s", a.Menus)
	}
}

// The first-run rule (issue 15): setup is required until an admin exists
// and done once the wizard's last step (save_movie_metadata) was saved.
// Until then the legacy saves answer data.next; afterwards they do not,
// and common/app says setup_done so /setup/* pages can redirect.
func TestSetupDoneRule(t *testing.T) {
	e := newTestEnv(t)
	state := func() (required, done bool) {
		var info struct {
			Required *bool `json:"setup_required"`
			Done     *bool `json:"setup_done"`
		}
		wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", ""), &info)
		if info.Required == nil || info.Done == nil {
			t.Fatal("common/app lacks setup_required or setup_done")
		}
		return *info.Required, *info.Done
	}
	if req, done := state(); !req || done {
		t.Fatalf("fresh install: required %v done %v", req, done)
	}
	admin := e.adminAuth(t)
	saves := []struct{ path, body, next string }{
		{"/api/config/save_web", `{"server_url":"","port":1329}`, "/setup/media-server"},
		{"/api/config/save_media_path", `[]`, "/setup/movie-metadata"},
		{"/api/config/save_movie_metadata", `{"tmdb_api_key":"k","fanart_api_key":"","proxies":""}`, "/setting/index"},
	}
	nextOf := func(path, body string) string {
		var data struct {
			Next string `json:"next"`
		}
		r := call(t, e.srv, "POST", path, body, admin)
		wantOK(t, r, nil)
		if string(r.env.Data) != "null" {
			json.Unmarshal(r.env.Data, &data)
		}
		return data.Next
	}
	if req, done := state(); req || done {
		t.Fatalf("admin made, wizard under way: required %v done %v", req, done)
	}
	for _, s := range saves { // the wizard, in order
		if got := nextOf(s.path, s.body); got != s.next {
			t.Fatalf("during setup %s: next %q, want %q", s.path, got, s.next)
		}
	}
	if req, done := state(); req || !done {
		t.Fatalf("after the last step: required %v done %v", req, done)
	}
	for _, s := range saves { // the /config/* pages afterwards
		if got := nextOf(s.path, s.body); got != "" {
			t.Errorf("after setup %s still answers next %q", s.path, got)
		}
	}
	r := call(t, e.srv, "POST", "/api/config/save_media_server", `{"type":"emby","url":"http://127.0.0.1:1","token":"k"}`, admin)
	if strings.Contains(string(r.env.Data), "next") {
		t.Errorf("after setup save_media_server answers %s", r.env.Data)
	}
	// A signed-out visitor no longer reads the saved address and port.
	wantFail(t, call(t, e.srv, "GET", "/api/config/get_web", "", ""), signedOut)
}
