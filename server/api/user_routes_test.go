package api

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

func TestUserListIsForAdminsAndCarriesNoHash(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	bob, err := e.store.CreateUser(context.Background(), "bob", "secret-hash", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/user/get_user_list", "", bearer(e.tokenFor(t, bob.ID, time.Now()))), "需要管理员权限")
	r := call(t, e.srv, "GET", "/api/user/get_user_list", "", bearer(e.tokenFor(t, admin.ID, time.Now())))
	list := okData[[]accountJSON](t, r)
	if len(list) != 2 || list[0].ID != admin.ID || list[0].Role != 1 || list[1].Username != "bob" || list[1].Role != 2 {
		t.Fatalf("list = %+v", list)
	}
	if list[1].ScoreRuleName != "compress" || len(list[1].PermissionCategory) != 6 || list[1].GmtCreate == "" {
		t.Fatalf("defaults = %+v", list[1])
	}
	if containsAny(r.raw, "secret-hash", "password") {
		t.Fatalf("user list leaks: %s", r.raw)
	}
}

func TestRegisterUpdateDeleteAUser(t *testing.T) {
	e := newTestEnv(t)
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	wantFail(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"123","role":2}`, admin), "密码不能少于6位")
	wantFail(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"123456","role":2,"permission_category":["Porn"]}`, admin), "未知的搜索分类：Porn")
	wantOK(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"kid-pass-1","role":2,
		"permission_category":["Movie","Anime"],"approval_enable":true,"bark_url":"https://api.day.app/key"}`, admin), nil)
	wantFail(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"KID","nickname":"x","password":"123456","role":2}`, admin), "用户名已存在")

	kid, err := e.store.UserByUsername(context.Background(), "kid")
	if err != nil {
		t.Fatal(err)
	}
	got := okData[accountJSON](t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", kid.ID), "", admin))
	if got.Nickname != "小明" || !got.ApprovalEnable || len(got.PermissionCategory) != 2 || got.BarkURL != "https://api.day.app/key" {
		t.Fatalf("get_user = %+v", got)
	}
	// uid arrives as a string taken from the URL (api-contract §5.15).
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":"%d","username":"kid","nickname":"小明明","new_password":"","role":2,
		"permission_category":["Movie"],"approval_enable":false}`, kid.ID), admin), nil)
	wantOK(t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", kid.ID), "", admin), &got)
	if got.Nickname != "小明明" || got.ApprovalEnable || len(got.PermissionCategory) != 1 {
		t.Fatalf("after update = %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/user/delete_user", `{"uid":1}`, admin), "不能删除初始管理员")
	wantOK(t, call(t, e.srv, "POST", "/api/user/delete_user", fmt.Sprintf(`{"uid":%d}`, kid.ID), admin), nil)
	if _, err := e.store.UserByID(context.Background(), kid.ID); err != store.ErrNotFound {
		t.Fatalf("deleted user still there: %v", err)
	}
}

func TestANormalUserManagesOnlyTheirOwnAccount(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	ctx := context.Background()
	kid, _ := e.store.CreateUser(ctx, "kid", "h", store.RoleUser)
	other, _ := e.store.CreateUser(ctx, "other", "h", store.RoleUser)
	tok := bearer(e.tokenFor(t, kid.ID, time.Now()))
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/api/user/get_user_list", ""},
		{"GET", "/api/user/get_user_options", ""},
		{"GET", fmt.Sprint("/api/user/get_user?id=", other.ID), ""},
		{"POST", "/api/user/register", `{"username":"x","nickname":"x","password":"123456","role":1}`},
		{"POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"username":"other","nickname":"o","role":2}`, other.ID)},
		{"POST", "/api/user/delete_user", fmt.Sprintf(`{"uid":%d}`, other.ID)},
	} {
		wantFail(t, call(t, e.srv, c.method, c.path, c.body, tok), "需要管理员权限")
	}
	for _, p := range []string{"/api/user/get_user_list", "/api/user/get_user?id=1"} {
		wantFail(t, call(t, e.srv, "GET", p, "", ""), errSignedOut.Message)
	}
	// Their own profile: yes, but no promotion to admin and no new categories.
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"username":"kid","nickname":"我","role":1,
		"permission_category":["Movie","TV","AV"],"approval_enable":false,"telegram_user_id":"42"}`, kid.ID), tok), nil)
	got := okData[accountJSON](t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", kid.ID), "", tok))
	if got.Role != store.RoleUser || got.Nickname != "我" || got.TelegramUserID != "42" || len(got.PermissionCategory) != 6 {
		t.Fatalf("self-service update = %+v", got)
	}
}

func TestAPasswordChangeEndsThatUsersSessions(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	ctx := context.Background()
	kid, _ := e.store.CreateUser(ctx, "kid", "h", store.RoleUser)
	old := bearer(e.tokenFor(t, kid.ID, time.Now().Add(-time.Minute)))
	adminTok := bearer(e.tokenFor(t, admin.ID, time.Now().Add(-time.Minute)))
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/auth/my_account", "", old), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"username":"kid","nickname":"kid","new_password":"brand-new-1","role":2}`, kid.ID), adminTok), nil)
	wantFail(t, call(t, e.srv, http.MethodGet, "/api/auth/my_account", "", old), errSignedOut.Message)
	wantOK(t, call(t, e.srv, http.MethodGet, "/api/auth/my_account", "", adminTok), nil) // others stay signed in
	wantOK(t, call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"kid","password":"brand-new-1"}`, ""), nil)
}

func TestTheLastAdminCannotBeDemoted(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	tok := bearer(e.tokenFor(t, admin.ID, time.Now()))
	wantFail(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"username":"admin","nickname":"a","role":2}`, admin.ID), tok), "至少要保留一个管理员")
}

