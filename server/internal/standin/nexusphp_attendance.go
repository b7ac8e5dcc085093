package standin

import (
	"net/http"
	"net/url"
	"sync"
)

// "nexusphp-attendance" is a NexusPHP site's daily sign-in page: GET
// /attendance.php with the cookie "c_secure_uid=1; c_secure_pass=ok"
// answers the success page the first time and "already signed in" after;
// without that cookie it redirects to login.php, as the real sites do.
func init() { register("nexusphp-attendance", newNexusAttendance) }

func newNexusAttendance(url.Values) http.Handler {
	var mu sync.Mutex
	signed := false
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/login.php":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(`<form method="post" action="takelogin.php"><input name="username"><input type="password" name="password"></form>`))
			return
		case "/attendance.php":
		default:
			http.NotFound(w, r)
			return
		}
		if r.Header.Get("Cookie") != "c_secure_uid=1; c_secure_pass=ok" || r.Header.Get("User-Agent") == "" {
			http.Redirect(w, r, "/login.php?returnto=attendance.php", http.StatusFound)
			return
		}
		mu.Lock()
		first := !signed
		signed = true
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if first {
			w.Write([]byte(`<h2>签到成功</h2><p>这是您的第 <b>1</b> 次签到，已连续签到 <b>1</b> 天，本次签到获得 <b>10</b> 个魔力值。</p>`))
			return
		}
		w.Write([]byte(`<p>您今天已经签到过了，请勿重复刷新。</p>`))
	})
}
