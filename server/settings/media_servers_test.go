package settings

import (
	"encoding/json"
	"testing"
)

func TestMediaServerEntryValidate(t *testing.T) {
	in := decodeInput[MediaServerEntryInput](t, `{"type":"emby","name":" 客厅 ","old_name":"x","url":"http://emby:8096/",
		"internet_url":"https://emby.example.com/","token":"k","master_server":true,"refresh_media_server":false}`)
	got, err := in.Validate()
	want := MediaServerEntry{"emby", "客厅", "http://emby:8096", "https://emby.example.com", "k", true, false}
	if err != nil || got != want || in.OldName != "x" {
		t.Fatalf("valid: %+v %v", got, err)
	}
	for body, msg := range map[string]string{
		`{"type":"emby","name":"","url":"http://x","token":"k"}`:                            "别名不能为空",
		`{"type":"emby","name":"a\u0001","url":"http://x","token":"k"}`:                     "别名不能包含控制字符",
		`{"type":"emby","name":"` + long(33) + `","url":"http://x","token":"k"}`:            "别名不能超过32个字符",
		`{"type":"emby","name":"a","url":"http://x","token":"k","internet_url":"emby.lan"}`: "外网访问地址必须是以http://或https://开头的网址",
		`{"type":"kodi","name":"a","url":"http://x","token":"k"}`:                           "不支持的媒体服务类型：kodi",
		`{"type":"plex","name":"a","url":"http://x","token":""}`:                            "Token不能为空",
	} {
		if _, err := decodeInput[MediaServerEntryInput](t, body).Validate(); msgOf(err) != msg {
			t.Errorf("%s: got %q, want %q", body, msgOf(err), msg)
		}
	}
}

func names(list []MediaServerEntry) (out []string) {
	for _, e := range list {
		n := e.Name
		if e.MasterServer {
			n += "*"
		}
		out = append(out, n)
	}
	return out
}

func wantNames(t *testing.T, list []MediaServerEntry, want string) {
	t.Helper()
	b, _ := json.Marshal(names(list))
	if string(b) != want {
		t.Fatalf("list %s, want %s", b, want)
	}
}

func TestMediaServerListKeepsOneMaster(t *testing.T) {
	var list []MediaServerEntry
	var err error
	list, err = PutMediaServer(list, "", MediaServerEntry{Name: "a"}) // first one becomes master
	wantNames(t, list, `["a*"]`)
	list, _ = PutMediaServer(list, "", MediaServerEntry{Name: "b", MasterServer: true})
	wantNames(t, list, `["a","b*"]`)
	list, _ = PutMediaServer(list, "", MediaServerEntry{Name: "c"})
	wantNames(t, list, `["a","b*","c"]`)
	list, _ = PutMediaServer(list, "b", MediaServerEntry{Name: "B"}) // unticked: the first takes over
	wantNames(t, list, `["a*","B","c"]`)
	if _, err = PutMediaServer(list, "", MediaServerEntry{Name: "c"}); msgOf(err) != "已经有名为“c”的媒体服务器了" {
		t.Fatalf("duplicate: %v", err)
	}
	if _, err = PutMediaServer(list, "gone", MediaServerEntry{Name: "x"}); msgOf(err) != "媒体服务器“gone”不存在，可能已被删除" {
		t.Fatalf("missing: %v", err)
	}
	list, _ = DeleteMediaServer(list, "a")
	wantNames(t, list, `["B*","c"]`)
	if _, err = DeleteMediaServer(list, "a"); err == nil {
		t.Fatal("deleted twice")
	}
	for i := len(list); i < maxEntries; i++ {
		list, _ = PutMediaServer(list, "", MediaServerEntry{Name: long(i + 1)})
	}
	if _, err = PutMediaServer(list, "", MediaServerEntry{Name: "one-too-many"}); msgOf(err) != "最多只能添加20个媒体服务器" {
		t.Fatalf("cap: %v", err)
	}
}

func TestApplyLegacyMediaServer(t *testing.T) {
	rec := MediaServer{Type: "plex", URL: "http://plex", Token: "t"}
	list, name := ApplyLegacyMediaServer(nil, rec)
	want := MediaServerEntry{Type: "plex", Name: "默认", URL: "http://plex", Token: "t", MasterServer: true, RefreshMediaServer: true}
	if name != "默认" || len(list) != 1 || list[0] != want {
		t.Fatalf("new: %+v %q", list, name)
	}
	list, _ = PutMediaServer(list, "", MediaServerEntry{Name: "家", Type: "emby", MasterServer: true, InternetURL: "https://x"})
	list, name = ApplyLegacyMediaServer(list, MediaServer{Type: "jellyfin", URL: "http://j", Token: "u"})
	if name != "家" || list[1].Type != "jellyfin" || list[1].InternetURL != "https://x" || list[0].Type != "plex" || list[0].MasterServer {
		t.Fatalf("into the master: %+v", list)
	}
	if m, ok := MasterMediaServer(list); !ok || m.Name != "家" || m.Legacy() != (MediaServer{"jellyfin", "http://j", "u"}) {
		t.Fatalf("master %+v", m)
	}
}
