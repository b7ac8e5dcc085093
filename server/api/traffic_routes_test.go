package api

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/traffic"
)

// The 流量管理 view answers admins (empty lists on a fresh store) and
// refuses other users.
func TestTrafficList(t *testing.T) {
	e := newTestEnv(t)
	admin, user := e.adminAuth(t), e.userAuth(t)
	r := call(t, e.srv, "GET", "/api/traffic/list", "", admin)
	if r.raw != okEmpty+`{"torrents":[],"sites":[],"runs":[]}}` {
		t.Fatalf("list: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/traffic/list", "", user); !strings.Contains(r.raw, "需要管理员权限") {
		t.Fatalf("a user reads the list: %d %s", r.status, r.raw)
	}
}

// The hub's switch (set_free_download_enable) turns the engine on and
// off: off, a run writes nothing; on, it runs (and, with no download
// client set, says so in its log, which the view shows).
func TestFreeDownloadSwitchDrivesTheEngine(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)
	eng, err := traffic.New(ctx, traffic.Options{Store: e.store, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	runs := func() string {
		t.Helper()
		if err := eng.Run(ctx); err != nil {
			t.Fatal(err)
		}
		return call(t, e.srv, "GET", "/api/traffic/list", "", admin).raw
	}
	if r := runs(); !strings.Contains(r, `"runs":[]`) {
		t.Fatalf("ran while off: %s", r)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/set_free_download_enable", `{"enable":true}`, admin), nil)
	if r := runs(); !strings.Contains(r, "还没有设置下载工具") {
		t.Fatalf("did not run when on: %s", r)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/set_free_download_enable", `{"enable":false}`, admin), nil)
	now = now.Add(time.Hour)
	before := call(t, e.srv, "GET", "/api/traffic/list", "", admin).raw
	if r := runs(); r != before {
		t.Fatalf("ran after the switch went off: %s", r)
	}
}
