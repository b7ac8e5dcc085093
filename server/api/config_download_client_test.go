package api

import "testing"

type downloadClientReply struct {
	Type               string     `json:"type"`
	URL                string     `json:"url"`
	Username           string     `json:"username"`
	Password           string     `json:"password"`
	NeedLogin          bool       `json:"need_login"`
	MonitorAllTorrents bool       `json:"monitor_all_torrents"`
	Health             healthJSON `json:"health"`
}

func TestDownloadClientDefaults(t *testing.T) {
	e := newTestEnv(t)
	got := okData[downloadClientReply](t, call(t, e.srv, "GET", "/api/config/get_download_client", "", e.adminAuth(t)))
	want := downloadClientReply{Type: "qbittorrent", URL: "http://", NeedLogin: true}
	if got != want {
		t.Fatalf("defaults %+v", got)
	}
}

func TestSaveDownloadClientRoundTrip(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	q := qbStandIn(t, "admin", "pass word")
	body := toJSON(map[string]any{"type": "qbittorrent", "url": q.URL, "username": "admin", "password": "pass word",
		"need_login": true, "monitor_all_torrents": true})
	r := call(t, e.srv, "POST", "/api/config/save_download_client", body, admin)
	saved := okData[saveReply](t, r)
	if r.env.Message != "保存成功，连接正常（版本 v4.5.2）" || saved.Next != "/setup/media-path" || saved.Health.Status != 1 {
		t.Fatalf("save: %s", r.raw)
	}
	got := okData[downloadClientReply](t, call(t, e.srv, "GET", "/api/config/get_download_client", "", admin))
	want := downloadClientReply{"qbittorrent", q.URL, "admin", "pass word", true, true, saved.Health}
	if got != want {
		t.Fatalf("get: %+v", got)
	}
	r = call(t, e.srv, "POST", "/api/config/test_download_client", body, admin)
	if r.env.Code != 0 || r.env.Message != "连接成功（版本 v4.5.2）" {
		t.Fatalf("test: %s", r.raw)
	}
}

func TestSaveDownloadClientDeadServiceStoresUnhealthy(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	dead := deadURL(t)
	body := toJSON(map[string]any{"type": "transmission", "url": dead, "username": "", "password": "", "need_login": false})
	r := call(t, e.srv, "POST", "/api/config/save_download_client", body, admin)
	wantOK(t, r, nil)
	if r.env.Message != "已保存，但连接失败：无法连接到 "+dead+"：连接被拒绝" {
		t.Fatalf("save: %s", r.raw)
	}
	got := okData[downloadClientReply](t, call(t, e.srv, "GET", "/api/config/get_download_client", "", admin))
	if got.Type != "transmission" || got.Health.Status != 2 || got.Health.CheckedAt == "" {
		t.Fatalf("get: %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/test_download_client", body, admin),
		"无法连接到 "+dead+"：连接被拒绝")
}

func TestSaveDownloadClientValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for body, msg := range map[string]string{
		`{"type":"deluge","url":"http://x"}`:                                                     "不支持的下载工具类型：deluge",
		`{"type":"qbittorrent","url":"","need_login":false}`:                                     "访问地址不能为空",
		`{"type":"qbittorrent","url":"qb:8080","need_login":false}`:                              "访问地址必须是以http://或https://开头的网址",
		`{"type":"qbittorrent","url":"http://x","username":"","password":"p","need_login":true}`: "登陆账号不能为空",
		`{"type":"qbittorrent","url":"http://x","username":"u","password":"","need_login":true}`: "登陆密码不能为空",
		`{"type":"qbittorrent","url":"http://x","need_login":"yes"}`:                             "字段need_login的值类型不正确（收到string）",
	} {
		for _, path := range []string{"/api/config/save_download_client", "/api/config/test_download_client"} {
			wantFail(t, call(t, e.srv, "POST", path, body, admin), msg)
		}
	}
}
