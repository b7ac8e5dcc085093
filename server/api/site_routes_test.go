package api

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/ptsites"
)

const standinCookie = "c_secure_uid=1; c_secure_pass=standin"

func saveSiteBody(url, cookie string) string {
	b, _ := json.Marshal(map[string]any{"site_name": "hdsky", "auth_type": "cookies", "cookie": cookie, "user_agent": "",
		"proxies": "", "traffic_management_status": 0, "upload_kpi": 1024, "web_search": true, "smart_download": true,
		"site_url": url})
	return string(b)
}

// standinSite starts the NexusPHP stand-in and saves it, as the admin, as
// the site hdsky signed in with a good cookie.
func (e *testEnv) standinSite(t *testing.T, admin string) *standin.Server {
	t.Helper()
	np := standin.Must(t, "nexusphp", nil)
	wantOK(t, call(t, e.srv, "POST", "/api/site/save_site", saveSiteBody(np.URL, standinCookie), admin), nil)
	return np
}

func TestSaveSiteVerifiesTheCookieAndFillsTheDashboard(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	np := standin.Must(t, "nexusphp", nil)

	wantFail(t, call(t, e.srv, "POST", "/api/site/save_site", saveSiteBody(np.URL, "c_secure_uid=1; c_secure_pass=wrong"), admin),
		"站点验证失败：Cookie 已失效：站点要求重新登录，请更新Cookie")
	none := okData[[]ptsites.SiteView](t, call(t, e.srv, "GET", "/api/site/get_sites", "", admin))
	if len(none) != 0 {
		t.Fatalf("a refused site was stored: %+v", none)
	}

	r := call(t, e.srv, "POST", "/api/site/save_site", saveSiteBody(np.URL, standinCookie), admin)
	wantOK(t, r, nil)
	if r.env.Message != "天空添加成功！" {
		t.Fatalf("message %q", r.env.Message)
	}
	list := okData[[]ptsites.SiteView](t, call(t, e.srv, "GET", "/api/site/get_sites", "", admin))
	if len(list) != 1 || list[0].Username != "alice" || list[0].Status != 1 || list[0].ShareRate != 3.072 ||
		list[0].UploadSize != 1.5*1024*1024 || list[0].Seeding != 12 || list[0].Bonus != 12345.6 {
		t.Fatalf("sites = %+v", list)
	}
	ov := okData[ptsites.Overview](t, call(t, e.srv, "GET", "/api/site/overview", "", admin))
	if ov.SiteCount != 1 || ov.TotalUp != 1.5*1024*1024 || ov.TodayUpRate != "+0%" || ov.DataUpdateTime == "" {
		t.Fatalf("overview = %+v", ov)
	}
	if !strings.Contains(call(t, e.srv, "GET", "/api/site/overview", "", admin).raw, `"yestday_up":0`) {
		t.Fatal("overview lacks the contract's yestday_up")
	}

	// Search: the answer names the site and the results carry parsed labels.
	r = call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=matrix&searchSite=true&searchDouban=true&searchMediaServer=false", "", admin)
	a := okData[ptsites.SearchAnswer](t, r)
	if len(a.Torrents) != 3 || len(a.SiteNames) != 1 || a.SiteNames[0] != "天空" || a.MaxRunSiteName != "天空" {
		t.Fatalf("search = %s", r.raw)
	}
	top := a.Torrents[0]
	if top.Resolution != "1080p" || top.MediaSource != "BluRay" || top.ReleaseTeam != "CMCT" || top.DownloadVolumeFactor != 0 {
		t.Fatalf("top torrent = %+v", top)
	}
	hist := okData[[]ptsites.HistoryEntry](t, call(t, e.srv, "GET", "/api/movie/get_search_keyword_cache", "", admin))
	if len(hist) != 1 || hist[0].Keyword != "matrix" || hist[0].Status != "success" || hist[0].SearchDouban != "true" {
		t.Fatalf("history = %+v", hist)
	}
	// cache=true answers the kept results without asking the site again.
	before := len(np.Requests())
	wantOK(t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=matrix&cache=true", "", admin), &a)
	if !a.Cached || len(a.Torrents) != 3 || len(np.Requests()) != before {
		t.Fatalf("cached answer %v, %d torrents, site asked %d times", a.Cached, len(a.Torrents), len(np.Requests())-before)
	}

	d := okData[map[string]any](t, call(t, e.srv, "GET", "/api/site/get_detail?site_id=hdsky&url="+top.DetailsURL, "", admin))
	if imgs, _ := d["images"].([]any); len(imgs) != 2 || !strings.Contains(fmt.Sprint(d["intro"]), "简介") {
		t.Fatalf("detail = %v", d)
	}

	wantOK(t, call(t, e.srv, "POST", "/api/site/delete", fmt.Sprintf(`{"id":%d}`, list[0].ID), admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/site/get_sites", "", admin), &list)
	if len(list) != 0 {
		t.Fatalf("after delete: %+v", list)
	}
}

func TestSearchKeywordErrorIsTopLevel(t *testing.T) {
	e := newTestEnv(t)
	r := call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=x", "", e.adminAuth(t))
	var body map[string]any
	json.Unmarshal([]byte(r.raw), &body)
	if body["error"] != ptsites.ErrNoSites.Message || body["code"] != float64(1) || body["reason"] != "setup" {
		t.Fatalf("got %s", r.raw)
	}
	// A family member cannot add sites: she is told whom to ask.
	member := e.userAuth(t)
	r = call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=x", "", member)
	json.Unmarshal([]byte(r.raw), &body)
	if body["error"] != "没有可搜索的站点，请联系管理员添加站点" || body["reason"] != "setup" {
		t.Fatalf("family member got %s", r.raw)
	}
	// Any other refusal has no reason (the screens may retry it).
	body = nil
	r = call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=+", "", member)
	json.Unmarshal([]byte(r.raw), &body)
	if body["error"] == nil || body["code"] != float64(1) || body["reason"] != nil {
		t.Fatalf("empty keyword got %s", r.raw)
	}
	// The streamed search says the same.
	wantSetup(t, call(t, e.srv, "GET", "/api/movie/search_stream?keyword=x", "", member),
		"没有可搜索的站点，请联系管理员添加站点")
}

func TestSaveSiteFormLoginNeverReturnsThePassword(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	np := standin.Must(t, "nexusphp", map[string]string{"user": "alice", "password": "s3cret-pw"})
	body := func(pw string) string {
		b, _ := json.Marshal(map[string]any{"site_name": "hdsky", "auth_type": "user", "auth_username": "alice",
			"auth_password": pw, "web_search": 1, "smart_download": "true", "site_url": np.URL}) // 1/0 as get_sites sends them
		return string(b)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/site/save_site", body("wrong"), admin),
		"站点验证失败：登录失败：错误: 用户名或密码不正确！")
	wantOK(t, call(t, e.srv, "POST", "/api/site/save_site", body("s3cret-pw"), admin), nil)
	// Editing without retyping keeps the stored password.
	wantOK(t, call(t, e.srv, "POST", "/api/site/save_site", body(""), admin), nil)
	r := call(t, e.srv, "GET", "/api/site/get_sites", "", admin)
	if strings.Contains(r.raw, "s3cret-pw") || !strings.Contains(r.raw, `"has_password":true`) ||
		!strings.Contains(r.raw, `"web_search":1,"smart_download":1`) {
		t.Fatalf("get_sites = %s", r.raw)
	}
}

func TestCatalogueSaysHowEachSiteSignsIn(t *testing.T) {
	e := newTestEnv(t)
	var list []struct {
		ID       string `json:"id"`
		SiteType string `json:"site_type"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/sites", "", e.adminAuth(t)), &list)
	types := map[string]string{}
	for _, s := range list {
		types[s.ID] = s.SiteType
	}
	if types["hdsky"] != "cardigann" || types["mteam"] != "mteam" || types["totheglory"] != "" || types["torznab"] != "torznab" {
		t.Fatalf("types %v", types)
	}
}
