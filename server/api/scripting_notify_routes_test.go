package api

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

func TestScriptingNotifySends(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	key := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	viewer, _ := e.store.CreateUser(context.Background(), "viewer", "x", store.RoleUser)
	viewerKey := scriptKey(t, e, viewer.ID, "viewer-key-0123456789")
	bark, got := barkStandIn(t)
	form := `{"type":"bark","name":null,"args":{"name":"手机","server":"` + bark.URL + `","device_key":"good","notify_message":["download_completed"],"enable":true}}`
	wantOK(t, sdk(t, e, "POST", "/api/setting/save_notify", form, key), nil)

	r := sdk(t, e, "POST", "/api/notify/send_text_message", `{"to_uid":null,"title":"整理完成","body":"共3部","to_channel_name":null}`, key)
	wantOK(t, r, nil)
	if r.env.Message != "已发送到1个推送通道" || len(*got) != 1 || (*got)[0]["title"] != "整理完成" || (*got)[0]["body"] != "共3部" {
		t.Fatalf("send_text_message %s %v", r.raw, *got)
	}
	wantOK(t, sdk(t, e, "POST", "/api/notify/send_message_by_tmpl",
		`{"title":"你好 {{who}}","body":"{{n}} 部","context":{"who":"小明","n":2},"to_channel_name":"手机"}`, key), nil)
	if last := (*got)[len(*got)-1]; last["title"] != "你好 小明" || last["body"] != "2 部" {
		t.Fatalf("send_message_by_tmpl %v", last)
	}
	wantOK(t, sdk(t, e, "POST", "/api/notify/send_message_by_tmpl_name",
		`{"template_name":"download_completed","context":{"title":"沙丘","year":2021,"save_path":"/m"},"to_channel_name":["手机"]}`, key), nil)
	if last := (*got)[len(*got)-1]; last["title"] != "下载完成：沙丘" {
		t.Fatalf("send_message_by_tmpl_name %v", last)
	}
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{"title":"x","body":"y","to_channel_name":"电视"}`, key),
		"没有名为“电视”的推送通道")
	// A to_channel_name that is no name is refused, not read as "every channel".
	for bad, kind := range map[string]string{`5`: "number", `{"name":"手机"}`: "object", `[1,2]`: "array", `true`: "bool"} {
		wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{"title":"x","body":"y","to_channel_name":`+bad+`}`, key),
			"字段to_channel_name的值类型不正确（收到"+kind+"）")
	}
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_text_message", `{"title":"x","body":"y"}`, viewerKey), "需要管理员权限")

	wantOK(t, sdk(t, e, "POST", "/api/notify/send_system_message",
		`{"to_uid":2,"title":"插件提醒","message":"签到完成","type":"Plugin"}`, key), nil)
	list, err := e.store.ListNotify(context.Background(), viewer.ID, 0, 10)
	if err != nil || len(list) != 1 || list[0].Title != "插件提醒" || list[0].Type != "Plugin" || list[0].Icon != "Extension" {
		t.Fatalf("system message %+v %v", list, err)
	}
	wantFail(t, sdk(t, e, "POST", "/api/notify/send_system_message", `{"title":"x","type":"Fax"}`, key),
		"type 只能是 Login、SmartDownload、System、SystemError 或 Plugin")
}
