package api

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestHealthBannerAndIndicator(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	if r := call(t, e.srv, "GET", "/api/health/get_health", "", admin); r.raw != `{"code":0,"message":"尚未配置任何服务","data":{"level":"info","services":[]}}` {
		t.Fatalf("empty: %s", r.raw)
	}
	emby := embyStandIn(t, "k", "4.8")
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_media_server",
		toJSON(map[string]any{"type": "emby", "name": "默认", "url": emby.URL, "token": "k", "master_server": true}), admin), nil)
	if r := call(t, e.srv, "GET", "/api/health/get_health", "", admin); !strings.Contains(r.raw, `"message":"所有服务运行正常","data":{"level":"success","services":[{"name":"Emby(默认)","kind":"media_server","status":"up","last_error":"","setting_href":"/setting/edit-media-server?name=%E9%BB%98%E8%AE%A4\u0026type=emby"}]}`) {
		t.Fatalf("up: %s", r.raw)
	}
	dead := deadURL(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_download_client",
		toJSON(map[string]any{"type": "qbittorrent", "name": "默认", "url": dead, "need_login": false, "is_default": true}), admin), nil)
	if r := call(t, e.srv, "GET", "/api/health/get_health", "", admin); !strings.Contains(r.raw, `"message":"有1个服务异常：qBittorrent(默认)","data":{"level":"error","services":[`) ||
		!strings.Contains(r.raw, `{"name":"qBittorrent(默认)","kind":"download_client","status":"down","last_error":"`) ||
		strings.Contains(r.raw, `"status":"down","last_error":""`) {
		t.Fatalf("down: %s", r.raw)
	}
	now := time.Now()
	e.store.RecordHealth(context.Background(), "media_server.默认", now, true)
	e.store.RecordHealth(context.Background(), "media_server.默认", now, false)
	r := call(t, e.srv, "GET", "/api/health/get_health_indicator", "", admin)
	hour := now.Truncate(time.Hour).Format("2006-01-02 15:04")
	want := `[{"service_name":"Emby(默认)","rate":50,"hours":[{"hour":` + strconv.Itoa(now.Hour()) + `,"time":"` + hour +
		`","rate":50,"status":{"UP":1,"DOWN":1}}],"last_error":"","setting_href":"/setting/edit-media-server?name=%E9%BB%98%E8%AE%A4\u0026type=emby"},{"service_name":"qBittorrent(默认)","rate":0,"hours":[],"last_error":"`
	if !strings.Contains(r.raw, want) {
		t.Fatalf("indicator %s\nwant %s", r.raw, want)
	}
	user := e.userAuth(t)
	wantFail(t, call(t, e.srv, "GET", "/api/health/get_health", "", user), "需要管理员权限")
	wantFail(t, call(t, e.srv, "GET", "/api/health/get_health_indicator", "", user), "需要管理员权限")
}
