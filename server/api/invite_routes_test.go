package api

import (
	"encoding/base64"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/smtptest"
)

func TestInvitationByMailThroughARealSMTPServer(t *testing.T) {
	mailSrv := smtptest.Start(t, smtptest.Plain)
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.userAuth(t)
	smtp := fmt.Sprintf(`"host":"%s","port":%d,"tls":"none","username":"","password":"","sender":"电影机器人 <robot@example.com>"`, mailSrv.Host, mailSrv.Port)

	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_smtp", `{"host":"smtp.example.com","port":99999,"tls":"none","sender":"a@b.c"}`, admin), "端口必须是1到65535之间的整数")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_smtp", "{"+smtp+"}", user), "需要管理员权限")
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_smtp", "{"+smtp+"}", admin), nil)
	saved := okData[map[string]any](t, call(t, e.srv, "GET", "/api/setting/get_smtp", "", admin))
	if saved["host"] != mailSrv.Host || saved["tls"] != "none" {
		t.Fatalf("get_smtp = %v", saved)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/test_smtp", `{`+smtp+`,"to":"me@example.com"}`, admin), nil)

	wantFail(t, call(t, e.srv, "POST", "/api/auth/invite_email", `{"email":"guest@example.com"}`, user), "需要管理员权限")
	wantFail(t, call(t, e.srv, "POST", "/api/auth/invite_email", `{"email":"nobody"}`, admin), "邮箱地址格式不正确")
	wantOK(t, call(t, e.srv, "POST", "/api/auth/invite_email", `{"email":"guest@example.com"}`, admin), nil)

	got := mailSrv.Messages(t, 2)
	if len(got) != 2 || got[1].Header.Get("To") != "<guest@example.com>" {
		t.Fatalf("%d mails", len(got))
	}
	raw, _ := io.ReadAll(got[1].Body)
	text, _ := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(string(raw)), ""))
	m := regexp.MustCompile(`http://example\.com/auth/sign-up\?token=([A-Za-z0-9_-]+)`).FindStringSubmatch(string(text))
	if m == nil {
		t.Fatalf("no link in %q", text)
	}
	token := m[1]
	invite := okData[map[string]string](t, call(t, e.srv, "GET", "/api/auth/get_invite?token="+token, "", ""))
	if invite["email"] != "guest@example.com" {
		t.Fatalf("get_invite = %v", invite)
	}
	form := `{"token":"%s","username":"guest","nickname":"客人","password":"guest-pass","role":1}`
	wantOK(t, call(t, e.srv, "POST", "/api/auth/sign_up", fmt.Sprintf(form, token), ""), nil)
	wantFail(t, call(t, e.srv, "POST", "/api/auth/sign_up", fmt.Sprintf(form, token), ""), "邀请链接无效、已使用或已过期，请向管理员重新索取")
	wantFail(t, call(t, e.srv, "GET", "/api/auth/get_invite?token="+token, "", ""), "邀请链接无效、已使用或已过期，请向管理员重新索取")
	r := call(t, e.srv, "POST", "/api/auth/get_token", `{"username":"guest","password":"guest-pass"}`, "")
	wantOK(t, r, nil)
	if !strings.Contains(r.raw, `"role_name":"用户"`) && !strings.Contains(r.raw, `"role":2`) {
		t.Fatalf("signed in as %s", r.raw)
	}
}
