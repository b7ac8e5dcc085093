package api

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
)

// callWithKey sends a GET carrying key in the AccessKey header.
func callWithKey(t *testing.T, e *testEnv, path, key string) reply {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("AccessKey", key)
	return serve(t, e.srv, req)
}

func TestAccessKeysActAsTheBoundUser(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.userAuth(t)
	var created accessKeyJSON
	r := call(t, e.srv, "GET", "/api/auth/create_access_key?bind_uid=0", "", admin)
	wantOK(t, r, &created)
	if r.env.Message != "API密钥已创建" || len(created.AccessKey) != 43 || created.Nickname != "admin" || strings.ContainsAny(created.AccessKey, "+/=") {
		t.Fatalf("create: %s", r.raw)
	}
	viewerKey := okData[accessKeyJSON](t, call(t, e.srv, "GET", "/api/auth/create_access_key?bind_uid=2", "", admin))
	list := okData[[]accessKeyJSON](t, call(t, e.srv, "GET", "/api/auth/list_access_key", "", admin))
	if len(list) != 2 || list[0] != created || list[1].Nickname != "viewer" {
		t.Fatalf("list %+v", list)
	}

	// The admin's key works like a sign-in, by header or query parameter.
	me := okData[userJSON](t, callWithKey(t, e, "/api/auth/my_account", created.AccessKey))
	if me.Username != "admin" {
		t.Fatalf("header key is %+v", me)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_web?access_key="+created.AccessKey, "", ""), nil)
	// The viewer's key acts as the viewer: no admin endpoints.
	wantOK(t, callWithKey(t, e, "/api/auth/my_account", viewerKey.AccessKey), &me)
	if me.Username != "viewer" {
		t.Fatalf("viewer key is %+v", me)
	}
	wantFail(t, callWithKey(t, e, "/api/setting/get_web", viewerKey.AccessKey), "需要管理员权限")
	// Unknown keys, and a key next to a bad bearer token, are refused.
	wantFail(t, callWithKey(t, e, "/api/auth/my_account", created.AccessKey+"x"), signedOut)
	wantFail(t, call(t, e.srv, "GET", "/api/auth/my_account?access_key="+created.AccessKey, "", "Bearer nope"), signedOut)

	// Deleted: refused on the very next request.
	if r := call(t, e.srv, "GET", "/api/auth/delete_access_key?id=1", "", admin); r.raw != `{"code":0,"message":"API密钥已删除","data":null}` {
		t.Fatalf("delete: %s", r.raw)
	}
	wantFail(t, callWithKey(t, e, "/api/auth/my_account", created.AccessKey), signedOut)
	wantFail(t, call(t, e.srv, "GET", "/api/auth/delete_access_key?id=1", "", admin), "API密钥不存在")
	wantFail(t, call(t, e.srv, "GET", "/api/auth/delete_access_key?id=x", "", admin), "id必须是API密钥的编号")
	for _, p := range []string{"create_access_key", "list_access_key", "delete_access_key?id=1"} {
		wantFail(t, call(t, e.srv, "GET", "/api/auth/"+p, "", user), "需要管理员权限")
	}
	// A deleted user's keys die with them.
	if err := e.store.DeleteUser(context.Background(), 2); err != nil {
		t.Fatal(err)
	}
	wantFail(t, callWithKey(t, e, "/api/auth/my_account", viewerKey.AccessKey), signedOut)
	wantOK(t, call(t, e.srv, "GET", "/api/auth/list_access_key", "", admin), &list)
	if len(list) != 0 {
		t.Fatalf("keys left %+v", list)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/auth/create_access_key?bind_uid=99", "", admin), "用户不存在")
	wantFail(t, call(t, e.srv, "GET", "/api/auth/create_access_key?bind_uid=-1", "", admin), "bind_uid必须是用户ID")
	if strings.Contains(e.logs.String(), viewerKey.AccessKey) {
		t.Fatal("a key reached the log")
	}
}

func TestLicenceAndNickname(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	r := call(t, e.srv, "GET", "/api/auth/get_license_detail", "", admin)
	if r.raw != `{"code":0,"message":"内置后端无需授权","data":{"licenseType":"FAMILY_VIP","expireDays":0,"user":{"nickname":"admin"},"builtin":true}}` {
		t.Fatalf("licence: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/auth/invite_email", `{"email":"a@b.c"}`, admin), "请先设置SMTP发信服务器")
	if r := call(t, e.srv, "GET", "/api/user/upload_nickname?nickname=%E7%AB%99%E9%95%BF", "", admin); r.raw != `{"code":0,"message":"昵称已修改","data":true}` {
		t.Fatalf("nickname: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/auth/get_license_detail", "", admin); !strings.Contains(r.raw, `"user":{"nickname":"站长"}`) {
		t.Fatalf("licence after rename: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/user/upload_nickname?nickname=+", "", admin), "昵称不能为空")
	wantFail(t, call(t, e.srv, "GET", "/api/user/upload_nickname?nickname="+strings.Repeat("a", 33), "", admin), "昵称不能超过32个字符")
	wantFail(t, call(t, e.srv, "GET", "/api/auth/get_license_detail", "", ""), signedOut)
}
