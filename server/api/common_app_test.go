package api

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

type appReply struct {
	Version       string          `json:"version"`
	Menus         json.RawMessage `json:"menus"`
	ServerConfig  map[string]any  `json:"server_config"`
	SetupRequired bool            `json:"setup_required"`
}

func TestCommonAppWithoutToken(t *testing.T) {
	e := newTestEnv(t)
	var a appReply
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", ""), &a)
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
	var a appReply
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", bearer(e.tokenFor(t, admin.ID, time.Now()))), &a)
	want, _ := json.Marshal(menu())
	if string(a.Menus) != string(want) {
		t.Fatalf("menus = %s\nwant    %s", a.Menus, want)
	}
	if a.SetupRequired {
		t.Fatal("setup_required with an admin present")
	}
}
