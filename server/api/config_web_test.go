package api

import (
	"testing"
	"time"
)

func TestWebDefaultsNeedNoToken(t *testing.T) {
	e := newTestEnv(t)
	r := call(t, e.srv, "GET", "/api/config/get_web", "", "")
	if r.raw != `{"code":0,"message":"","data":{"server_url":"","port":1329}}` {
		t.Fatalf("body %s", r.raw)
	}
}

func TestSaveWebBeforeAnyAdminIsRefused(t *testing.T) {
	e := newTestEnv(t)
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_web", `{"server_url":"","port":8080}`, ""), "请先创建管理员账号")
	e.withAdmin(t)
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_web", `{"server_url":"","port":8080}`, ""), signedOut)
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_web", `{"server_url":"","port":8080}`, e.userAuth(t)), "需要管理员权限")
	u, _ := e.store.UserByUsername(t.Context(), "admin")
	r := call(t, e.srv, "GET", "/api/config/get_web", "", bearer(e.tokenFor(t, u.ID, time.Now())))
	if r.raw != `{"code":0,"message":"","data":{"server_url":"","port":1329}}` {
		t.Fatalf("a refused save changed the record: %s", r.raw)
	}
}

func TestSaveWebRoundTrip(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	r := call(t, e.srv, "POST", "/api/config/save_web", `{"server_url":"https://mr.example.com/","port":"8080"}`, admin)
	if r.raw != `{"code":0,"message":"设置保存成功，但此页面设置需要重启后才生效。","data":{"next":"/setup/media-server"}}` {
		t.Fatalf("save: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/config/get_web", "", admin)
	if r.raw != `{"code":0,"message":"","data":{"server_url":"https://mr.example.com","port":8080}}` {
		t.Fatalf("get: %s", r.raw)
	}
}

func TestSaveWebValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for body, msg := range map[string]string{
		`{"server_url":"","port":0}`:               "网站访问端口必须是1到65535之间的整数",
		`{"server_url":"","port":70000}`:           "网站访问端口必须是1到65535之间的整数",
		`{"server_url":"","port":"x"}`:             "网站访问端口必须是1到65535之间的整数",
		`{"server_url":"mr.example.com","port":1}`: "站点访问地址必须是以http://或https://开头的网址",
		`{"server_url":"ftp://x","port":1}`:        "站点访问地址必须是以http://或https://开头的网址",
		`[1,2]`:                                    "请求内容必须是一个JSON对象",
	} {
		wantFail(t, call(t, e.srv, "POST", "/api/config/save_web", body, admin), msg)
	}
}
