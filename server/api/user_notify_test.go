package api

import (
	"context"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

// pushDeerStandIn is the shared PushDeer stand-in and what it received
// since last asked ("pushkey|text|desp", sorted).
func pushDeerStandIn(t *testing.T) (string, func() []string) {
	srv := standin.Must(t, "pushdeer", nil)
	return srv.URL, func() []string { return standin.PushDeerMessages(srv) }
}

func TestSubscriberIsPushedOnTheirOwnTargets(t *testing.T) {
	e := newMetaEnv(t)
	viewer, vu := e.user(t, "viewer")
	p := users.Profile{ApprovalEnable: true, PushdeerKey: "PDU-VIEWER"}
	if err := e.srv.Users.SaveProfile(context.Background(), vu.ID, p); err != nil {
		t.Fatal(err)
	}
	base, got := pushDeerStandIn(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_notify",
		`{"type":"pushdeer","name":null,"args":{"name":"鹿","server":"`+base+`","push_key":"PDU-ADMIN"}}`, e.admin), nil)

	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1291546"}`, viewer), nil)
	sub := e.subs(t, "Movie", viewer)[0]
	// 新增订阅 goes to the channel and to the subscriber's own key.
	g := got()
	if len(g) != 2 || g[0][:10] != "PDU-ADMIN|" || g[1][:11] != "PDU-VIEWER|" || g[0][10:] != g[1][11:] {
		t.Fatalf("subscribed: %q", g)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/approved?sub_id="+itoa64(sub.ID), "", e.admin), nil)
	if g := got(); !slices.Equal(g, []string{"PDU-VIEWER|订阅已批准|管理员同意了你对《" + sub.CNName + "》的订阅，已开始订阅。"}) {
		t.Fatalf("approved: %q", g)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292720"}`, viewer), nil)
	got()
	for _, s := range e.subs(t, "Movie", viewer) {
		if s.Status == 3 {
			wantOK(t, call(t, e.srv, "GET", "/api/subscribe/refuse?sub_id="+itoa64(s.ID), "", e.admin), nil)
			if g := got(); !slices.Equal(g, []string{"PDU-VIEWER|订阅被拒绝|管理员拒绝了你对《" + s.CNName + "》的订阅。"}) {
				t.Fatalf("refused: %q", g)
			}
		}
	}
	// The admin (no targets of their own) subscribing: the channel only.
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292720"}`, e.admin), nil)
	if g := got(); len(g) != 1 || g[0][:10] != "PDU-ADMIN|" {
		t.Fatalf("admin subscribed: %q", g)
	}
}

func TestScriptingNotifyToUID(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	key := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	viewer, _ := e.store.CreateUser(context.Background(), "viewer", "x", store.RoleUser)
	base, got := pushDeerStandIn(t)
	wantOK(t, sdk(t, e, "POST", "/api/setting/save_notify",
		`{"type":"pushdeer","name":null,"args":{"name":"鹿","server":"`+base+`","push_key":"PDU-ADMIN"}}`, key), nil)
	to := `"to_uid":` + itoa64(viewer.ID)
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{`+to+`,"title":"x","body":"y"}`, key),
		"用户“viewer”没有设置可送达的推送目标（Bark、PushDeer、Telegram 或企业微信），或没有对应的推送通道")
	if err := e.srv.Users.SaveProfile(context.Background(), viewer.ID, users.Profile{PushdeerKey: "PDU-VIEWER"}); err != nil {
		t.Fatal(err)
	}
	r := sdk(t, e, "POST", "/api/notify/send_text_message", `{`+to+`,"title":"整理完成","body":"共3部","to_channel_name":null}`, key)
	wantOK(t, r, nil)
	if g := got(); r.env.Message != "已发送到1个推送通道" || !slices.Equal(g, []string{"PDU-VIEWER|整理完成|共3部"}) {
		t.Fatalf("send_text_message %s %q", r.raw, g)
	}
	wantOK(t, sdk(t, e, "POST", "/api/notify/send_message_by_tmpl",
		`{`+to+`,"title":"你好 {{who}}","body":"{{n}} 部","context":{"who":"小明","n":2},"to_channel_name":"鹿"}`, key), nil)
	if g := got(); !slices.Equal(g, []string{"PDU-VIEWER|你好 小明|2 部"}) {
		t.Fatalf("send_message_by_tmpl %q", g)
	}
	wantOK(t, sdk(t, e, "POST", "/api/notify/send_message_by_tmpl_name",
		`{`+to+`,"template_name":"download_completed","context":{"title":"沙丘","year":2021,"save_path":"/m"}}`, key), nil)
	if g := got(); !slices.Equal(g, []string{"PDU-VIEWER|下载完成：沙丘|沙丘 (2021) 已下载完成\n保存位置：/m"}) {
		t.Fatalf("send_message_by_tmpl_name %q", g)
	}
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{"to_uid":99,"title":"x","body":"y"}`, key), "用户不存在")
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{`+to+`,"title":"x","body":"y","to_channel_name":"电视"}`, key),
		"没有名为“电视”的推送通道")
}
