package indexer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
)

// Config is one configured site: where it is and how to sign in.
type Config struct {
	BaseURL   string // the definition's first link when empty
	Cookie    string // "a=1; b=2"
	UserAgent string
	Username  string
	Password  string
	APIKey    string // M-Team x-api-key, Torznab apikey
	// Settings are the user's values of the definition's own settings by
	// name (checkbox "true"/"false", a select's option key, text); the
	// definition's default stands for a name not here.
	Settings map[string]string
	Proxy    string // http(s)/socks5 URL; "" = direct
	Timeout  time.Duration
	Retries  int    // extra attempts on network errors and 5xx; default 2
	Encoding string // the definition's page charset when the site does not say
	// FlareSolverr passes Cloudflare's challenge when a page is one (设置 ›
	// Cloudflare穿透); nil = the challenge is the site's error.
	FlareSolverr *FlareSolverr
	// Gate is the site's request budget (package sitebudget): asked before
	// every request and told each answer; nil = no limit.
	Gate Gate
}

// Gate lets a site's requests through within its budget.
type Gate interface {
	Wait(ctx context.Context) error
	Observe(status int, retryAfter string)
	// Pause stops the site's requests for d: its own "too many requests"
	// page asked for it.
	Pause(d time.Duration, why string)
}

// defaultUA is sent when the user gave none; sites reject empty agents.
const defaultUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"

// maxPage bounds what one request may read.
const maxPage = 16 << 20

// session is one site's HTTP client with its cookies.
type session struct {
	base    *url.URL
	cfg     Config
	client  *http.Client
	backoff time.Duration

	agentMu     sync.Mutex
	solvedAgent string // FlareSolverr's browser's, once it passed a challenge
}

func newSession(base string, cfg Config) (*session, error) {
	u, err := url.Parse(strings.TrimRight(base, "/") + "/")
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("站点地址 %q 不是 http(s) 网址", base)
	}
	jar, _ := cookiejar.New(nil)
	out := netutil.Outbound{Jar: jar}
	if cfg.Proxy != "" {
		p, err := url.Parse(cfg.Proxy)
		if err != nil {
			return nil, fmt.Errorf("代理地址 %q 无法解析", cfg.Proxy)
		}
		out.Proxy = p
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 20 * time.Second
	}
	out.Timeout = cfg.Timeout
	if cfg.Retries == 0 {
		cfg.Retries = 2
	}
	if cfg.UserAgent == "" {
		cfg.UserAgent = defaultUA
	}
	s := &session{base: u, cfg: cfg, client: netutil.NewClient(out), backoff: 500 * time.Millisecond}
	s.setCookie(cfg.Cookie)
	return s, nil
}

// setCookie puts a "k=v; k2=v2" header value into the jar for the site.
func (s *session) setCookie(raw string) {
	var cs []*http.Cookie
	for _, part := range strings.Split(raw, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if ok && k != "" {
			cs = append(cs, &http.Cookie{Name: k, Value: v})
		}
	}
	s.client.Jar.SetCookies(s.base, cs)
}

// resolve makes a site-relative path absolute.
func (s *session) resolve(path string) string {
	u, err := s.base.Parse(strings.TrimLeft(path, "/"))
	if err != nil || strings.HasPrefix(path, "http") {
		return path
	}
	return u.String()
}

// page is an answer read into memory.
type page struct {
	URL    *url.URL // after redirects
	Status int
	Header http.Header
	Body   []byte
}

// do sends one request; GETs are retried with back-off on network errors
// and 5xx answers. Network failures come back as KindUnreachable, a
// deadline as KindTimeout, 429/503-with-Retry-After as KindRateLimit.
func (s *session) do(ctx context.Context, method, rawURL string, form url.Values, header http.Header) (*page, error) {
	attempts := 1
	if method == http.MethodGet {
		attempts += s.cfg.Retries
	}
	var last error
	for i := range attempts {
		if i > 0 {
			select {
			case <-ctx.Done():
				return nil, timeoutOr(ctx, last)
			case <-time.After(s.backoff << (i - 1)):
			}
		}
		p, err := s.once(ctx, method, rawURL, form, header)
		if err == nil && p.Status < 500 {
			if p.Status == http.StatusTooManyRequests {
				return nil, failf(KindRateLimit, nil, "站点返回HTTP 429")
			}
			if err := s.tooMany(tooManyPage(p)); err != nil {
				return nil, err
			}
			return p, nil
		}
		if err == nil {
			err = failf(KindUnreachable, nil, "站点返回HTTP %d", p.Status)
		}
		last = err
		if ctx.Err() != nil {
			return nil, timeoutOr(ctx, err)
		}
		if !transient(err) {
			break
		}
	}
	return nil, last
}

