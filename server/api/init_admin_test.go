package api

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

func initBody(username, password string) string {
	b, _ := json.Marshal(map[string]string{"username": username, "password": password})
	return string(b)
}

func TestInitAdminValidation(t *testing.T) {
	e := newTestEnv(t)
	cases := []struct{ username, password, msg string }{
		{"", "password1", "网站登陆账号不能为空"},
		{"   ", "password1", "网站登陆账号不能为空"},
		{strings.Repeat("a", 65), "password1", "网站登陆账号不能超过64位"},
		{strings.Repeat("管", 65), "password1", "网站登陆账号不能超过64位"},
		{"admin", "", "登陆密码不能少于8位"},
		{"admin", "1234567", "登陆密码不能少于8位"},
		{"admin", strings.Repeat("p", 65), "登陆密码不能超过64位"},
		{"admin", strings.Repeat("😀", 33), "登陆密码不能超过64位"}, // 66 UTF-16 units, as the form counts
	}
	for _, c := range cases {
		wantFail(t, call(t, e.srv, "POST", "/api/config/init_admin", initBody(c.username, c.password), ""), c.msg)
	}
	if has, _ := e.store.HasAdmin(context.Background()); has {
		t.Fatal("a refused request created an admin")
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/init_admin", `{"username":`, ""), "请求内容不是有效的JSON")
}

func TestInitAdminBoundariesAccepted(t *testing.T) {
	for _, c := range []struct{ username, password string }{
		{strings.Repeat("a", 64), strings.Repeat("p", 64)},
		{"管", "12345678"},
		{"admin", strings.Repeat("密", 64)}, // 192 bytes: beyond bcrypt's own limit
	} {
		e := newTestEnv(t)
		wantOK(t, call(t, e.srv, "POST", "/api/config/init_admin", initBody(c.username, c.password), ""), nil)
		wantOK(t, call(t, e.srv, "POST", "/api/auth/get_token", initBody(c.username, c.password), ""), nil)
	}
}

func TestInitAdminThenSignInThenSecondInitRefused(t *testing.T) {
	e := newTestEnv(t)
	r := call(t, e.srv, "POST", "/api/config/init_admin", initBody("  boss  ", "password1"), "")
	if r.raw != `{"code":0,"message":"管理员账号创建成功","data":{"next":"/setup/web"}}` {
		t.Fatalf("body = %s", r.raw)
	}
	u, err := e.store.UserByUsername(context.Background(), "boss")
	if err != nil || u.Username != "boss" || u.Nickname != "boss" || u.Role != 1 {
		t.Fatalf("stored admin = %+v, %v", u, err)
	}
	if strings.Contains(u.PasswordHash, "password1") {
		t.Fatal("password stored in clear")
	}
	wantOK(t, call(t, e.srv, "POST", "/api/auth/get_token", initBody("boss", "password1"), ""), nil)

	for _, body := range []string{initBody("other", "password2"), initBody("", "x")} {
		wantFail(t, call(t, e.srv, "POST", "/api/config/init_admin", body, ""), "管理员账号已存在，不能重复初始化")
	}
	wantFail(t, call(t, e.srv, "POST", "/api/auth/get_token", initBody("other", "password2"), ""), "账号或密码错误")
}

func TestConcurrentInitAdminCreatesOne(t *testing.T) {
	e := newTestEnv(t)
	const n = 4
	recs := make([]*httptest.ResponseRecorder, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		recs[i] = httptest.NewRecorder()
		req := httptest.NewRequest("POST", "/api/config/init_admin",
			strings.NewReader(initBody("admin"+string(rune('a'+i)), "password1")))
		wg.Go(func() {
			<-start
			e.srv.ServeHTTP(recs[i], req)
		})
	}
	close(start)
	wg.Wait()
	ok := 0
	for _, rec := range recs {
		var env Envelope
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
			t.Fatalf("not JSON: %q", rec.Body)
		}
		switch {
		case env.Code == 0:
			ok++
		case env.Message != "管理员账号已存在，不能重复初始化":
			t.Errorf("unexpected answer %d %s", rec.Code, rec.Body)
		}
	}
	if ok != 1 {
		t.Fatalf("%d requests succeeded, want 1", ok)
	}
}
