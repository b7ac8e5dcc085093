package api

import (
	"testing"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

func TestGetTokenGoodPassword(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	r := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"admin","password":"`+adminPassword+`"}`, "")
	var data struct {
		AccessToken string   `json:"access_token"`
		User        userJSON `json:"user"`
	}
	wantOK(t, r, &data)
	if r.env.Message != "" {
		t.Errorf("message = %q, want none", r.env.Message)
	}
	if data.User != newUserJSON(admin) {
		t.Errorf("user = %+v", data.User)
	}
	c, err := e.srv.Tokens.Verify(data.AccessToken)
	if err != nil || c.UserID != admin.ID || c.Username != "admin" || c.Role != store.RoleAdmin {
		t.Fatalf("token claims = %+v, %v", c, err)
	}
	if c.ExpiresAt.Sub(c.IssuedAt) != auth.DefaultTTL {
		t.Errorf("token lifetime = %v", c.ExpiresAt.Sub(c.IssuedAt))
	}
}

// The token names the role, so the UI knows a family member before
// my_account answers and asks for no admin-only data (web/app/route-start.ts).
func TestGetTokenNamesAFamilyMembersRole(t *testing.T) {
	e := newTestEnv(t)
	e.userAuth(t)
	r := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"viewer","password":"viewer-password"}`, "")
	var data struct {
		AccessToken string `json:"access_token"`
	}
	wantOK(t, r, &data)
	if c, err := e.srv.Tokens.Verify(data.AccessToken); err != nil || c.Role != store.RoleUser {
		t.Fatalf("token claims = %+v, %v", c, err)
	}
}

func TestGetTokenUsernameIsTrimmedAndCaseInsensitive(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	r := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"  ADMIN ","password":"`+adminPassword+`"}`, "")
	wantOK(t, r, nil)
}

func TestGetTokenWrongPasswordAndUnknownUserLookAlike(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	wrong := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"admin","password":"wrong-password"}`, "")
	unknown := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"ghost","password":"`+adminPassword+`"}`, "")
	wantFail(t, wrong, "账号或密码错误")
	wantFail(t, unknown, "账号或密码错误")
	if wrong.raw != unknown.raw {
		t.Fatalf("answers differ: %s vs %s", wrong.raw, unknown.raw)
	}
}

func TestGetTokenBlankFields(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	for _, body := range []string{`{}`, `{"username":"admin"}`, `{"password":"x"}`,
		`{"username":"   ","password":"x"}`, `{"username":"admin","password":""}`} {
		wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", body, ""), "请输入账号和密码")
	}
	wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", `null`, ""), "请求内容必须是一个JSON对象")
}

func TestGetTokenBadJSON(t *testing.T) {
	e := newTestEnv(t)
	wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", `{"username":`, ""), "请求内容不是有效的JSON")
	wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", "", ""), "请求内容不是有效的JSON")
}

func TestGetTokenBeforeSetup(t *testing.T) {
	e := newTestEnv(t)
	wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"admin","password":"whatever1"}`, ""), "账号或密码错误")
}
