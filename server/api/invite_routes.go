package api

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/mail"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/users"
)

// inviteRoutes: invitations by mail (api-contract §2.1 invite_email, made
// real by issue 14) and what they need. Additions: setting/get_smtp,
// save_smtp, test_smtp (the outgoing mail server), auth/get_invite and
// auth/sign_up (the public page the invitation links to).
func (s *Server) inviteRoutes() {
	admin := s.adminOnly
	s.mux.Handle("GET /api/setting/get_smtp", admin(getSection(s, settings.SMTPSection)))
	s.mux.Handle("POST /api/setting/save_smtp", admin(saveSection[settings.SMTP, settings.SMTPInput](
		s, settings.SMTPSection, msgSaved, "")))
	s.mux.Handle("POST /api/setting/test_smtp", admin(s.testSMTP))
	s.mux.Handle("POST /api/auth/invite_email", admin(s.inviteEmail))
	s.mux.Handle("GET /api/auth/get_invite", s.handle(s.getInvite))
	s.mux.Handle("POST /api/auth/sign_up", s.handle(s.signUp))
}

// testSMTP sends a real mail with the form's values (saved or not) to the
// address given as `to`.
func (s *Server) testSMTP(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		settings.SMTPInput
		To string `json:"to"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	cfg, err := in.Validate()
	if err != nil {
		return nil, err
	}
	to, err := users.CheckEmail(in.To)
	if err != nil {
		return nil, Error{Message: "请填写测试收件人邮箱"}
	}
	err = mail.Sender{}.Send(r.Context(), cfg, mail.Message{To: to, Subject: "电影机器人测试邮件",
		Text: "这是一封测试邮件：电影机器人的SMTP发信设置可以正常使用。"})
	if err != nil {
		return nil, err
	}
	return Result{Message: "测试邮件已发送到 " + to}, nil
}

// inviteEmail sends a one-time sign-up link (72 h) to the address.
func (s *Server) inviteEmail(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	cfg, err := settings.SMTPSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	if !cfg.Configured() {
		return nil, Error{Message: "请先设置SMTP发信服务器"}
	}
	me, _ := s.currentUser(r)
	token, err := s.Users.Invite(r.Context(), in.Email, me.ID)
	if err != nil {
		return nil, err
	}
	base, err := s.publicBase(r)
	if err != nil {
		return nil, err
	}
	link := base + "/auth/sign-up?token=" + url.QueryEscape(token)
	text := me.Nickname + " 邀请你使用电影机器人。\n\n打开下面的链接，设置你的用户名和密码即可加入（72小时内有效，只能使用一次）：\n\n" +
		link + "\n\n如果你不认识发件人，忽略这封邮件即可。\n"
	err = mail.Sender{}.Send(r.Context(), cfg, mail.Message{To: strings.TrimSpace(in.Email), Subject: "邀请你加入电影机器人", Text: text})
	if err != nil {
		s.Users.CancelInvite(r.Context(), token)
		return nil, err
	}
	return Result{Message: "邀请已发送"}, nil
}

// publicBase is the address the invitee opens: 站点访问地址 when set, else
// the origin and base path this request came through (a trusted reverse
// proxy's X-Forwarded-Proto/-Host believed).
func (s *Server) publicBase(r *http.Request) (string, error) {
	web, err := settings.WebSection.Load(r.Context(), s.Store)
	if err != nil {
		return "", err
	}
	if web.ServerURL != "" {
		return strings.TrimRight(web.ServerURL, "/"), nil
	}
	scheme, host := "http", r.Host
	if r.TLS != nil {
		scheme = "https"
	}
	if netutil.ClientOf(r).ViaTrustedProxy {
		if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || p == "https" {
			scheme = p
		}
		if h := r.Header.Get("X-Forwarded-Host"); h != "" {
			host = h
		}
	}
	// The base path was cut off r.URL.Path; RequestURI still has it.
	orig, _, _ := strings.Cut(r.RequestURI, "?")
	base := strings.TrimSuffix(orig, r.URL.Path)
	if !strings.HasPrefix(base, "/") {
		base = ""
	}
	return scheme + "://" + host + base, nil
}

// getInvite: GET /api/auth/get_invite?token= → {email} while the link works.
func (s *Server) getInvite(w http.ResponseWriter, r *http.Request) (any, error) {
	email, err := s.Users.InvitedEmail(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		return nil, err
	}
	return map[string]string{"email": email}, nil
}

// signUp: POST /api/auth/sign_up {token, username, nickname, password}
// creates a normal user with the default profile.
func (s *Server) signUp(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Token string `json:"token"`
		users.Input
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if _, err := s.Users.SignUp(r.Context(), in.Token, in.Input); err != nil {
		return nil, err
	}
	return Result{Message: "注册成功，请登录"}, nil
}
