package notify

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/netutil"
)

// SendTimeout bounds one delivery, token requests included.
const SendTimeout = 10 * time.Second

// SendError is a failed delivery. Reason is Chinese and quotes no secret:
// tokens and keys often sit in the request URL, so only the host is named.
type SendError struct{ Reason string }

func (e *SendError) Error() string { return e.Reason }

func failf(format string, args ...any) error {
	return &SendError{Reason: fmt.Sprintf(format, args...)}
}

// NewClient is the HTTP client deliveries use: it honours HTTP(S)_PROXY
// (the services are on the internet) and follows no redirect, so a URL
// with a token in it is never re-sent elsewhere.
func NewClient() *http.Client {
	return netutil.NewClient(netutil.Outbound{Timeout: SendTimeout, CheckRedirect: netutil.NoRedirects})
}

// maxAnswer caps what is read of a service's answer.
const maxAnswer = 64 << 10

// answer is one service reply.
type answer struct {
	status int
	body   []byte
}

// request sends body to target with contentType and reads the answer.
func request(ctx context.Context, c *http.Client, method, target, contentType string, body []byte) (answer, error) {
	ctx, cancel := context.WithTimeout(ctx, SendTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, target, bytes.NewReader(body))
	if err != nil {
		return answer{}, failf("推送地址无效")
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("User-Agent", "MovieRobot-WebConsole")
	res, b, err := clients.Fetch(c, req, maxAnswer)
	if fe, ok := errors.AsType[*clients.FetchError](err); ok && fe.Read {
		return answer{}, failf("读取 %s 的响应失败：%s", hostOf(target), err)
	} else if err != nil {
		return answer{}, failf("无法连接到 %s：%s", hostOf(target), err)
	}
	return answer{status: res.StatusCode, body: b}, nil
}

// postJSON sends v as JSON.
func postJSON(ctx context.Context, c *http.Client, target string, v any) (answer, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return answer{}, err
	}
	return request(ctx, c, http.MethodPost, target, "application/json; charset=utf-8", b)
}

// postForm sends form fields URL-encoded.
func postForm(ctx context.Context, c *http.Client, target string, form url.Values) (answer, error) {
	return request(ctx, c, http.MethodPost, target, "application/x-www-form-urlencoded", []byte(form.Encode()))
}

// get fetches target.
func get(ctx context.Context, c *http.Client, target string) (answer, error) {
	return request(ctx, c, http.MethodGet, target, "", nil)
}

// hostOf is scheme://host of target, the only part safe to show.
func hostOf(target string) string {
	u, err := url.Parse(target)
	if err != nil || u.Host == "" {
		return "推送服务"
	}
	return u.Scheme + "://" + u.Host
}

// decodeAnswer reads a JSON answer into v; a non-JSON answer is reported
// with its HTTP status.
func decodeAnswer(service string, a answer, v any) error {
	if json.Unmarshal(a.body, v) != nil {
		return failf("%s返回了意外的内容（HTTP %d）", service, a.status)
	}
	return nil
}

// checkCoded reads the {code, message} answer of Bark, PushDeer and
// Server酱: delivered is HTTP 200 with code okCode; otherwise the
// service's own words (its error, else its message).
func checkCoded(service string, a answer, okCode int) error {
	var out struct {
		Code    int    `json:"code"`
		Error   string `json:"error"`
		Message string `json:"message"`
	}
	if err := decodeAnswer(service, a, &out); err != nil {
		return err
	}
	if a.status != http.StatusOK || out.Code != okCode {
		return failf("%s返回错误：%s", service, cleanReason(cmp.Or(out.Error, out.Message)))
	}
	return nil
}

// cleanReason keeps a service's own error text short and printable.
func cleanReason(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:120]) + "…"
	}
	if s == "" {
		s = "未知错误"
	}
	return s
}
