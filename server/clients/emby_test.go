package clients

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// embyStandIn serves /System/Info under prefix to callers with key, read
// from the header each product documents.
func embyStandIn(prefix, key string, jellyfin bool) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != prefix+"/System/Info" {
			http.NotFound(w, r)
			return
		}
		got := r.Header.Get("X-Emby-Token")
		if jellyfin {
			got = ""
			if r.Header.Get("Authorization") == `MediaBrowser Token="`+key+`"` {
				got = key
			}
		}
		if got != key {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, "Access token is invalid or expired.")
			return
		}
		io.WriteString(w, `{"ServerName":"nas","Version":"10.9.11","Id":"abc"}`)
	}))
}

func TestEmbyAndJellyfin(t *testing.T) {
	for _, jf := range []bool{false, true} {
		kind := map[bool]string{false: "emby", true: "jellyfin"}[jf]
		srv := embyStandIn("/emby", "good-key", jf)
		v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: kind, URL: srv.URL + "/emby/", Token: "good-key"})
		if err != nil || v != "10.9.11" {
			t.Errorf("%s: %q %v", kind, v, err)
		}
		v, err = Checker{}.CheckMediaServer(bg, MediaServer{Type: kind, URL: srv.URL + "/emby", Token: "bad-key"})
		wantReason(t, v, err, "API密钥无效", "bad-key")
		srv.Close()
	}
}

func TestEmbyUnexpectedAnswers(t *testing.T) {
	for status, want := range map[int]string{500: "返回了意外的内容（HTTP 500）", 200: "不是Emby的响应"} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(status)
			io.WriteString(w, "<html></html>")
		}))
		v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: srv.URL, Token: "k"})
		wantReason(t, v, err, want)
		srv.Close()
	}
}
