package downloads

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// Transmission answers 409 with a session id first; the add is retried
// with it and carries the file and the download dir.
func TestTransmissionAdd(t *testing.T) {
	var calls []map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/transmission/rpc" {
			http.NotFound(w, r)
			return
		}
		if u, p, _ := r.BasicAuth(); u != "tr" || p != "pw" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if r.Header.Get("X-Transmission-Session-Id") != "sid-1" {
			w.Header().Set("X-Transmission-Session-Id", "sid-1")
			w.WriteHeader(http.StatusConflict)
			return
		}
		var got map[string]any
		json.NewDecoder(r.Body).Decode(&got)
		calls = append(calls, got)
		w.Write([]byte(`{"result":"success","arguments":{"torrent-added":{"id":1}}}`))
	}))
	defer srv.Close()
	s := &Service{client: srv.Client()}
	c := settings.DownloadClientEntry{Type: "transmission", URL: srv.URL, Username: "tr", Password: "pw"}
	if err := s.trAdd(context.Background(), c, []byte("d1:ae"), []string{"abc123"}, "/dl/tv", "电影"); err != nil {
		t.Fatal(err)
	}
	if len(calls) != 2 {
		t.Fatalf("calls %v", calls)
	}
	got, set := calls[0], calls[1]
	args, _ := got["arguments"].(map[string]any)
	setArgs, _ := set["arguments"].(map[string]any)
	if set["method"] != "torrent-set" || fmt.Sprint(setArgs["ids"]) != "[abc123]" || fmt.Sprint(setArgs["labels"]) != "[MovieRobot 电影]" {
		t.Fatalf("labels: %v", set)
	}
	if got["method"] != "torrent-add" || args["download-dir"] != "/dl/tv" || args["metainfo"] != base64.StdEncoding.EncodeToString([]byte("d1:ae")) {
		t.Fatalf("sent %v", got)
	}
	c.Password = "wrong"
	if err := s.trAdd(context.Background(), c, []byte("d1:ae"), []string{"abc123"}, "", ""); err == nil || err.Error() != "用户名或密码错误" {
		t.Fatalf("wrong password: %v", err)
	}
}

func TestAria2Add(t *testing.T) {
	var got struct {
		Method string `json:"method"`
		Params []any  `json:"params"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		json.NewDecoder(r.Body).Decode(&got)
		if got.Params[0] != "token:s3" {
			w.Write([]byte(`{"jsonrpc":"2.0","id":"mr","error":{"code":1,"message":"Unauthorized"}}`))
			return
		}
		w.Write([]byte(`{"jsonrpc":"2.0","id":"mr","result":"2089b05ecca3d829"}`))
	}))
	defer srv.Close()
	s := &Service{client: srv.Client()}
	c := settings.DownloadClientEntry{Type: "aria2", URL: srv.URL, Secret: "s3"}
	if err := s.aria2Add(context.Background(), c, []byte("d1:ae"), "/dl/movie"); err != nil {
		t.Fatal(err)
	}
	opts, _ := got.Params[3].(map[string]any)
	if got.Method != "aria2.addTorrent" || opts["dir"] != "/dl/movie" {
		t.Fatalf("sent %+v", got)
	}
	c.Secret = "bad"
	if err := s.aria2Add(context.Background(), c, []byte("d1:ae"), ""); err == nil || err.Error() != "Unauthorized" {
		t.Fatalf("bad secret: %v", err)
	}
}
