package api

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

func TestUnreadNotifyCountAndTake(t *testing.T) {
	e := newTestEnv(t)
	u := e.withAdmin(t)
	tok := bearer(e.tokenFor(t, u.ID, time.Now()))

	count := okData[int](t, call(t, e.srv, http.MethodGet, "/api/user/count_unread_sys_notify", "", tok))
	if count != 1 {
		t.Fatalf("fresh admin unread = %d, want 1 (welcome)", count)
	}
	list := okData[[]map[string]any](t, call(t, e.srv, http.MethodGet, "/api/user/get_unread_sys_notify", "", tok))
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
	for _, p := range []string{"/api/user/count_unread_sys_notify", "/api/user/get_unread_sys_notify",
		"/api/user/get_all_sys_notify", "/api/user/clear_sys_notify"} {
		wantFail(t, call(t, e.srv, http.MethodGet, p, "", ""), errSignedOut.Message)
	}
}

func TestAllNotifyPagesNewestFirstSharesReadStateAndClears(t *testing.T) {
	e := newTestEnv(t)
	u := e.withAdmin(t)
	tok := bearer(e.tokenFor(t, u.ID, time.Now()))
	for i := range notifyPageSize + 5 {
		if err := e.store.AddNotify(context.Background(), store.Notify{UID: u.ID, Title: fmt.Sprint("消息", i), Message: "m"}); err != nil {
			t.Fatal(err)
		}
	}
	var first, second []map[string]any
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/user/get_all_sys_notify", "", tok), &first)
	if len(first) != notifyPageSize || first[0]["title"] != fmt.Sprint("消息", notifyPageSize+4) {
		t.Fatalf("first page: %d items, newest %v", len(first), first[0]["title"])
	}
	count := okData[int](t, call(t, e.srv, http.MethodGet, "/api/user/count_unread_sys_notify", "", tok))
	if count != 6 { // 4 older messages + the welcome are on page two, still unread
		t.Fatalf("unread after viewing page one = %d, want 6", count)
	}
	wantOK(t, call(t, e.srv, http.MethodGet, fmt.Sprint("/api/user/get_all_sys_notify?start=", notifyPageSize), "", tok), &second)
	if len(second) != 6 || second[5]["title"] != "欢迎使用 Movie Robot" {
		t.Fatalf("second page: %+v", second)
	}
	r := call(t, e.srv, http.MethodGet, "/api/user/clear_sys_notify", "", tok)
	wantOK(t, r, nil)
	if r.env.Message != "已清空所有消息" {
		t.Fatalf("clear message %q", r.env.Message)
	}
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/user/get_all_sys_notify", "", tok), &first)
	if len(first) != 0 {
		t.Fatalf("after clear: %+v", first)
	}
}
