package api

import (
	"strings"
	"testing"
)

// 测试 asks each address what the clients ask it: the stand-ins answer
// as TMDB and Douban do; a dead mirror is named with why.
func TestMetadataHostsTest(t *testing.T) {
	e := newMetaEnv(t)
	body := toJSON(map[string]string{
		"tmdb_api_base": e.tmdb.URL + "/3", "tmdb_image_base": e.tmdb.URL + "/t/p",
		"douban_rexxar_base": e.douban.URL + "/rexxar/api/v2", "douban_frodo_base": e.douban.URL + "/api/v2",
	})
	var checks []struct {
		Label, URL, Message string
		OK                  bool
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/test_metadata_hosts", body, e.admin), &checks)
	if len(checks) != 4 {
		t.Fatalf("checks %+v", checks)
	}
	for _, c := range checks {
		if !c.OK || strings.Contains(c.URL, "tmdb-test-key") {
			t.Errorf("check %+v", c)
		}
	}
	dead := toJSON(map[string]string{ // every address given: none may fall back to the internet
		"tmdb_api_base": e.tmdb.URL + "/3", "tmdb_image_base": e.tmdb.URL + "/t/p",
		"douban_rexxar_base": e.douban.URL + "/rexxar/api/v2", "douban_frodo_base": "http://127.0.0.1:9/api/v2",
	})
	r := call(t, e.srv, "POST", "/api/setting/test_metadata_hosts", dead, e.admin)
	if r.env.Code == 0 || !strings.Contains(r.env.Message, "豆瓣Frodo API地址（http://127.0.0.1:9/api/v2/movie/1292052）无法连接") {
		t.Fatalf("a dead address: %+v", r.env)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/test_metadata_hosts", `{"tmdb_api_base":"ftp://x"}`, e.admin),
		"TMDB API地址必须是以http://或https://开头的网址")
}
