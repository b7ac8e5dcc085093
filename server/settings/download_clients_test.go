package settings

import (
	"reflect"
	"testing"
)

func TestDownloadClientEntryValidate(t *testing.T) {
	in := decodeInput[DownloadClientEntryInput](t, `{"type":"aria2","edit_name":"old","name":"A2","url":"http://nas:6800/jsonrpc",
		"username":"u","password":"p","secret":"s3","need_login":true,"is_default":true,"site_id":[" mteam ","hdsky","mteam",""]}`)
	got, err := in.Validate()
	want := DownloadClientEntry{Type: "aria2", Name: "A2", URL: "http://nas:6800/jsonrpc", Secret: "s3", IsDefault: true,
		SiteID: []string{"mteam", "hdsky"}}
	if err != nil || !reflect.DeepEqual(got, want) || *in.EditName != "old" {
		t.Fatalf("aria2: %+v %v", got, err)
	}
	got, err = decodeInput[DownloadClientEntryInput](t, `{"type":"qbittorrent","name":"qb","url":"http://qb","username":"u",
		"password":" p ","need_login":true,"site_id":[]}`).Validate()
	if err != nil || got.Password != " p " || got.SiteID != nil || got.Secret != "" {
		t.Fatalf("qb: %+v %v", got, err)
	}
	for body, msg := range map[string]string{
		`{"type":"aria2","name":"a","url":"http://x","secret":""}`:                            "RPC密钥不能为空",
		`{"type":"qbittorrent","name":"","url":"http://x"}`:                                   "名称不能为空",
		`{"type":"qbittorrent","name":"q","url":"http://x","need_login":true,"password":"p"}`: "登陆账号不能为空",
		`{"type":"transmission","name":"t","url":"http://x","site_id":["` + long(65) + `"]}`:  "站点不能超过64个字符",
		`{"type":"deluge","name":"d","url":"http://x"}`:                                       "不支持的下载工具类型：deluge",
	} {
		if _, err := decodeInput[DownloadClientEntryInput](t, body).Validate(); msgOf(err) != msg {
			t.Errorf("%s: got %q, want %q", body, msgOf(err), msg)
		}
	}
}

func TestDownloadClientListAndLegacy(t *testing.T) {
	list, name := ApplyLegacyDownloadClient(nil, DownloadClient{Type: "aria2", URL: "http://a", Password: "sec"})
	if name != "默认" || list[0].Secret != "sec" || list[0].Password != "" || !list[0].IsDefault {
		t.Fatalf("legacy aria2: %+v", list)
	}
	if d, _ := DefaultDownloadClient(list); d.Legacy().Password != "sec" {
		t.Fatalf("legacy view: %+v", d.Legacy())
	}
	list, err := PutDownloadClient(list, "", DownloadClientEntry{Name: "qb", Type: "qbittorrent", IsDefault: true, SiteID: []string{"x"}})
	if err != nil || list[0].IsDefault || !list[1].IsDefault {
		t.Fatalf("new default: %+v %v", list, err)
	}
	list, _ = ApplyLegacyDownloadClient(list, DownloadClient{Type: "qbittorrent", URL: "http://q", Username: "u", Password: "p", NeedLogin: true})
	if list[1].URL != "http://q" || list[1].Password != "p" || list[1].SiteID[0] != "x" || list[0].URL != "http://a" {
		t.Fatalf("legacy into the default: %+v", list)
	}
	list, _ = DeleteDownloadClient(list, "qb")
	if d, ok := DefaultDownloadClient(list); !ok || d.Name != "默认" {
		t.Fatalf("after delete: %+v", list)
	}
	if _, err := DeleteDownloadClient(list, "qb"); msgOf(err) != "下载工具“qb”不存在，可能已被删除" {
		t.Fatalf("delete missing: %v", err)
	}
}
