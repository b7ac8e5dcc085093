package api

import (
	"net/http"
	"net/http/httptest"
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

// FanArt's address (issue 28): saved with the others, read back by the
// form, asked by 测试 with the saved key; a bad one is refused by name.
func TestFanartAddressSavedAndTested(t *testing.T) {
	e := newMetaEnv(t)
	var asked []string
	fanart := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path+"?"+r.URL.RawQuery)
		w.WriteHeader(http.StatusNotFound) // FanArt's answer for a movie without art
	}))
	t.Cleanup(fanart.Close)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_fanart", `{"api_key":"fanart-key"}`, e.admin), nil)
	hosts := map[string]string{
		"tmdb_api_base": e.tmdb.URL + "/3", "tmdb_image_base": e.tmdb.URL + "/t/p",
		"douban_rexxar_base": e.douban.URL + "/rexxar/api/v2", "douban_frodo_base": e.douban.URL + "/api/v2",
		"fanart_api_base": fanart.URL + "/lan/v3/",
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_metadata_hosts", toJSON(hosts), e.admin), nil)
	var got struct {
		Hosts map[string]string `json:"hosts"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_movie_metadata", "", e.admin), &got)
	if got.Hosts["fanart_api_base"] != fanart.URL+"/lan/v3" {
		t.Fatalf("saved hosts %v", got.Hosts)
	}
	var checks []struct {
		Label, URL string
		OK         bool
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/test_metadata_hosts", toJSON(hosts), e.admin), &checks)
	if len(checks) != 5 || checks[4].Label != "FanArt API地址" || !checks[4].OK || strings.Contains(checks[4].URL, "fanart-key") {
		t.Fatalf("checks %+v", checks)
	}
	if len(asked) != 1 || asked[0] != "/lan/v3/movies/603?api_key=fanart-key" {
		t.Fatalf("FanArt asked %v", asked)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_metadata_hosts", `{"fanart_api_base":"fanart.lan/v3"}`, e.admin),
		"FanArt API地址必须是以http://或https://开头的网址")
}
