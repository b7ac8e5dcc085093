// Package sitebudget is each PT site's request budget, shared by
// everything that talks to the site: searches, listing reads, detail pages,
// .torrent downloads, user-data refreshes, sign-ins and plugins. A site
// that sees too many requests bans the account, so the budget counts
// requests (not searches), spaces them, backs off when the site says so,
// keeps a share of each hour for the household's own searches, and stops
// one member from spending everyone's share.
package sitebudget

import "context"

// Purpose is what a request is for: the budget's accounting per kind.
type Purpose string

// The kinds of requests the site dashboard breaks the budget down by.
const (
	Search       Purpose = "search"       // a person's search
	Detail       Purpose = "detail"       // a torrent's detail page
	Torrent      Purpose = "torrent"      // a .torrent download
	Listing      Purpose = "listing"      // the newest listing, read for subscriptions
	Subscription Purpose = "subscription" // a subscription's own search
	Refresh      Purpose = "refresh"      // user data (upload, ratio …)
	Login        Purpose = "login"        // sign-in check on save
	Plugin       Purpose = "plugin"       // a plugin through the scripting API
	Other        Purpose = "other"
)

// Names are the purposes as the dashboard shows them.
var Names = map[Purpose]string{
	Search: "搜索", Detail: "详情页", Torrent: "种子下载", Listing: "订阅列表读取", Subscription: "订阅搜索",
	Refresh: "用户数据刷新", Login: "登录验证", Plugin: "插件", Other: "其他",
}

type userKey struct{}
type purposeKey struct{}

// WithUser marks ctx as acting for a signed-in user (the API does this for
// every request), so the user's own share of a site's budget is counted.
func WithUser(ctx context.Context, uid int64) context.Context {
	return context.WithValue(ctx, userKey{}, uid)
}

// WithPurpose marks what the requests made under ctx are for.
func WithPurpose(ctx context.Context, p Purpose) context.Context {
	return context.WithValue(ctx, purposeKey{}, p)
}

// requester is who asks and why: a person's own action (a search, a
// detail page, a download they clicked) is foreground; everything else is
// background work, which may use only its share of the hour.
type requester struct {
	uid     int64
	purpose Purpose
}

func requesterOf(ctx context.Context) requester {
	r := requester{purpose: Other}
	if uid, ok := ctx.Value(userKey{}).(int64); ok {
		r.uid = uid
	}
	if p, ok := ctx.Value(purposeKey{}).(Purpose); ok {
		r.purpose = p
	}
	return r
}

func (r requester) foreground() bool {
	return r.uid > 0 && (r.purpose == Search || r.purpose == Detail || r.purpose == Torrent)
}
