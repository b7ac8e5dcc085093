package metadata

import (
	"errors"
	"strconv"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/settings"
)

// Error is a failure the user should read as is (Chinese; fault.Invalid). A missing or
// refused TMDB key is a settings.NeedsSetup instead: it names the settings
// page that fixes it, and the API tells the screens so.
type Error = fault.Invalid

// AsError reports whether err carries a message for the user.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Messages other packages and the tests name.
const (
	MsgNoTMDBKey       = "未设置TMDB API Key，请在 设置 → 媒体数据 → TMDB 中填写"
	MsgTMDBKeyInvalid  = "TMDB API Key 无效"
	MsgDoubanThrottled = "豆瓣请求过于频繁，请稍后再试"
	MsgNotFound        = "没有找到这个影片"
)

var (
	errNoTMDBKey  = settings.NeedsSetup{Message: MsgNoTMDBKey, Member: "未设置TMDB API Key，请联系管理员设置"}
	errNotFound   = &Error{Message: MsgNotFound}
	errThrottled  = &Error{Message: MsgDoubanThrottled}
	errTMDBKeyBad = settings.NeedsSetup{Message: MsgTMDBKeyInvalid, Member: "TMDB API Key 无效，请联系管理员更换"}
)

// statusError maps an upstream HTTP status to what the user reads.
func statusError(site string, status int) error {
	switch {
	case site == siteTMDB && status == 401:
		return errTMDBKeyBad
	case site == siteDouban && (status == 429 || status == 403 || status == 418):
		// Douban answers a throttled client with 429, or 403/418 and a
		// "rate limited" page; the cure is the same: wait.
		return errThrottled
	case status == 404:
		return errNotFound
	}
	return &Error{Message: siteName(site) + "返回了意外的内容（HTTP " + strconv.Itoa(status) + "）"}
}

// transportError says why in Chinese, never quoting the URL (it may hold
// the API key).
func transportError(site string, err error) error {
	return &Error{Message: "无法连接到" + siteName(site) + "：" + clients.TransportCause(err)}
}

const (
	siteTMDB   = "tmdb"
	siteDouban = "douban"
	siteFanart = "fanart"
)

func siteName(site string) string {
	if site == siteTMDB {
		return "TMDB"
	}
	if site == siteFanart {
		return "FanArt"
	}
	return "豆瓣"
}
