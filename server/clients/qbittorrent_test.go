package clients

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

// qbStandIn speaks the parts of qBittorrent's Web API v2 the check uses.
type qbStandIn struct {
	user, pass string
	noAuth     bool        // like "bypass authentication for clients on localhost"
	banned     atomic.Bool // answers 403 to logins, as after too many failures
	fails      atomic.Int32
}

func (q *qbStandIn) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/v2/auth/login", func(w http.ResponseWriter, r *http.Request) {
		if q.banned.Load() {
			w.WriteHeader(http.StatusForbidden)
			io.WriteString(w, "Your IP address has been banned after too many failed authentication attempts.")
			return
		}
		if ref := r.Header.Get("Referer"); ref != "" && ref != "http://"+r.Host {
			w.WriteHeader(http.StatusUnauthorized) // CSRF guard
			return
		}
		if r.PostFormValue("username") != q.user || r.PostFormValue("password") != q.pass {
			q.fails.Add(1)
			io.WriteString(w, "Fails.")
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "SID", Value: "sess-1", Path: "/", HttpOnly: true})
		io.WriteString(w, "Ok.")
	})
	mux.HandleFunc("GET /api/v2/app/version", func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("SID"); !q.noAuth && (err != nil || c.Value != "sess-1") {
			w.WriteHeader(http.StatusForbidden)
			io.WriteString(w, "Forbidden")
			return
		}
		io.WriteString(w, "v4.5.2")
	})
	return mux
}

func qbCheck(url, user, pass string, needLogin bool) (string, error) {
	return Checker{}.CheckDownloadClient(bg, DownloadClient{Type: "qbittorrent", URL: url, Username: user, Password: pass, NeedLogin: needLogin})
}

func TestQBittorrentLoginAndVersion(t *testing.T) {
	q := &qbStandIn{user: "admin", pass: "s3cret pw"}
	srv := httptest.NewServer(q.handler())
	defer srv.Close()
	v, err := qbCheck(srv.URL+"/", "admin", "s3cret pw", true)
	if err != nil || v != "v4.5.2" {
		t.Fatalf("got %q %v", v, err)
	}
}

func TestQBittorrentWrongPasswordAnswersFails(t *testing.T) {
	q := &qbStandIn{user: "admin", pass: "right"}
	srv := httptest.NewServer(q.handler())
	defer srv.Close()
	v, err := qbCheck(srv.URL, "admin", "wrong-pw", true)
	wantReason(t, v, err, "登录qBittorrent失败：用户名或密码错误", "wrong-pw")
	if q.fails.Load() != 1 {
		t.Fatalf("%d login attempts, want exactly 1 (each failure counts towards a ban)", q.fails.Load())
	}
}

func TestQBittorrentBannedIP(t *testing.T) {
	q := &qbStandIn{user: "admin", pass: "right"}
	q.banned.Store(true)
	srv := httptest.NewServer(q.handler())
	defer srv.Close()
	v, err := qbCheck(srv.URL, "admin", "right", true)
	wantReason(t, v, err, "IP已被qBittorrent暂时封禁")
}

func TestQBittorrentWithoutLogin(t *testing.T) {
	open := httptest.NewServer((&qbStandIn{noAuth: true}).handler())
	defer open.Close()
	if v, err := qbCheck(open.URL, "", "", false); err != nil || v != "v4.5.2" {
		t.Fatalf("no-auth client: %q %v", v, err)
	}
	locked := httptest.NewServer((&qbStandIn{user: "a", pass: "b"}).handler())
	defer locked.Close()
	v, err := qbCheck(locked.URL, "", "", false)
	wantReason(t, v, err, "qBittorrent要求登录")
}

func TestQBittorrentWrongService(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/v2/auth/login" {
			io.WriteString(w, "<html>router login</html>")
			return
		}
		w.WriteHeader(http.StatusInternalServerError)
	}))
	defer srv.Close()
	v, err := qbCheck(srv.URL, "a", "b", true)
	wantReason(t, v, err, "不是qBittorrent的响应")
	v, err = qbCheck(srv.URL, "", "", false)
	wantReason(t, v, err, "返回了意外的内容（HTTP 500）")
}
