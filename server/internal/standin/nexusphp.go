package standin

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// "nexusphp" is a NexusPHP site as Movie Robot sees it: the cookie (and,
// when given, the User-Agent) is checked on every page; takelogin.php
// signs in with a user name and password; torrents.php searches with the
// markup of NexusPHP's torrenttable(); details.php, download.php (a real
// .torrent) and userdetails.php answer like the real thing.
//
// Options: cookie (default "c_secure_uid=1; c_secure_pass=standin"), ua
// (required User-Agent substring), user / password (form login), username
// (shown name, default "alice"), slow (ms before torrents.php answers),
// expire_after (pages served before the cookie stops working, counted again
// after each sign-in; 0 = never),
// rows (synthetic rows added), per_page (default 50), episodes (one
// show's episodes added, a row each, newest first: 无尽传说 Endless Saga,
// for paging), ignore_page (any value: torrents.php answers its first page
// whatever page= asks), later_slow (ms before a page past the first
// answers: a browser test sees the site read on), uploaded /
// downloaded / bonus (user statistics texts), limit (searches answered
// before torrents.php answers 429 Too Many Requests; 0 = no limit), class
// (the user's class, default "Power User"; "VIP" counts as a VIP),
// limit_page (any value: past limit, torrents.php answers as many NexusPHP
// sites do, HTTP 200 with the site's error box saying 请求过于频繁; a value
// other than "1" is the box's text),
// cf_clearance / cf_ua (behind Cloudflare: see cloudflare.go),
// free_hr (any value: one more row, free and H&R, with many leechers, the
// shape 流量管理 must pass over), free (the first that many synthetic
// rows are free, small and wanted: 流量管理's work in the scale bench).
func init() {
	register("nexusphp", func(o url.Values) http.Handler { return newNexusPHP(o) })
}

type nexusPHP struct {
	opts     url.Values
	cookie   string
	mu       sync.Mutex // guards rows (PublishPath adds to them)
	rows     []npTorrent
	perPage  int
	slow     time.Duration
	expire   int64
	served   atomic.Int64
	limit    int64
	searched atomic.Int64
	swarmState
}

func newNexusPHP(o url.Values) *nexusPHP {
	n := &nexusPHP{opts: o, cookie: o.Get("cookie")}
	if n.cookie == "" {
		n.cookie = "c_secure_uid=1; c_secure_pass=standin"
	}
	extra, _ := strconv.Atoi(o.Get("rows"))
	n.rows = npRows(extra)
	free, _ := strconv.Atoi(o.Get("free"))
	for i := range min(free, extra) {
		r := &n.rows[len(npCatalogue)+i]
		r.Promo, r.SizeText, r.Leechers = "pro_free", "50.00 MB", 5+i
	}
	if eps, _ := strconv.Atoi(o.Get("episodes")); eps > 0 {
		n.rows = append(n.rows, npShow(eps)...)
	}
	if o.Get("free_hr") != "" {
		n.rows = append(n.rows, npFreeHR)
	}
	n.perPage, _ = strconv.Atoi(o.Get("per_page"))
	if n.perPage <= 0 {
		n.perPage = 50
	}
	ms, _ := strconv.Atoi(o.Get("slow"))
	n.slow = time.Duration(ms) * time.Millisecond
	n.expire, _ = strconv.ParseInt(o.Get("expire_after"), 10, 64)
	n.limit, _ = strconv.ParseInt(o.Get("limit"), 10, 64)
	n.passkey = newPasskey()
	return n
}

func (n *nexusPHP) opt(k, def string) string {
	if v := n.opts.Get(k); v != "" {
		return v
	}
	return def
}

// signedIn checks every cookie pair of the configured cookie (a real site
// ignores extra cookies) and the User-Agent when one is required.
func (n *nexusPHP) signedIn(r *http.Request) bool {
	if ua := n.opts.Get("ua"); ua != "" && !strings.Contains(r.UserAgent(), ua) {
		return false
	}
	for _, pair := range strings.Split(n.siteCookie(), ";") {
		k, v, _ := strings.Cut(strings.TrimSpace(pair), "=")
		c, err := r.Cookie(k)
		if err != nil || c.Value != v {
			return false
		}
	}
	if n.expire > 0 && n.served.Add(1) > n.expire {
		return false
	}
	return true
}

