package api

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

type mediaServerReply struct {
	Type   string     `json:"type"`
	URL    string     `json:"url"`
	Token  string     `json:"token"`
	Health healthJSON `json:"health"`
}

type saveReply struct {
	Next   string     `json:"next"`
	Health healthJSON `json:"health"`
}

func TestMediaServerDefaults(t *testing.T) {
	e := newTestEnv(t)
	got := getMediaServer(t, e, e.adminAuth(t))
	if got != (mediaServerReply{Type: "emby", URL: "http://", Token: ""}) {
		t.Fatalf("defaults %+v", got)
	}
}

func TestSaveMediaServerUp(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	emby := embyStandIn(t, "the-key", "4.8.10.0")
	body := toJSON(map[string]string{"type": "emby", "url": emby.URL + "/", "token": "the-key"})
	r := call(t, e.srv, "POST", "/api/config/save_media_server", body, admin)
	saved := okData[saveReply](t, r)
	if r.env.Message != "保存成功，连接正常（版本 4.8.10.0）" || saved.Next != "/setup/download-client" ||
		saved.Health.Status != 1 || saved.Health.Version != "4.8.10.0" || saved.Health.CheckedAt == "" {
		t.Fatalf("save: %s", r.raw)
	}
	got := getMediaServer(t, e, admin)
	if got.Type != "emby" || got.URL != emby.URL || got.Token != "the-key" || got.Health != saved.Health {
		t.Fatalf("get: %+v", got)
	}
}

func TestSaveMediaServerDownStillSaves(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	dead := deadURL(t)
	r := call(t, e.srv, "POST", "/api/config/save_media_server",
		toJSON(map[string]string{"type": "jellyfin", "url": dead, "token": "k"}), admin)
	saved := okData[saveReply](t, r)
	want := "已保存，但连接失败：无法连接到 " + dead + "：连接被拒绝"
	if r.env.Message != want || saved.Health.Status != 2 || saved.Health.Message != strings.TrimPrefix(want, "已保存，但连接失败：") {
		t.Fatalf("save: %s", r.raw)
	}
	got := getMediaServer(t, e, admin)
	if got.Type != "jellyfin" || got.Health.Status != 2 {
		t.Fatalf("get: %+v", got)
	}
}

func TestSaveMediaServerBadKeyIsUnhealthy(t *testing.T) {
	e := newTestEnv(t)
	emby := embyStandIn(t, "right", "4.8")
	r := call(t, e.srv, "POST", "/api/config/save_media_server",
		toJSON(map[string]string{"type": "emby", "url": emby.URL, "token": "wrong"}), e.adminAuth(t))
	wantOK(t, r, nil)
	if r.env.Message != "已保存，但连接失败：API密钥无效" {
		t.Fatalf("save: %s", r.raw)
	}
}

func TestSaveMediaServerValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for body, msg := range map[string]string{
		`{"type":"kodi","url":"http://x","token":"k"}`:  "不支持的媒体服务类型：kodi",
		`{"type":"emby","url":"http://","token":"k"}`:   "访问地址不能为空",
		`{"type":"emby","url":"nas:8096","token":"k"}`:  "访问地址必须是以http://或https://开头的网址",
		`{"type":"emby","url":"http://x","token":""}`:   "API密钥不能为空",
		`{"type":"plex","url":"http://x","token":" "}`:  "Token不能为空",
		`{"type":"emby","url":"http://x","token":1234}`: "字段token的值类型不正确（收到number）",
	} {
		for _, path := range []string{"/api/config/save_media_server", "/api/config/test_media_server"} {
			wantFail(t, call(t, e.srv, "POST", path, body, admin), msg)
		}
	}
	got := getMediaServer(t, e, admin)
	if got.URL != "http://" || got.Health.Status != 0 {
		t.Fatalf("a refused save wrote something: %+v", got)
	}
}

func TestTestMediaServerDoesNotSave(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	emby := embyStandIn(t, "k", "4.9.0.0")
	body := toJSON(map[string]string{"type": "emby", "url": emby.URL, "token": "k"})
	r := call(t, e.srv, "POST", "/api/config/test_media_server", body, admin)
	wantOK(t, r, nil)
	if r.env.Message != "连接成功（版本 4.9.0.0）" {
		t.Fatalf("test: %s", r.raw)
	}
	got := getMediaServer(t, e, admin)
	if got.URL != "http://" || got.Health.Status != 0 {
		t.Fatalf("test saved something: %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/test_media_server",
		toJSON(map[string]string{"type": "emby", "url": emby.URL, "token": "bad"}), admin), "API密钥无效")
}

// A service that was down when saved turns 可用 once a test of the same
// settings passes; a test of other settings leaves the saved health alone.
func TestTestOfTheSavedSettingsUpdatesHealth(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	var up atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !up.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		io.WriteString(w, `{"Version":"4.8.0.0"}`)
	}))
	defer srv.Close()
	saved := toJSON(map[string]string{"type": "emby", "url": srv.URL, "token": "k"})
	r := call(t, e.srv, "POST", "/api/config/save_media_server", saved, admin)
	wantOK(t, r, nil)
	if r.env.Message != "已保存，但连接失败：返回了意外的内容（HTTP 503）" || getMediaServer(t, e, admin).Health.Status != 2 {
		t.Fatalf("save: %s", r.raw)
	}
	up.Store(true)
	other := toJSON(map[string]string{"type": "emby", "url": srv.URL, "token": "other"})
	wantOK(t, call(t, e.srv, "POST", "/api/config/test_media_server", other, admin), nil)
	if h := getMediaServer(t, e, admin).Health; h.Status != 2 {
		t.Fatalf("a test of other settings changed the health: %+v", h)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/config/test_media_server", saved, admin), nil)
	if h := getMediaServer(t, e, admin).Health; h.Status != 1 || h.Version != "4.8.0.0" || h.Message != "" {
		t.Fatalf("health after a passing test of the saved settings: %+v", h)
	}
}

// getMediaServer is what get_media_server answers admin.
func getMediaServer(t *testing.T, e *testEnv, admin string) mediaServerReply {
	t.Helper()
	got := okData[mediaServerReply](t, call(t, e.srv, "GET", "/api/config/get_media_server", "", admin))
	return got
}
