package indexer

import (
	"errors"
	"fmt"
)

// Kind is why a site failed; the dashboard shows it as the site's health
// reason and the search answer names it per site.
type Kind string

// Kinds of failure, with the words the dashboard shows.
const (
	KindCookie      Kind = "Cookie 已失效"
	KindLogin       Kind = "登录失败"
	KindUnreachable Kind = "站点无法访问"
	KindRateLimit   Kind = "触发频率限制"
	KindTimeout     Kind = "站点响应超时"
	KindParse       Kind = "页面无法解析"
	KindAPIKey      Kind = "API Key 无效"
	// KindCloudflare: the site answers with Cloudflare's challenge and no
	// FlareSolverr passed it; trying again at once cannot help.
	KindCloudflare Kind = "Cloudflare验证未通过"
)

// Error is a site failure of a Kind, with a detail for the message.
type Error struct {
	Kind   Kind
	Detail string
	Err    error
}

func (e *Error) Error() string {
	if e.Detail == "" {
		return string(e.Kind)
	}
	return fmt.Sprintf("%s：%s", e.Kind, e.Detail)
}

func (e *Error) Unwrap() error { return e.Err }

func failf(k Kind, err error, format string, args ...any) *Error {
	return &Error{Kind: k, Detail: fmt.Sprintf(format, args...), Err: err}
}

// KindOf answers the Kind of err, "" when it is not a site failure.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return ""
}