func (n *nexusPHP) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path { // the tests' controls, not the site: not behind Cloudflare
	case PublishPath:
		n.publish(w, r)
		return
	case RelogPath:
		n.relog(w, r)
		return
	}
	if !n.passedCloudflare(w, r) {
		return
	}
	switch r.URL.Path {
	case "/login.php":
		n.page(w, "登录", loginForm)
		return
	case "/takelogin.php":
		n.takeLogin(w, r)
		return
	case "/announce.php": // clients announce with the passkey, not the cookie
		n.announce(w, r)
		return
	}
	if !n.signedIn(r) {
		http.Redirect(w, r, "/login.php?returnto="+url.QueryEscape(r.URL.RequestURI()), http.StatusFound)
		return
	}
	switch r.URL.Path {
	case "/", "/index.php":
		n.page(w, "首页", "<p>欢迎回来</p>")
	case "/torrents.php":
		wait := n.slow
		if pg, _ := strconv.Atoi(r.URL.Query().Get("page")); pg > 0 {
			ms, _ := strconv.Atoi(n.opts.Get("later_slow"))
			wait += time.Duration(ms) * time.Millisecond
		}
		if wait > 0 {
			select {
			case <-time.After(wait):
			case <-r.Context().Done():
				return
			}
		}
		if n.limit > 0 && n.searched.Add(1) > n.limit {
			if msg := n.opts.Get("limit_page"); msg != "" {
				n.tooManyPage(w, msg)
				return
			}
			w.Header().Set("Retry-After", "3600")
			http.Error(w, "请求过于频繁", http.StatusTooManyRequests)
			return
		}
		n.torrents(w, r)
	case "/details.php":
		n.details(w, r)
	case "/download.php":
		n.download(w, r)
	case "/userdetails.php":
		n.userDetails(w, r)
	case "/getusertorrentlistajax.php":
		fmt.Fprintf(w, `<b>%s</b>条记录&nbsp;&nbsp;总大小：<b>%s</b><br /><table class="torrents"></table>`,
			n.opt("seeding", "12"), n.opt("seeding_size", "1.20 TB"))
	default:
		http.NotFound(w, r)
	}
}

// tooManyPage is NexusPHP's stderr() box inside the site's frame, as sites
// that throttle searches in PHP answer: HTTP 200, no Retry-After.
func (n *nexusPHP) tooManyPage(w http.ResponseWriter, msg string) {
	if msg == "1" {
		msg = "请求过于频繁，请稍后再试。"
	}
	n.page(w, "错误", `<table width="100%" border="1" cellspacing="0" cellpadding="10"><tr><td class="embedded"><h2>错误！</h2>
<table width="100%" border="1" cellspacing="0" cellpadding="10"><tr><td class="text">`+html.EscapeString(msg)+`</td></tr></table></td></tr></table>`)
}

const loginForm = `<form method="post" action="takelogin.php"><table><tr><td class="rowhead">用户名：</td><td><input type="text" name="username" /></td></tr>
<tr><td class="rowhead">密码：</td><td><input type="password" name="password" /></td></tr></table><input type="submit" value="登录" /></form>`

func (n *nexusPHP) takeLogin(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || n.opts.Get("user") == "" ||
		r.PostFormValue("username") != n.opts.Get("user") || r.PostFormValue("password") != n.opts.Get("password") {
		n.page(w, "登录失败", `<h2>登录失败！</h2><table width="100%"><tr><td class="text">错误: 用户名或密码不正确！</td></tr></table>`)
		return
	}
	for _, pair := range strings.Split(n.siteCookie(), ";") {
		k, v, _ := strings.Cut(strings.TrimSpace(pair), "=")
		http.SetCookie(w, &http.Cookie{Name: k, Value: v, Path: "/", HttpOnly: true})
	}
	n.served.Store(0) // a new session: expire_after counts again
	http.Redirect(w, r, "/index.php", http.StatusFound)
}

// page wraps body in NexusPHP's frame: the user bar with the links the
// definitions look for (userdetails.php, logout.php).
func (n *nexusPHP) page(w http.ResponseWriter, title, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	user := html.EscapeString(n.opt("username", "alice"))
	fmt.Fprintf(w, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Standin NexusPHP :: %s</title></head><body>
<table id="info_block"><tr><td><span class="medium">欢迎回来, <span class="nowrap"><a href="userdetails.php?id=1" class="User_Name"><b>%s</b></a></span>
 [<a href="logout.php">退出</a>]</span></td></tr></table>
<table class="mainouter"><tr><td id="outer">%s</td></tr></table></body></html>`, html.EscapeString(title), user, body)
}
