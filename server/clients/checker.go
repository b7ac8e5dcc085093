// Package clients checks the connection to the media servers and download
// clients a user configures: it signs in where the protocol has a sign-in,
// asks for the version and turns every failure into a short Chinese reason
// that is safe to show and to store (it never contains a secret).
package clients

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode"

	"github.com/movie-robot/web-console/server/netutil"
)

// DefaultTimeout bounds a whole check, sign-in included.
const DefaultTimeout = 5 * time.Second

// maxBody caps what is read of any answer; version answers are tiny.
const maxBody = 1 << 20

// Error is a failed check. Reason is Chinese, names the cause and quotes no
// secret (passwords and keys travel in headers and bodies, never in URLs).
type Error struct{ Reason string }

func (e *Error) Error() string { return e.Reason }

func fail(format string, args ...any) error { return &Error{Reason: fmt.Sprintf(format, args...)} }

// Checker runs checks. The zero value is ready to use.
type Checker struct {
	Timeout time.Duration // whole check; 0 means DefaultTimeout
	// Transport carries the requests; nil means a direct connection that
	// ignores HTTP_PROXY: these services live on the user's own network.
	Transport http.RoundTripper
}

// session is one check against one service.
type session struct {
	ctx    context.Context
	client *http.Client
	base   *url.URL // the configured address, validated by the caller
	shown  string   // the address as quoted in messages
}

// start parses the service address and prepares a client whose redirects
// stay on the same host: a redirect elsewhere would carry our credentials
// headers (X-Emby-Token and the like are not stripped by net/http) to a
// host the user never named.
func (c Checker) start(ctx context.Context, rawURL string) (*session, context.CancelFunc, error) {
	u, err := url.Parse(strings.TrimRight(rawURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, func() {}, fail("访问地址必须是以http://或https://开头的网址")
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	client := netutil.NewClient(netutil.Outbound{Transport: c.Transport, Direct: true, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if !strings.EqualFold(req.URL.Host, u.Host) {
			return fail("%s 重定向到了其他主机（%s），为安全起见已停止", u.Redacted(), req.URL.Host)
		}
		if len(via) >= 5 {
			return fail("%s 重定向次数过多", u.Redacted())
		}
		return nil
	}})
	return &session{ctx: ctx, client: client, base: u, shown: u.Redacted()}, cancel, nil
}

// endpoint is the base address with path appended (the base may have a
// path of its own, e.g. behind a reverse proxy).
func (s *session) endpoint(path string) string {
	return s.base.JoinPath(path).String()
}

// newRequest builds a request bound to the check's deadline.
func (s *session) newRequest(method, url string, body io.Reader) (*http.Request, error) {
	req, err := http.NewRequestWithContext(s.ctx, method, url, body)
	if err != nil {
		return nil, fail("访问地址无效")
	}
	req.Header.Set("User-Agent", "MovieRobot-WebConsole")
	return req, nil
}

// do sends req and reads the whole (capped) answer.
func (s *session) do(req *http.Request) (*http.Response, []byte, error) {
	res, body, err := Fetch(s.client, req, maxBody)
	if err != nil {
		return nil, nil, s.transportError(err)
	}
	return res, body, nil
}

// unexpected describes an answer that is not what the protocol says.
func unexpected(status int) error {
	return fail("返回了意外的内容（HTTP %d）", status)
}

// notThe says the address answered, but not as product would.
func notThe(product string) error {
	return fail("返回了意外的内容（不是%s的响应，请检查访问地址）", product)
}

// cleanVersion keeps a reported version printable and short: it is shown
// in the UI and stored.
func cleanVersion(v string) string {
	v = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.TrimSpace(v))
	if r := []rune(v); len(r) > 64 {
		v = string(r[:64])
	}
	return v
}
