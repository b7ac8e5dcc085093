package api

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// Save, read, list, disable, share and import, delete: the whole editor
// round trip through the HTTP edge, with its Chinese refusals.
func TestCustomSubscriptionEndpoints(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	body := `{"id":null,"media_type":"TV","name":"三体","desc":"","douban_id":"26647087","tmdb_id":"","save_path":"/mnt/tv",
		"season_number":1,"episode_count":30,"auto_delete":false,"skip_exists":true,"score_rule_name":"compress","skip_unknown":true,
		"is_author":true,"torrent_filter":[{"type":"releaseTeam","args":{"release_team":["HHWEB"]}}],
		"rename_rule":[{"type":"replaceTorrentName","args":{"repl_expression":"Three-Body","string":"三体"}}]}`
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_custom", `{"name":"","save_path":"/d"}`, admin), "请填写订阅规则名称")
	// The save path is one of download/paths, for an admin too (#26).
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_custom", body, admin), "保存路径（save_path）必须是媒体路径设置中的下载路径之一：/mnt/tv")
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: "/mnt/tv", Type: "tv"}})
	r := call(t, e.srv, "POST", "/api/subscribe/sub_custom", body, admin)
	saved := okData[struct{ ID int64 }](t, r)
	if r.env.Message != "已保存自定义订阅：三体" || saved.ID == 0 {
		t.Fatalf("saved %s", r.raw)
	}
	id := url.QueryEscape(itoa64(saved.ID))
	got := okData[map[string]any](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_custom?id="+id, "", admin))
	if got["torrent_filter"] != `[{"type":"releaseTeam","args":{"release_team":["HHWEB"]}}]` || got["season_number"] != 1.0 ||
		got["media_type"] != "TV" || got["save_path"] != "/mnt/tv" {
		t.Fatalf("get_sub_custom %v", got)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_custom?id=99", "", admin), "找不到这条自定义订阅")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_custom?id=x", "", admin), "ID不正确")
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/enable_sub_custom?id="+id+"&enable=false", "", admin), nil)
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/enable_sub_custom?id="+id+"&enable=maybe", "", admin), "enable 只能是 true 或 false")
	list := okData[[]map[string]any](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_custom_list", "", admin))
	if len(list) != 1 || list[0]["enable"] != false || list[0]["status"] != "Ready" || list[0]["personal"] != true {
		t.Fatalf("list %v", list)
	}
	code := okData[string](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_rule_string?sub_id="+id, "", admin))
	text := okData[string](t, call(t, e.srv, "POST", "/api/subscribe/parse_sub_rule_string", `{"rule_string":"`+code+`"}`, admin))
	var parsed map[string]any
	if json.Unmarshal([]byte(text), &parsed) != nil || parsed["name"] != "三体" || parsed["douban_id"] != "26647087" ||
		!strings.Contains(parsed["rename_rule"].(string), "Three-Body") {
		t.Fatalf("parsed %s", text)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/parse_sub_rule_string", `{"rule_string":"abc"}`, admin),
		"无法识别这段私密规则：请粘贴完整的自定义订阅分享码（以 MRSUB1. 开头）")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/run_custom_sub", `{"sub_id":`+itoa64(saved.ID)+`,"search_type":"keyword","keyword":""}`, admin),
		"请填写搜索内容")
	groups := okData[[]any](t, call(t, e.srv, "GET", "/api/subscribe/get_custom_sub_record?sub_id="+id, "", admin))
	if len(groups) != 0 {
		t.Fatalf("records %v", groups)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/renew_custom_sub_record?id=5", "", admin), "找不到这条下载记录")
	_ = okData[[]any](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_logs?sub_type=CustomSub&sub_id="+id, "", admin))
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_log_text?log_id=custom-9", "", admin), "找不到这次运行的日志")
	// Normal users neither see nor run the admins' rules.
	user := e.userAuth(t)
	if r := call(t, e.srv, "GET", "/api/subscribe/get_sub_custom_list", "", user); r.env.Code != 1 {
		t.Fatalf("user listed rules: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/subscribe/delete_sub_custom?id="+id+"&delete_remote=false", "", admin)
	if r.env.Code != 0 || r.env.Message != "已删除自定义订阅：三体" {
		t.Fatalf("delete %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/delete_sub_custom?id="+id, "", admin), "找不到这条自定义订阅")
}

// No community server: lists are empty, actions say why; test_replace_text
// replaces for real.
func TestCommunityAndReplaceText(t *testing.T) {
	e := newTestEnv(t)
	user := e.userAuth(t)
	for _, p := range []string{"get_top_sub_rule_list", "get_sub_rule_tags", "get_sub_rule_by_douban_id?douban_id=1"} {
		list := okData[[]any](t, call(t, e.srv, "GET", "/api/subscribe/"+p, "", user))
		if list == nil || len(list) != 0 {
			t.Fatalf("%s answered %v", p, list)
		}
	}
	for _, p := range []string{"like_sub_rule", "cancel_like_sub_rule", "hate_sub_rule", "cancel_hate_sub_rule", "get_sub_rule", "share_sub_rule"} {
		wantFail(t, call(t, e.srv, "GET", "/api/subscribe/"+p+"?sub_rule_id=1", "", user), msgNoCommunity)
	}
	var out string
	q := url.Values{"text": {"[OPFans][One Piece][1080]"}, "repl_expression": {`\[OPFans\]\[(.+?)\]`}, "string": {`\1 `}}
	wantOK(t, call(t, e.srv, "GET", "/api/tools/test_replace_text?"+q.Encode(), "", user), &out)
	if out != "One Piece [1080]" {
		t.Fatalf("replaced %q", out)
	}
	q.Set("repl_expression", "(")
	r := call(t, e.srv, "GET", "/api/tools/test_replace_text?"+q.Encode(), "", user)
	if r.env.Code != 1 || !strings.HasPrefix(r.env.Message, "正则表达式不正确") {
		t.Fatalf("bad expression %s", r.raw)
	}
	app := okData[map[string]any](t, call(t, e.srv, "GET", "/api/common/app", "", ""))
	if app["builtin"] != true {
		t.Fatalf("app info %v", app)
	}
}