func timeoutOr(ctx context.Context, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return failf(KindTimeout, ctx.Err(), "超过了设置的等待时间")
	}
	if err == nil {
		return ctx.Err()
	}
	return err
}

func (s *session) once(ctx context.Context, method, rawURL string, form url.Values, header http.Header) (*page, error) {
	if err := s.admit(ctx); err != nil {
		return nil, err
	}
	var body io.Reader
	if form != nil && method != http.MethodGet {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, rawURL, body)
	if err != nil {
		return nil, err
	}
	if form != nil && method == http.MethodGet {
		q := req.URL.Query()
		for k, vs := range form {
			for _, v := range vs {
				q.Add(k, v)
			}
		}
		req.URL.RawQuery = q.Encode()
	}
	req.Header.Set("User-Agent", s.agent())
	req.Header.Set("Accept-Language", "zh-CN,zh;q=0.9")
	if body != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, vs := range header {
		req.Header[k] = vs
	}
	res, err := s.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, timeoutOr(ctx, err)
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return nil, failf(KindTimeout, err, "站点在%v内没有响应", s.cfg.Timeout)
		}
		return nil, failf(KindUnreachable, err, "%s", shortNetErr(err))
	}
	defer res.Body.Close()
	if s.cfg.Gate != nil {
		s.cfg.Gate.Observe(res.StatusCode, res.Header.Get("Retry-After"))
	}
	b, err := io.ReadAll(io.LimitReader(res.Body, maxPage))
	if err != nil {
		return nil, failf(KindUnreachable, err, "读取页面失败")
	}
	ct := res.Header.Get("Content-Type")
	if strings.Contains(ct, "html") && len(b) > 0 && b[0] != 'd' {
		b = toUTF8(b, ct, s.cfg.Encoding)
	}
	p := &page{URL: res.Request.URL, Status: res.StatusCode, Header: res.Header, Body: bytes.Clone(b)}
	if challenged(p) {
		if s.cfg.FlareSolverr == nil {
			return nil, failf(KindCloudflare, nil, "站点开启了Cloudflare验证，请在 设置 › Cloudflare穿透设置 中填写FlareSolverr地址")
		}
		return s.viaFlareSolverr(ctx, method, req.URL.String(), form)
	}
	return p, nil
}

// transient reports whether trying again may help: a 5xx answer, a reset
// or a time-out; not a refused connection or an unknown host (a dead or
// mistyped site fails at once instead of eating the search's time).
func transient(err error) bool {
	var e *Error
	if errors.As(err, &e) && (e.Kind == KindCloudflare || e.Kind == KindRateLimit) {
		return false // asking again at once is what a rate limit forbids
	}
	if !errors.As(err, &e) || e.Kind != KindUnreachable || e.Err == nil {
		return true
	}
	var dns *net.DNSError
	if errors.As(e.Err, &dns) {
		return false
	}
	return !strings.Contains(e.Err.Error(), "connection refused")
}

// shortNetErr names the cause without the URL (which may hold a passkey).
func shortNetErr(err error) string {
	var dns *net.DNSError
	var op *net.OpError
	switch {
	case errors.As(err, &dns):
		return "域名无法解析"
	case errors.As(err, &op) && strings.Contains(op.Error(), "refused"):
		return "连接被拒绝"
	case errors.As(err, &op):
		return "网络连接失败"
	}
	return "网络连接失败"
}

// admit asks the site's budget for one request; a refusal is the site's
// rate limit (nothing was sent).
func (s *session) admit(ctx context.Context) error {
	if s.cfg.Gate == nil {
		return nil
	}
	if err := s.cfg.Gate.Wait(ctx); err != nil {
		if ctx.Err() != nil {
			return timeoutOr(ctx, err)
		}
		return failf(KindRateLimit, err, "%s", err.Error())
	}
	return nil
}