// uploadAvatar posts data as the multipart field "file" of upload_avatar.
func uploadAvatar(t *testing.T, e *testEnv, uid, authz string, data []byte) reply {
	t.Helper()
	return upload(t, e.srv, "/api/user/upload_avatar?uid="+uid, "avatar.png", data, authz)
}

func TestAvatarsAreUploadedRedrawnAndServed(t *testing.T) {
	e := newTestEnv(t)
	var err error
	if e.srv.Users, err = users.New(context.Background(), e.store, users.Options{AvatarDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	bob, _ := e.store.CreateUser(context.Background(), "bob", "h", store.RoleUser)
	var img bytes.Buffer
	png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 900, 300)))

	wantFail(t, uploadAvatar(t, e, fmt.Sprint(bob.ID), admin, []byte("<svg/>")), "只能上传 PNG、JPEG 或 GIF 图片")
	url := okData[string](t, uploadAvatar(t, e, fmt.Sprint(bob.ID), admin, img.Bytes()))
	if url != fmt.Sprintf("/user/avatar/%d.png", bob.ID) {
		t.Fatalf("url = %q", url)
	}
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", url+"?t=1", nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("served %d %v", rec.Code, rec.Header())
	}
	if got, _ := png.DecodeConfig(rec.Body); got.Width != 512 || got.Height != 170 {
		t.Fatalf("served %dx%d", got.Width, got.Height)
	}
	acc := okData[accountJSON](t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", bob.ID), "", admin))
	if acc.Avatar != url {
		t.Fatalf("avatar field %q", acc.Avatar)
	}
	// A normal user may change only their own; "null" (the add form) is for admins.
	bobAuth := bearer(e.tokenFor(t, bob.ID, time.Now()))
	wantFail(t, uploadAvatar(t, e, "1", bobAuth, img.Bytes()), "需要管理员权限")
	wantFail(t, uploadAvatar(t, e, "null", bobAuth, img.Bytes()), "需要管理员权限")

	// On the add form the picture waits for the user this admin registers next.
	wantOK(t, uploadAvatar(t, e, "null", admin, img.Bytes()), &url)
	if url != "/user/avatar/pending-1.png" {
		t.Fatalf("pending url %q", url)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"kid-pass-1","role":2}`, admin), nil)
	kid, _ := e.store.UserByUsername(context.Background(), "kid")
	if kid.Avatar != fmt.Sprintf("/user/avatar/%d.png", kid.ID) {
		t.Fatalf("new user's avatar %q", kid.Avatar)
	}
	for _, p := range []string{"/user/avatar/pending-1.png", "/user/avatar/x.svg", "/user/avatar/99.png"} {
		rec := httptest.NewRecorder()
		e.srv.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if rec.Code != 404 {
			t.Fatalf("%s: %d", p, rec.Code)
		}
	}
}

// The SDK's User.update sends every field, None for the ones it leaves
// alone (new_password) and telegram_user_id typed as an int; it sends no
// categories. None of that may clear or refuse anything.
func TestSDKUserUpdateKeepsNullFields(t *testing.T) {
	e := newTestEnv(t)
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	wantOK(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"kid-pass-1","role":2,
		"permission_category":["Movie","Anime"],"approval_enable":true,"bark_url":"https://api.day.app/key"}`, admin), nil)
	kid, _ := e.store.UserByUsername(context.Background(), "kid")
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"username":"kid","nickname":"小明2",
		"new_password":null,"role":2,"douban_user":null,"qywx_user":null,"pushdeer_key":null,"bark_url":null,
		"score_rule_name":null,"telegram_user_id":12345}`, kid.ID), admin), nil)
	got := okData[accountJSON](t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", kid.ID), "", admin))
	if got.Nickname != "小明2" || got.BarkURL != "https://api.day.app/key" || got.TelegramUserID != "12345" ||
		len(got.PermissionCategory) != 2 || !got.ApprovalEnable {
		t.Fatalf("after the SDK's update = %+v", got)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"kid","password":"kid-pass-1"}`, ""), nil)
	// A refused body names its field.
	wantFail(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"role":"admin"}`, kid.ID), admin), "字段role的值类型不正确（收到string）")
}

// A user read through the SDK with no Telegram id ("") has telegram_user_id
// NaN (the SDK parses it as int), and User.update sends it back as Python's
// json writes it: a bare NaN. That is "unchanged", not an invalid body; a
// "NaN" inside a string is text.
func TestSDKUserUpdateReadsPythonNaNAsUnchanged(t *testing.T) {
	e := newTestEnv(t)
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	wantOK(t, call(t, e.srv, "POST", "/api/user/register", `{"username":"kid","nickname":"小明","password":"kid-pass-1","role":2,
		"telegram_user_id":"777"}`, admin), nil)
	kid, _ := e.store.UserByUsername(context.Background(), "kid")
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid": %d, "username": "kid", "nickname": "NaN \" Infinity",
		"new_password": null, "role": 2, "douban_user": "", "qywx_user": "", "pushdeer_key": "", "bark_url": "",
		"score_rule_name": "compress", "telegram_user_id": NaN}`, kid.ID), admin), nil)
	got := okData[accountJSON](t, call(t, e.srv, "GET", fmt.Sprint("/api/user/get_user?id=", kid.ID), "", admin))
	if got.Nickname != `NaN " Infinity` || got.TelegramUserID != "777" {
		t.Fatalf("after the SDK's update with NaN = %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(`{"uid":%d,"role":NaNx}`, kid.ID), admin), "请求内容不是有效的JSON")
	// The admin has no Telegram id: null, which the SDK reads as None (not NaN).
	raw := okData[map[string]any](t, call(t, e.srv, "GET", "/api/user/get_user?id=1", "", admin))
	if v, ok := raw["telegram_user_id"]; !ok || v != nil {
		t.Fatalf("an unset telegram_user_id: %#v", raw)
	}
	rows := okData[[]map[string]any](t, call(t, e.srv, "GET", "/api/user/get_user_list", "", admin))
	for _, r := range rows {
		if want := map[string]any{"kid": "777", "admin": nil}[r["username"].(string)]; r["telegram_user_id"] != want {
			t.Fatalf("get_user_list row %v: telegram_user_id %#v", r["username"], r["telegram_user_id"])
		}
	}
}

// A normal user's own Bark URL is an address the server POSTs to: only the
// public Bark host or the admin's Bark server (#26); admins may set any.
func TestOwnBarkURLLimitedToKnownServers(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.userAuth(t)
	viewer := e.viewer(t)
	save := func(auth string, uid int64, role int, bark string) reply {
		return call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(
			`{"uid":%d,"username":"%s","nickname":"n","role":%d,"bark_url":%q}`, uid, map[int]string{1: "admin", 2: "viewer"}[role], role, bark), auth)
	}
	refusal := "Bark推送URL（bark_url）只能使用官方服务器 api.day.app 或管理员在通知设置中配置的Bark服务器"
	for _, bad := range []string{"http://127.0.0.1:8080/key/", "http://[::1]/key", "https://api.day.app:9000/key", "https://bark.home.lan/key"} {
		wantFail(t, save(user, viewer.ID, 2, bad), refusal)
		wantFail(t, save(admin, viewer.ID, 2, bad), refusal) // it is still a normal user's URL
	}
	wantOK(t, save(user, viewer.ID, 2, "https://api.day.app/key/"), nil)
	storetest.PutSetting(t, e.store, notify.ChannelsSection, []notify.ChannelConfig{{Type: "bark", Name: "家里", Args: notify.Config{"server": "https://bark.home.lan"}}})
	wantOK(t, save(user, viewer.ID, 2, "https://bark.home.lan/key"), nil)
	wantOK(t, save(admin, 1, 1, "http://127.0.0.1:8080/key/"), nil)
}
