package api

import (
	"net/http"
	"testing"
	"time"
)

func TestUnreadNotifyCountAndTake(t *testing.T) {
	e := newTestEnv(t)
	u := e.withAdmin(t)
	tok := bearer(e.tokenFor(t, u.ID, time.Now()))

	var count int
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/user/count_unread_sys_notify", "", tok), &count)
	if count != 1 {
		t.Fatalf("fresh admin unread = %d, want 1 (welcome)", count)
	}
	var list []map[string]any
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/user/get_unread_sys_notify", "", tok), &list)
	if len(list) != 1 || list[0]["title"] != "欢迎使用 Movie Robot" {
		t.Fatalf("list: %+v", list)
	}
	for _, k := range []string{"id", "title", "message", "icon", "type", "args", "has_action", "action_log", "gmt_create"} {
		if _, ok := list[0][k]; !ok {
			t.Errorf("SysNotify lacks %q: %+v", k, list[0])
		}
	}
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/user/count_unread_sys_notify", "", tok), &count)
	if count != 0 {
		t.Fatalf("unread after opening the bell = %d, want 0", count)
	}
}

func TestNotifyNeedsSignIn(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	for _, p := range []string{"/api/user/count_unread_sys_notify", "/api/user/get_unread_sys_notify"} {
		wantFail(t, call(t, e.srv, http.MethodGet, p, "", ""), errSignedOut.Message)
	}
}
