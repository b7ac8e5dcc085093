package clients

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// plexStandIn: /identity is public (as on a real server), the library
// needs the token.
func plexStandIn(token string) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /identity", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Accept") != "application/json" {
			io.WriteString(w, `<?xml version="1.0"?><MediaContainer version="1.41.3.9314"/>`)
			return
		}
		io.WriteString(w, `{"MediaContainer":{"size":0,"claimed":true,"machineIdentifier":"m","version":"1.41.3.9314"}}`)
	})
	mux.HandleFunc("GET /library/sections", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Plex-Token") != token {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		io.WriteString(w, `{"MediaContainer":{"size":0,"Directory":[]}}`)
	})
	return httptest.NewServer(mux)
}

func TestPlexTokenIsProvedOnTheLibrary(t *testing.T) {
	srv := plexStandIn("plex-token")
	defer srv.Close()
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "plex", URL: srv.URL, Token: "plex-token"})
	if err != nil || v != "1.41.3.9314" {
		t.Fatalf("got %q %v", v, err)
	}
	v, err = Checker{}.CheckMediaServer(bg, MediaServer{Type: "plex", URL: srv.URL, Token: "stolen?"})
	wantReason(t, v, err, "Token无效", "stolen?")
}

func TestPlexWrongService(t *testing.T) {
	srv := embyStandIn("", "k", false) // an Emby server has no /identity
	defer srv.Close()
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "plex", URL: srv.URL, Token: "k"})
	wantReason(t, v, err, "返回了意外的内容（HTTP 404）")
}
