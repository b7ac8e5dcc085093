package api

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// scriptKey gives user uid an API key.
func scriptKey(t *testing.T, e *testEnv, uid int64, key string) string {
	t.Helper()
	if _, err := e.store.CreateAccessKey(context.Background(), uid, key); err != nil {
		t.Fatal(err)
	}
	return key
}

func TestScriptingResetPassword(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	e.userAuth(t)
	viewer := e.viewer(t)
	// A session begun a minute ago (sessions end at whole seconds).
	viewerAuth := bearer(e.tokenFor(t, viewer.ID, time.Now().Add(-time.Minute)))
	adminKey := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	viewerKey := scriptKey(t, e, viewer.ID, "viewer-key-0123456789")
	wantFail(t, sdk(t, e, "POST", "/api/user/reset_password", `{"uid":1,"password":"takeover"}`, viewerKey), "需要管理员权限")
	wantFail(t, sdk(t, e, "POST", "/api/user/reset_password", `{"uid":2,"password":"12345"}`, adminKey), "密码不能少于6位")
	wantFail(t, sdk(t, e, "POST", "/api/user/reset_password", `{"uid":2}`, adminKey), "缺少必填字段：password")
	wantOK(t, call(t, e.srv, "GET", "/api/auth/my_account", "", viewerAuth), nil)
	wantOK(t, sdk(t, e, "POST", "/api/user/reset_password", `{"uid":2,"password":"viewer-new-pass"}`, adminKey), nil)
	wantFail(t, call(t, e.srv, "GET", "/api/auth/my_account", "", viewerAuth), "登录已失效，请重新登录")
	wantOK(t, call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"viewer","password":"viewer-new-pass"}`, ""), nil)
	// A user may reset their own.
	wantOK(t, sdk(t, e, "POST", "/api/user/reset_password", `{"uid":"2","password":"viewer-third"}`, viewerKey), nil)
}

func TestScriptingNotifyCacheEnv(t *testing.T) {
	e := newTestEnvDeps(t, func(d *Deps) {
		d.ScriptEnv = ScriptEnv{ConfigDir: "/data", UserConfigDir: "/data", SiteConfigDir: "/data/indexers", PluginDir: "/data/plugins"}
	})
	admin := e.withAdmin(t)
	e.userAuth(t)
	viewer := e.viewer(t)
	adminKey := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	viewerKey := scriptKey(t, e, viewer.ID, "viewer-key-0123456789")
	ctx := context.Background()
	for _, uid := range []int64{admin.ID, viewer.ID} {
		if err := e.store.AddNotify(ctx, store.Notify{UID: uid, Title: "t", Message: "m", Type: "system"}); err != nil {
			t.Fatal(err)
		}
	}
	unread := func(uid int64) int { n, _ := e.store.CountUnreadNotify(ctx, uid); return n }
	before := unread(admin.ID)
	wantFail(t, sdk(t, e, "GET", "/api/notify/clear_system_message?uid=1", "", viewerKey), "需要管理员权限")
	wantOK(t, sdk(t, e, "GET", "/api/notify/clear_system_message?uid=2", "", adminKey), nil)
	if unread(viewer.ID) != 0 || unread(admin.ID) != before || before == 0 {
		t.Fatalf("clear_system_message clears only uid's: %d %d (%d)", unread(viewer.ID), unread(admin.ID), before)
	}

	got := okData[any](t, sdk(t, e, "GET", "/api/common/get_cache?namespace=my_script&key=seen", "", adminKey))
	if got != nil {
		t.Fatalf("missing entry is null: %v", got)
	}
	wantOK(t, sdk(t, e, "POST", "/api/common/set_cache", `{"namespace":"my_script","key":"seen","data":{"ids":[1,2]}}`, adminKey), nil)
	seen := okData[struct{ IDs []int }](t, sdk(t, e, "GET", "/api/common/get_cache?namespace=my_script&key=seen", "", adminKey))
	if len(seen.IDs) != 2 {
		t.Fatalf("cache round trip: %+v", seen)
	}
	wantFail(t, sdk(t, e, "POST", "/api/common/set_cache", `{"namespace":"","key":"seen","data":1}`, adminKey), "namespace 和 key 都必须填写")
	wantFail(t, sdk(t, e, "GET", "/api/common/get_cache?namespace=my_script&key=seen", "", viewerKey), "需要管理员权限")

	env := okData[map[string]string](t, sdk(t, e, "GET", "/api/setting/get_env", "", adminKey))
	if env["config_dir"] != "/data" || env["plugin_dir"] != "/data/plugins" || env["site_config_dir"] != "/data/indexers" ||
		env["user_config_dir"] != "/data" {
		t.Fatalf("get_env %v", env)
	}
	wantFail(t, sdk(t, e, "GET", "/api/setting/get_env", "", viewerKey), "需要管理员权限")

	none := okData[[]any](t, sdk(t, e, "GET", "/api/subscribe/get_filters", "", viewerKey))
	if none == nil || len(none) != 0 {
		t.Fatalf("get_filters without filters is an empty list: %v", none)
	}
	wantOK(t, sdk(t, e, "POST", "/api/config/save_filter",
		`{"filter_name":"4K","priority":5,"apply_cate":["剧情"],"media_codec":["H.265"],"resolution":["2160p"]}`, adminKey), nil)
	// The SDK's subscribe.Filter: FilterConfig keys, the codecs also as media_codes.
	var saved []struct {
		FilterName string   `json:"filter_name"`
		Priority   int      `json:"priority"`
		ApplyCate  []string `json:"apply_cate"`
		Resolution []string `json:"resolution"`
		MediaCodes []string `json:"media_codes"`
	}
	wantOK(t, sdk(t, e, "GET", "/api/subscribe/get_filters", "", viewerKey), &saved)
	if len(saved) != 1 || saved[0].FilterName != "4K" || saved[0].Priority != 5 || saved[0].ApplyCate[0] != "剧情" ||
		saved[0].Resolution[0] != "2160p" || len(saved[0].MediaCodes) != 1 || saved[0].MediaCodes[0] != "H.265" {
		t.Fatalf("get_filters lists the saved filter in the SDK's shape: %+v", saved)
	}
	wantFail(t, sdk(t, e, "POST", "/api/event/publish_event", `{"event_name":"ScanDone","event_data":{}}`, adminKey),
		"插件功能未启用，事件无人接收")
}

func TestScriptingPublishEvent(t *testing.T) {
	e, _ := pluginEnv(t)
	admin := e.withAdmin(t)
	key := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	r := sdk(t, e, "POST", "/api/event/publish_event", `{"event_name":"ScanDone","event_data":{"n":1}}`, key)
	wantOK(t, r, nil)
	if r.env.Message != "事件已发布，0个插件接收" {
		t.Fatalf("message %q", r.env.Message)
	}
	wantFail(t, sdk(t, e, "POST", "/api/event/publish_event", `{"event_name":"download.completed"}`, key),
		"事件 download.completed 只能由程序发布")
	wantFail(t, sdk(t, e, "POST", "/api/event/publish_event", `{"event_data":{}}`, key), "缺少必填字段：event_name")
}

func TestScriptingSubTMDBByQuery(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=Movie&tmdb_id=27205", "", key), nil)
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=TV&tmdb_id=1399&season_number=2", "", key), nil)
	var subs []struct {
		CNName      string `json:"cn_name"`
		Type        string `json:"type"`
		SeasonIndex *int   `json:"season_index"`
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/list", "", key), &subs)
	names := []string{}
	for _, s := range subs {
		names = append(names, s.Type+":"+s.CNName)
		if s.Type == "TV" && (s.SeasonIndex == nil || *s.SeasonIndex != 2) {
			t.Fatalf("season_number picks the season: %+v", s)
		}
	}
	if len(subs) != 2 || !strings.Contains(strings.Join(names, ","), "Movie:盗梦空间") {
		t.Fatalf("subscriptions %v", names)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=Book&tmdb_id=1", "", key), "缺少 tmdb_id 或 media_type")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=Movie&tmdb_id="+url.QueryEscape("x"), "", key), "tmdb_id 必须是整数")
}

// SubscribeApi.list(media_type, status) sends status and reads only the
// subscriptions in that state (the UI sends none and filters itself).
func TestScriptingSubscribeListByStatus(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=Movie&tmdb_id=27205", "", key), nil)
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/sub_tmdb?media_type=Movie&tmdb_id=278", "", key), nil)
	if _, err := e.store.DB().Exec(`UPDATE subscriptions SET status = 1 WHERE tmdb_id = 278`); err != nil {
		t.Fatal(err)
	}
	list := func(query string) []string {
		var subs []struct {
			CNName string `json:"cn_name"`
			Status int    `json:"status"`
		}
		wantOK(t, sdk(t, e.testEnv, "GET", "/api/subscribe/list?img_proxy=false&"+query, "", key), &subs)
		out := []string{}
		for _, s := range subs {
			out = append(out, fmt.Sprint(s.CNName, s.Status))
		}
		return out
	}
	if got := list("media_type=Movie&status=1"); len(got) != 1 || got[0] != "肖申克的救赎1" {
		t.Fatalf("status=1: %v", got)
	}
	if got := list("status=0"); len(got) != 1 || got[0] != "盗梦空间0" {
		t.Fatalf("status=0: %v", got)
	}
	if got := list("media_type=Movie&status=2"); len(got) != 0 {
		t.Fatalf("status=2: %v", got)
	}
	if got := list("media_type=Movie"); len(got) != 2 {
		t.Fatalf("no status: %v", got)
	}
	// A subscription with no Douban subject: douban_id null (the SDK's int), not "".
	raw := okData[[]map[string]any](t, sdk(t, e.testEnv, "GET", "/api/subscribe/list", "", key))
	for _, x := range raw {
		if id, ok := x["douban_id"]; !ok || id == "" {
			t.Fatalf("douban_id of %v: %#v", x["cn_name"], id)
		}
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/subscribe/list?status=done", "", key), "status 必须是订阅状态的数字（0 订阅中、1 已完成、2 洗版中、3 等待批准）")
}
