package api

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/cookiecloud"
)

func TestCookieCloudTestReallyFetchesAndDecrypts(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	enc, err := cookiecloud.Encrypt([]byte(`{"cookie_data":{"a.com":[{"name":"x","value":"1"}],"b.com":[{"name":"y"},{"name":"z"}]},"local_storage_data":{}}`), "uid-1", "pw")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/cc/get/uid-1" {
			http.NotFound(w, r)
			return
		}
		w.Write([]byte(`{"encrypted":"` + enc + `"}`))
	}))
	defer srv.Close()
	form := func(pw string) string {
		return `{"server_url":"` + srv.URL + `/cc/","uuid":"uid-1","password":"` + pw + `","enable":false}`
	}
	if r := call(t, e.srv, "POST", "/api/setting/test_cookie_cloud", form("pw"), admin); r.raw != `{"code":0,"message":"连接成功，已解密2个网站的3条Cookie","data":{"cookies":3,"domains":2}}` {
		t.Fatalf("test: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/test_cookie_cloud", form("nope"), admin), "解密失败，请检查UUID和端对端加密密码")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/test_cookie_cloud", `{"server_url":"","uuid":"u","password":"p"}`, admin), "服务器地址不能为空")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/test_cookie_cloud", form("pw"), e.userAuth(t)), "需要管理员权限")
}
