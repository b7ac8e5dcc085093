package clients

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// aria2StandIn answers aria2.getVersion like aria2c --enable-rpc
// --rpc-secret=<secret>: errors come with HTTP 400.
func aria2StandIn(t *testing.T, path, secret string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != path {
			http.NotFound(w, r)
			return
		}
		var req struct {
			JSONRPC string   `json:"jsonrpc"`
			ID      string   `json:"id"`
			Method  string   `json:"method"`
			Params  []string `json:"params"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.JSONRPC != "2.0" || req.Method != "aria2.getVersion" {
			t.Errorf("bad request %+v %v", req, err)
		}
		if secret != "" && (len(req.Params) == 0 || req.Params[0] != "token:"+secret) {
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"id":"`+req.ID+`","jsonrpc":"2.0","error":{"code":1,"message":"Unauthorized"}}`)
			return
		}
		io.WriteString(w, `{"id":"`+req.ID+`","jsonrpc":"2.0","result":{"enabledFeatures":["BitTorrent"],"version":"1.37.0"}}`)
	}))
}

func aria2Check(url, secret string) (string, error) {
	return Checker{}.CheckDownloadClient(bg, DownloadClient{Type: "aria2", URL: url, Password: secret})
}

func TestAria2Version(t *testing.T) {
	srv := aria2StandIn(t, "/jsonrpc", "tok")
	defer srv.Close()
	if v, err := aria2Check(srv.URL+"/jsonrpc", "tok"); err != nil || v != "1.37.0" {
		t.Fatalf("given path: %q %v", v, err)
	}
	if v, err := aria2Check(srv.URL, "tok"); err != nil || v != "1.37.0" {
		t.Fatalf("default path: %q %v", v, err)
	}
	v, err := aria2Check(srv.URL+"/jsonrpc", "wrong-token")
	wantReason(t, v, err, "Aria2 RPC密钥错误", "wrong-token")
}

func TestAria2WithoutSecret(t *testing.T) {
	srv := aria2StandIn(t, "/rpc", "")
	defer srv.Close()
	if v, err := aria2Check(srv.URL+"/rpc", ""); err != nil || v != "1.37.0" {
		t.Fatalf("got %q %v", v, err)
	}
	v, err := aria2Check(srv.URL+"/elsewhere", "")
	wantReason(t, v, err, "返回了意外的内容（HTTP 404）")
}
