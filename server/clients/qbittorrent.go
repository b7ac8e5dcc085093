package clients

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
)

// qbittorrent checks a qBittorrent Web API v2: sign in (unless the user
// says the client needs none), then GET /api/v2/app/version.
func (s *session) qbittorrent(username, password string, needLogin bool) (string, error) {
	var cookies []*http.Cookie
	if needLogin {
		var err error
		if cookies, err = s.qbLogin(username, password); err != nil {
			return "", err
		}
	}
	req, err := s.newRequest(http.MethodGet, s.endpoint("/api/v2/app/version"), nil)
	if err != nil {
		return "", err
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	res, body, err := s.do(req)
	if err != nil {
		return "", err
	}
	switch {
	case res.StatusCode == http.StatusForbidden && !needLogin:
		return "", fail("qBittorrent要求登录：请勾选“需要登陆”并填写账号和密码")
	case res.StatusCode == http.StatusForbidden:
		return "", fail("qBittorrent拒绝了登录后的访问，请检查账号权限")
	case res.StatusCode != http.StatusOK:
		return "", unexpected(res.StatusCode)
	}
	// The answer is plain text such as "v4.5.2"; an HTML page means the
	// address is something else (a router, another app).
	v := cleanVersion(string(body))
	if v == "" || strings.ContainsAny(v, "<>{") {
		return "", notThe("qBittorrent")
	}
	return v, nil
}

// qbLogin posts the form to /api/v2/auth/login. Success is the body "Ok."
// with a session cookie (named SID up to 4.x; later versions vary the name,
// so every cookie set is sent back).
func (s *session) qbLogin(username, password string) ([]*http.Cookie, error) {
	form := url.Values{"username": {username}, "password": {password}}
	req, err := s.newRequest(http.MethodPost, s.endpoint("/api/v2/auth/login"), bytes.NewBufferString(form.Encode()))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	// qBittorrent's CSRF guard compares Referer/Origin with the address it
	// is reached at; its own web UI sends one, so do the same.
	req.Header.Set("Referer", s.base.Scheme+"://"+s.base.Host)
	res, body, err := s.do(req)
	if err != nil {
		return nil, err
	}
	text := strings.TrimSpace(string(body))
	switch {
	case res.StatusCode == http.StatusForbidden:
		return nil, fail("登录qBittorrent失败：登录失败次数过多，本机IP已被qBittorrent暂时封禁，请稍后再试")
	case text == "Fails." || res.StatusCode == http.StatusUnauthorized:
		// 4.x answers 200 "Fails."; newer versions answer 401.
		return nil, fail("登录qBittorrent失败：用户名或密码错误")
	case res.StatusCode != http.StatusOK:
		return nil, unexpected(res.StatusCode)
	case text != "Ok.":
		return nil, notThe("qBittorrent")
	}
	if len(res.Cookies()) == 0 {
		return nil, fail("登录qBittorrent失败：没有返回登录会话")
	}
	return res.Cookies(), nil
}
