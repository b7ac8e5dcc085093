package clients

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

// trStandIn speaks Transmission RPC: the 409 session-id handshake, basic
// auth and session-get.
type trStandIn struct {
	user, pass string
	path       string
	calls      atomic.Int32
}

func (s *trStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.calls.Add(1)
	if r.Method != http.MethodPost || r.URL.Path != s.path {
		http.NotFound(w, r)
		return
	}
	if s.user != "" {
		if u, p, ok := r.BasicAuth(); !ok || u != s.user || p != s.pass {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, "<h1>401: Unauthorized</h1>")
			return
		}
	}
	if r.Header.Get(transmissionSessionHeader) != "tok-42" {
		w.Header().Set(transmissionSessionHeader, "tok-42")
		w.WriteHeader(http.StatusConflict)
		return
	}
	var req struct{ Method string }
	if json.NewDecoder(r.Body).Decode(&req) != nil || req.Method != "session-get" {
		io.WriteString(w, `{"result":"method name not recognized","arguments":{}}`)
		return
	}
	io.WriteString(w, `{"arguments":{"version":"4.0.5 (a6fe2a64aa)","rpc-version":18},"result":"success"}`)
}

func trCheck(url, user, pass string) (string, error) {
	return Checker{}.CheckDownloadClient(bg, DownloadClient{Type: "transmission", URL: url, Username: user, Password: pass})
}

func TestTransmissionHandshakeAndVersion(t *testing.T) {
	st := &trStandIn{path: "/transmission/rpc"}
	srv := httptest.NewServer(st)
	defer srv.Close()
	v, err := trCheck(srv.URL, "", "")
	if err != nil || v != "4.0.5 (a6fe2a64aa)" {
		t.Fatalf("got %q %v", v, err)
	}
	if st.calls.Load() != 2 {
		t.Fatalf("%d calls, want 409 then the retry", st.calls.Load())
	}
}

func TestTransmissionBasicAuth(t *testing.T) {
	srv := httptest.NewServer(&trStandIn{path: "/transmission/rpc", user: "tr", pass: "pw"})
	defer srv.Close()
	if v, err := trCheck(srv.URL, "tr", "pw"); err != nil || v == "" {
		t.Fatalf("good credentials: %q %v", v, err)
	}
	v, err := trCheck(srv.URL, "tr", "bad-secret")
	wantReason(t, v, err, "用户名或密码错误", "bad-secret")
}

func TestTransmissionCustomPathIsUsedAsGiven(t *testing.T) {
	srv := httptest.NewServer(&trStandIn{path: "/tr/rpc"})
	defer srv.Close()
	if v, err := trCheck(srv.URL+"/tr/rpc", "", ""); err != nil || v == "" {
		t.Fatalf("got %q %v", v, err)
	}
}

func TestTransmissionEndlessConflictStops(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set(transmissionSessionHeader, "always-new")
		w.WriteHeader(http.StatusConflict)
	}))
	defer srv.Close()
	v, err := trCheck(srv.URL, "", "")
	wantReason(t, v, err, "Transmission会话握手失败")
	if calls.Load() != 2 {
		t.Fatalf("%d calls, want 2 (retry once)", calls.Load())
	}
}

func TestTransmissionUnexpectedAnswers(t *testing.T) {
	for body, want := range map[string]string{
		`{"result":"error: boom","arguments":{}}`: "Transmission返回错误：error: boom",
		`{"hello":"world"}`:                       "不是Transmission的响应",
		`not json`:                                "不是Transmission的响应",
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, body) }))
		v, err := trCheck(srv.URL, "", "")
		wantReason(t, v, err, want)
		srv.Close()
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusForbidden)
	}))
	defer srv.Close()
	v, err := trCheck(srv.URL, "", "")
	wantReason(t, v, err, "rpc-whitelist")
}
