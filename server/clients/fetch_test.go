package clients

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestFetch(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Answer", "yes")
		w.Write([]byte(strings.Repeat("a", 50)))
	}))
	defer srv.Close()
	get := func(url string) (*http.Response, []byte, error) {
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		return Fetch(srv.Client(), req, 10)
	}

	res, body, err := get(srv.URL + "/")
	if err != nil || res.StatusCode != 200 || res.Header.Get("X-Answer") != "yes" || string(body) != strings.Repeat("a", 10) {
		t.Fatalf("capped answer: %v %v %q", res, err, body)
	}
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	_, _, err = get(dead.URL + "/?api_key=SECRET")
	fe, ok := errors.AsType[*FetchError](err)
	if !ok || fe.Read || err.Error() != "连接被拒绝" {
		t.Fatalf("refused: %#v %v", err, err)
	}
}

func TestFetchReadError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "100")
		w.Write([]byte("short"))
	}))
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
	_, _, err := Fetch(srv.Client(), req, 1<<20)
	fe, ok := errors.AsType[*FetchError](err)
	if !ok || !fe.Read || strings.Contains(err.Error(), srv.URL) {
		t.Fatalf("a body cut short is a read failure naming no URL: %#v %v", err, err)
	}
}
