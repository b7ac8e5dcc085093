package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/netutil"
)

// forwardedSeen sends one request with the given X-Forwarded-* headers
// through a full handler trusting trusted, and returns what the upstream saw.
func forwardedSeen(t *testing.T, trusted string, in map[string]string) http.Header {
	t.Helper()
	got := make(chan http.Header, 1)
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.Header.Clone()
	}))
	defer upstream.Close()
	tr, err := netutil.ParseTrusted(trusted)
	if err != nil {
		t.Fatal(err)
	}
	logger, _ := newLogCapture()
	front := httptest.NewServer(newTestHandler(t, Options{Backend: NewProxy(mustParse(t, upstream.URL), logger), Trusted: tr}))
	defer front.Close()
	req, _ := http.NewRequest("GET", front.URL+"/api/x", nil)
	req.Host = "console.lan"
	for k, v := range in {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return <-got
}

func TestProxyKeepsChainFromTrustedProxy(t *testing.T) {
	h := forwardedSeen(t, "127.0.0.0/8", map[string]string{
		"X-Forwarded-For":   "203.0.113.9, 10.0.0.5",
		"X-Forwarded-Proto": "https",
		"X-Forwarded-Host":  "movies.example.com",
	})
	if got := h.Values("X-Forwarded-For"); len(got) != 1 || got[0] != "203.0.113.9, 10.0.0.5, 127.0.0.1" {
		t.Errorf("X-Forwarded-For = %q", got)
	}
	if h.Get("X-Forwarded-Proto") != "https" || h.Get("X-Forwarded-Host") != "movies.example.com" {
		t.Errorf("trusted proxy's -Proto/-Host not passed on: %q %q", h.Get("X-Forwarded-Proto"), h.Get("X-Forwarded-Host"))
	}
	// A trusted proxy that sent no headers: ours describe the connection.
	h = forwardedSeen(t, "127.0.0.1", nil)
	if h.Get("X-Forwarded-For") != "127.0.0.1" || h.Get("X-Forwarded-Proto") != "http" || h.Get("X-Forwarded-Host") != "console.lan" {
		t.Errorf("got %v", h)
	}
}

func TestProxyDropsHeadersFromUntrustedPeer(t *testing.T) {
	spoof := map[string]string{"X-Forwarded-For": "1.2.3.4", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil"}
	for _, trusted := range []string{"", "10.0.0.0/8"} {
		h := forwardedSeen(t, trusted, spoof)
		if h.Get("X-Forwarded-For") != "127.0.0.1" || h.Get("X-Forwarded-Proto") != "http" || h.Get("X-Forwarded-Host") != "console.lan" {
			t.Errorf("trusted=%q: spoofed headers passed on: %v", trusted, h)
		}
	}
}
