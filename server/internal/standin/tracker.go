package standin

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// "tracker" is a small private tracker of no particular family, for the
// Cardigann engine's feature tests: a GET sign-in (/login?user=&pass=,
// user "alice", password "secret"), a session cookie, an HTML browse page
// whose results span two table rows each, a JSON API (UNIT3D's shape:
// data[].attributes, meta.total; header "Authorization: Bearer apitoken"),
// a magnet-only list, a form sign-in (/login-form, POST /take?nonce= with
// the page's csrf and a "lang=en" cookie) and a download that needs a
// POST /thanks first (/details?id=1 → /thanks → /dl/1.torrent?key=k1),
// and a sign-in with a captcha (/login-captcha, its image /captcha.png
// only for the session the page started, answer "7K3P"). Searching
// "flood" answers the site's own 访问过于频繁 page (HTTP 200). A one-URL
// sign-in (/auth/alice-key-7 starts the session) and a public list of
// recent uploads whose dates are fuzzy (/recent) are there too. The tests check the exact requests it recorded.
func init() {
	register("tracker", func(url.Values) http.Handler { return tracker{} })
}

type tracker struct{}

const trackerSession = "sid=alice-session"

func (tracker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	signedIn := false
	if c, err := r.Cookie("sid"); err == nil && c.Value == "alice-session" {
		signedIn = true
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	switch r.URL.Path {
	case "/login":
		signIn(w, r, alice(q), "Wrong password")
	case "/index":
		if !signedIn {
			toSignIn(w, r)
			return
		}
		fmt.Fprint(w, `<html><body><a href="/logout">Logout alice</a></body></html>`)
	case "/browse":
		if !signedIn {
			toSignIn(w, r)
			return
		}
		if q.Get("q") == "boom" {
			fmt.Fprint(w, `<html><body><div class="alert">Search is offline for maintenance</div></body></html>`)
			return
		}
		if q.Get("q") == "flood" { // the site's own throttle, HTTP 200
			fmt.Fprint(w, `<html><body><div class="alert">访问过于频繁，请 30 秒后再试</div></body></html>`)
			return
		}
		if q.Get("q") == "too.many" { // a title that holds the words is no throttle
			fmt.Fprint(w, strings.Replace(trackerBrowse, "Something.Else.2020", "Too.Many.Requests.2020", 1))
			return
		}
		fmt.Fprint(w, trackerBrowse)
	case "/api/torrents":
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("Authorization") != "Bearer apitoken" {
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprint(w, `{"message":"Unauthenticated."}`)
			return
		}
		if q.Get("name") == "nothing" {
			fmt.Fprint(w, `{"data":[],"meta":{"total":0}}`)
			return
		}
		fmt.Fprint(w, trackerJSON)
	case "/login-form":
		fmt.Fprint(w, `<html><body><form action="/take" method="post"><input name="csrf" value="tok123"><input name="user"><input name="pass"></form><span id="nonce">n-42</span></body></html>`)
	case "/take":
		_ = r.ParseForm()
		lang, _ := r.Cookie("lang")
		signIn(w, r, r.Method == http.MethodPost && q.Get("nonce") == "n-42" && r.PostForm.Get("csrf") == "tok123" &&
			lang != nil && lang.Value == "en" && alice(r.PostForm), "Form rejected")
	case "/details":
		if !signedIn {
			toSignIn(w, r)
			return
		}
		fmt.Fprintf(w, `<html><body><h1>Torrent %s</h1><p>Say thanks to download.</p></body></html>`, q.Get("id"))
	case "/thanks":
		_ = r.ParseForm()
		if !signedIn || r.Method != http.MethodPost || r.PostForm.Get("id") != "1" {
			http.NotFound(w, r)
			return
		}
		fmt.Fprint(w, `<html><body><a class="dl" href="/dl/1.torrent?key=k1">Download</a></body></html>`)
	case "/dl/1.torrent":
		if !signedIn || q.Get("key") != "k1" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/x-bittorrent")
		fmt.Fprint(w, "d8:announce9:http://t/4:infod4:name1:x6:lengthi1eee")
	case "/rss":
		w.Header().Set("Content-Type", "application/rss+xml")
		fmt.Fprint(w, trackerRSS)
	case "/login-captcha":
		// each visit starts a captcha session; its image's text is fixed
		http.SetCookie(w, &http.Cookie{Name: "csid", Value: "c1", Path: "/"})
		fmt.Fprint(w, `<html><body><form action="/take-captcha" method="post"><input name="user"><input name="pass">`+
			`<img id="cap" src="/captcha.png?t=1"><input name="imagestring"></form></body></html>`)
	case "/captcha.png":
		if c, err := r.Cookie("csid"); err != nil || c.Value != "c1" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "image/png")
		w.Write(trackerCaptchaPNG)
	case "/take-captcha":
		_ = r.ParseForm()
		c, err := r.Cookie("csid")
		signIn(w, r, err == nil && c.Value == "c1" && r.PostForm.Get("imagestring") == "7K3P" && alice(r.PostForm), "Wrong captcha")
	case "/magnets":
		fmt.Fprint(w, trackerMagnets)
	case "/auth/alice-key-7":
		signIn(w, r, true, "")
	case "/recent":
		fmt.Fprint(w, trackerRecent)
	default:
		if strings.HasPrefix(r.URL.Path, "/auth/") { // a one-URL sign-in with another key
			signIn(w, r, false, "Invalid key")
			return
		}
		http.NotFound(w, r)
	}
}

// alice: v holds the one account's user name and password.
func alice(v url.Values) bool { return v.Get("user") == "alice" && v.Get("pass") == "secret" }

