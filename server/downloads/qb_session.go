package downloads

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// qbSession is a signed-in qBittorrent Web API.
type qbSession struct {
	s       *Service
	base    string
	cookies []*http.Cookie
}

// Tag marks the tasks this program adds (qBittorrent's tags).
const Tag = "MovieRobot"

// errQBSignedOut: qBittorrent answered 403 (no or an expired session).
var errQBSignedOut = errors.New("没有登录或登录已失效")

// qbLogin signs in, or reuses the session of an earlier sign-in (the
// records page polls every 1.5 s; one sign-in per poll would be waste).
func (s *Service) qbLogin(ctx context.Context, c settings.DownloadClientEntry) (q *qbSession, cached bool, err error) {
	q = &qbSession{s: s, base: strings.TrimRight(c.URL, "/")}
	if !c.NeedLogin {
		return q, false, nil
	}
	key := q.base + "\x00" + c.Username + "\x00" + c.Password
	s.qbMu.Lock()
	q.cookies, cached = s.qbCookies[key]
	s.qbMu.Unlock()
	if cached {
		return q, true, nil
	}
	form := url.Values{"username": {c.Username}, "password": {c.Password}}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, q.base+"/api/v2/auth/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Referer", q.base)
	res, body, err := s.send(req)
	if err != nil {
		return nil, false, err
	}
	if strings.TrimSpace(string(body)) != "Ok." {
		return nil, false, fmt.Errorf("登录失败（HTTP %d）", res.StatusCode)
	}
	q.cookies = res.Cookies()
	s.qbMu.Lock()
	if s.qbCookies == nil {
		s.qbCookies = map[string][]*http.Cookie{}
	}
	s.qbCookies[key] = q.cookies
	s.qbMu.Unlock()
	return q, false, nil
}

// qbWith runs fn in a session; a reused session qBittorrent no longer
// knows (restarted, expired) is dropped and fn runs once more signed in.
func (s *Service) qbWith(ctx context.Context, c settings.DownloadClientEntry, fn func(q *qbSession) error) error {
	q, cached, err := s.qbLogin(ctx, c)
	if err != nil {
		return err
	}
	err = fn(q)
	if errors.Is(err, errQBSignedOut) && cached {
		s.qbMu.Lock()
		delete(s.qbCookies, q.base+"\x00"+c.Username+"\x00"+c.Password)
		s.qbMu.Unlock()
		if q, _, err = s.qbLogin(ctx, c); err != nil {
			return err
		}
		return fn(q)
	}
	return err
}

// do sends one call; a form body is posted, none is a GET.
func (q *qbSession) do(ctx context.Context, path string, form url.Values) (*http.Response, []byte, error) {
	method, body := http.MethodGet, io.Reader(nil)
	if form != nil {
		method, body = http.MethodPost, strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequestWithContext(ctx, method, q.base+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	return q.send(req)
}

// getJSON reads path's JSON answer into out; what names it in the error
// when qBittorrent does not give it ("磁盘空间").
func (q *qbSession) getJSON(ctx context.Context, path, what string, out any) error {
	res, body, err := q.do(ctx, path, nil)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("qBittorrent没有给出%s（HTTP %d）", what, res.StatusCode)
	}
	if json.Unmarshal(body, out) != nil {
		return errors.New("不是qBittorrent的应答")
	}
	return nil
}

func (q *qbSession) send(req *http.Request) (*http.Response, []byte, error) {
	req.Header.Set("Referer", q.base)
	for _, ck := range q.cookies {
		req.AddCookie(ck)
	}
	res, body, err := q.s.send(req)
	if err == nil && res.StatusCode == http.StatusForbidden {
		return res, body, errQBSignedOut
	}
	return res, body, err
}

// ErrUnreachable is a download client that did not answer at all.
var ErrUnreachable = errors.New("无法连接下载器")

// send does one request and reads at most 4 MiB of the answer.
func (s *Service) send(req *http.Request) (*http.Response, []byte, error) {
	res, err := s.client.Do(req)
	if err != nil {
		return nil, nil, ErrUnreachable
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	return res, body, err
}
