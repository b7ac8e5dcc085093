package api

import (
	"encoding/json"
	"testing"
)

type listEntry map[string]any

func getEntries(t *testing.T, e *testEnv, auth, path string) []listEntry {
	t.Helper()
	list := okData[[]listEntry](t, call(t, e.srv, "GET", path, "", auth))
	return list
}

func TestMediaServerListRoundTrip(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	emby := embyStandIn(t, "k", "4.8.1.0")
	dead := deadURL(t)
	if list := getEntries(t, e, admin, "/api/setting/get_media_server"); len(list) != 0 {
		t.Fatalf("fresh list %v", list)
	}
	r := call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "emby", "name": "客厅",
		"old_name": "", "url": emby.URL, "internet_url": "", "token": "k", "master_server": true, "refresh_media_server": true}), admin)
	wantOK(t, r, nil)
	if r.env.Message != "保存成功，连接正常（版本 4.8.1.0）" {
		t.Fatalf("save: %s", r.raw)
	}
	r = call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "plex", "name": "书房",
		"old_name": "", "url": dead, "token": "t", "master_server": false, "refresh_media_server": false}), admin)
	if r.env.Code != 0 || r.env.Message != "已保存，但连接失败：无法连接到 "+dead+"：连接被拒绝" {
		t.Fatalf("save down: %s", r.raw)
	}
	list := getEntries(t, e, admin, "/api/setting/get_media_server")
	if len(list) != 2 || list[0]["name"] != "客厅" || list[0]["status"] != 1.0 || list[0]["master_server"] != true ||
		list[1]["name"] != "书房" || list[1]["status"] != 2.0 || list[1]["master_server"] != false || list[1]["token"] != "t" {
		t.Fatalf("list %v", list)
	}
	// Rename 书房 and make it the master; its health moves with it.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "plex", "name": "书房2",
		"old_name": "书房", "url": dead, "token": "t", "master_server": true}), admin), nil)
	list = getEntries(t, e, admin, "/api/setting/get_media_server")
	if len(list) != 2 || list[1]["name"] != "书房2" || list[1]["master_server"] != true || list[0]["master_server"] != false || list[1]["status"] != 2.0 {
		t.Fatalf("after rename %v", list)
	}
	// The legacy single form shows the master.
	legacy := okData[mediaServerReply](t, call(t, e.srv, "GET", "/api/config/get_media_server", "", admin))
	if legacy.Type != "plex" || legacy.URL != dead || legacy.Health.Status != 2 {
		t.Fatalf("legacy view %+v", legacy)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "emby", "name": "客厅",
		"old_name": "", "url": emby.URL, "token": "k"}), admin), "已经有名为“客厅”的媒体服务器了")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "emby", "name": "x",
		"old_name": "nope", "url": emby.URL, "token": "k"}), admin), "媒体服务器“nope”不存在，可能已被删除")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_media_server", `{"type":"emby","name":"","url":"http://x","token":"k"}`, admin), "别名不能为空")

	r = call(t, e.srv, "GET", "/api/setting/delete_media_server?type=plex&name=%E4%B9%A6%E6%88%BF2", "", admin)
	if r.raw != `{"code":0,"message":"删除成功","data":null}` {
		t.Fatalf("delete: %s", r.raw)
	}
	list = getEntries(t, e, admin, "/api/setting/get_media_server")
	if len(list) != 1 || list[0]["name"] != "客厅" || list[0]["master_server"] != true {
		t.Fatalf("after delete %v", list)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/setting/delete_media_server?type=plex&name=x", "", admin), "媒体服务器“x”不存在，可能已被删除")
}

// The wizard's single form and the list edit the same record both ways.
func TestLegacyFormsWriteTheListsPrimaryEntry(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	q := qbStandIn(t, "u", "p")
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_download_client", toJSON(map[string]any{"type": "qbittorrent",
		"url": q.URL, "username": "u", "password": "p", "need_login": true, "monitor_all_torrents": false}), admin), nil)
	list := getEntries(t, e, admin, "/api/setting/get_download_client")
	b, _ := json.Marshal(list)
	want := `[{"health":` + string(mustJSON(list[0]["health"])) + `,"is_default":true,"monitor_all_torrents":false,"name":"默认","need_login":true,` +
		`"password":"p","secret":"","site_id":null,"status":1,"type":"qbittorrent","url":"` + q.URL + `","username":"u"}]`
	if string(b) != want {
		t.Fatalf("list %s\nwant %s", b, want)
	}
	// Add a second client as the default: the legacy form now edits it.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_download_client", toJSON(map[string]any{"type": "aria2", "edit_name": nil,
		"name": "A2", "url": deadURL(t), "secret": "s", "is_default": true, "site_id": []string{"mteam"}}), admin), nil)
	legacy := okData[downloadClientReply](t, call(t, e.srv, "GET", "/api/config/get_download_client", "", admin))
	if legacy.Type != "aria2" || legacy.Password != "s" || legacy.Health.Status != 2 {
		t.Fatalf("legacy view %+v", legacy)
	}
	media := okData[mediaPathJSON](t, call(t, e.srv, "GET", "/api/config/get_media_path", "", admin))
	if media.DownloadClient != "aria2" {
		t.Fatalf("media path's client %q", media.DownloadClient)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_download_client", toJSON(map[string]any{"type": "qbittorrent",
		"url": q.URL, "username": "u", "password": "p", "need_login": true}), admin), nil)
	list = getEntries(t, e, admin, "/api/setting/get_download_client")
	if len(list) != 2 || list[1]["name"] != "A2" || list[1]["type"] != "qbittorrent" || list[1]["status"] != 1.0 ||
		list[1]["site_id"].([]any)[0] != "mteam" || list[0]["is_default"] != false {
		t.Fatalf("after legacy save %v", list)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_download_client",
		`{"type":"aria2","name":"x","url":"http://x","secret":""}`, admin), "RPC密钥不能为空")
	wantOK(t, call(t, e.srv, "GET", "/api/setting/delete_download_client?name=A2", "", admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/config/get_download_client", "", admin), &legacy)
	if legacy.Type != "qbittorrent" || legacy.URL != q.URL || legacy.Health.Status != 1 {
		t.Fatalf("legacy after delete %+v", legacy)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