// signIn answers every sign-in form alike: the session and the way in when
// ok, else a page naming why.
func signIn(w http.ResponseWriter, r *http.Request, ok bool, refusal string) {
	if !ok {
		fmt.Fprintf(w, `<html><body><div class="error">%s</div></body></html>`, refusal)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "alice-session", Path: "/"})
	http.Redirect(w, r, "/index", http.StatusFound)
}

// toSignIn sends a visitor without the session to the sign-in page.
func toSignIn(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/login-page", http.StatusFound)
}

const trackerBrowse = `<html><body><table id="torrents">
<tr class="head"><th>Name</th></tr>
<tr class="t"><td class="cat" data-cat="7"></td><td><a class="name" href="/details/1">The.Matrix.1999.1080p.BluRay-GRP</a><img class="free" src="free.png"></td></tr>
<tr class="t2"><td class="date">2026-11-20 10:00:00 +08:00</td><td class="size">12.5 GB</td><td class="peers">Seeders: 120, Leechers: 3</td><td><a class="dl" href="/dl/1.torrent">DL</a></td></tr>
<tr class="t"><td class="cat" data-cat="8"></td><td><a class="name" href="/details/2">Something.Else.2020.720p.WEB-GRP</a></td></tr>
<tr class="t2"><td class="date">2026-11-21 11:30:00 +00:00</td><td class="size">2 GB</td><td class="peers">Seeders: 5, Leechers: 0</td><td><a class="dl" href="/dl/2.torrent">DL</a></td></tr>
<tr class="t"><td class="cat" data-cat="8"></td><td><a class="name" href="/details/3">The.Matrix.Reloaded.2003.2160p.WEB-GRP</a></td></tr>
<tr class="t2"><td class="date">2026-11-22 09:05:00 -05:00</td><td class="size">20 GB</td><td class="peers">Seeders: 9, Leechers: 1</td><td><a class="dl" href="/dl/3.torrent">DL</a></td></tr>
</table></body></html>`

const trackerJSON = `{"data":[
{"type":"torrent","id":"11","attributes":{"name":"The.Matrix.1999.2160p.UHD.BluRay-GRP","size":53687091200,"seeders":40,"leechers":2,"times_completed":300,"category_id":1,"freeleech":"100%","double_upload":true,"created_at":"2026-11-20T10:00:00+00:00","details_link":"https://tracker.example/torrents/11","download_link":"https://tracker.example/torrent/download/11.apitoken","imdb_id":133093,"files":[{"name":"The.Matrix.1999.2160p.mkv"}]}},
{"type":"torrent","id":"12","attributes":{"name":"The.Matrix.1999.720p.WEB-GRP","size":2147483648,"seeders":3,"leechers":0,"times_completed":10,"category_id":2,"freeleech":"0%","double_upload":false,"created_at":"2026-11-21T08:00:00+00:00","details_link":"https://tracker.example/torrents/12","download_link":"https://tracker.example/torrent/download/12.apitoken","imdb_id":0,"files":[]}}
],"meta":{"total":2}}`

// trackerRecent dates its rows the many ways sites do: relative to today,
// "ago", a Unix time stamp, a plain date.
const trackerRecent = `<html><body><table id="recent">
<tr class="r"><td class="t">Recent.One.2026.1080p</td><td class="d">Today 10:30</td><td><a href="/dl/r1.torrent">dl</a></td></tr>
<tr class="r"><td class="t">Recent.Two.2026.1080p</td><td class="d">Yesterday at 13:45</td><td><a href="/dl/r2.torrent">dl</a></td></tr>
<tr class="r"><td class="t">Recent.Three.2026.1080p</td><td class="d">1763600000</td><td><a href="/dl/r3.torrent">dl</a></td></tr>
<tr class="r"><td class="t">Recent.Four.2026.1080p</td><td class="d">3 days ago</td><td><a href="/dl/r4.torrent">dl</a></td></tr>
<tr class="r"><td class="t">Recent.Five.2026.1080p</td><td class="d">2026-11-20 08:15</td><td><a href="/dl/r5.torrent">dl</a></td></tr>
</table></body></html>`

const trackerMagnets = `<html><body><ul>
<li class="r"><span class="t">Big.Buck.Bunny.2008.1080p</span><a class="m" href="magnet:?xt=urn:btih:dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c&amp;dn=Big+Buck+Bunny">magnet</a><span class="s">1.2 GB</span></li>
<li class="r"><span class="t">Sintel.2010.720p</span><b class="h">08ada5a7a6183aae1e09d831df6748d566095a10</b><span class="s">700 MB</span></li>
</ul></body></html>`

const trackerRSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:torznab="http://torznab.com/schemas/2015/feed"><channel><title>tracker</title>
<item><title>The.Matrix.1999.1080p.BluRay-GRP</title><link>https://tracker.example/details/21</link>
<animeTitle><![CDATA[黑客帝国 & more]]></animeTitle><pubDate>Fri, 20 Nov 2026 10:00:00 +0800</pubDate>
<enclosure url="https://tracker.example/dl/21.torrent" length="1073741824" type="application/x-bittorrent"/>
<torznab:attr name="seeders" value="17"/></item>
</channel></rss>`

// trackerCaptchaPNG is a 1×1 PNG: the test checks the bytes, not the text.
var trackerCaptchaPNG = []byte{0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'I', 'H', 'D', 'R', 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
	0, 0, 0, 0x0d, 'I', 'D', 'A', 'T', 0x78, 0x9c, 0x63, 0xf8, 0xff, 0xff, 0x3f, 0, 0x05, 0xfe, 0x02, 0xfe, 0xa7, 0x35, 0x81, 0x84,
	0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xae, 0x42, 0x60, 0x82}
