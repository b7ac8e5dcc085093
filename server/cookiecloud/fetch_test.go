package cookiecloud

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// standIn serves encrypted for uuid at /get/<uuid>, like a CookieCloud server.
func standIn(t *testing.T, uuid, encrypted string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != "GET" || r.URL.Path != "/get/"+uuid {
			http.NotFound(w, r)
			return
		}
		w.Write([]byte(`{"encrypted":"` + encrypted + `"}`))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestFetch(t *testing.T) {
	srv := standIn(t, "my-uuid", opensslEncrypted(t))
	data, err := Fetch(context.Background(), nil, srv.URL+"/", "my-uuid", "secret")
	if err != nil || data.Count() != 1 || data.CookieData["example.com"][0].Value != "abc" {
		t.Fatalf("Fetch = %+v, %v", data, err)
	}
	for _, c := range []struct{ uuid, password, want string }{
		{"my-uuid", "wrong", "解密失败，请检查UUID和端对端加密密码"},
		{"other", "secret", "服务器上没有这个UUID的数据，请先在浏览器插件中上传一次"},
	} {
		if _, err := Fetch(context.Background(), nil, srv.URL, c.uuid, c.password); err == nil || err.Error() != c.want {
			t.Errorf("%+v: %v", c, err)
		}
	}
	dead := httptest.NewServer(nil)
	dead.Close()
	if _, err := Fetch(context.Background(), nil, dead.URL, "u", "p"); err == nil || err.Error() != "无法连接到 "+dead.URL+"：连接被拒绝" {
		t.Fatalf("dead: %v", err)
	}
	// A password in the server's address is not repeated in the message.
	withPass := strings.Replace(dead.URL, "http://", "http://user:secret@", 1)
	if _, err := Fetch(context.Background(), nil, withPass, "u", "p"); err == nil || strings.Contains(err.Error(), "secret") {
		t.Fatalf("dead with a password: %v", err)
	}
}
