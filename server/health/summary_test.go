package health

import (
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

func svc(kind, display string, status int) Service {
	return Service{Kind: kind, Display: display, Health: settings.Health{Status: status}}
}

func TestSummarize(t *testing.T) {
	up, down, unset := settings.HealthUp, settings.HealthDown, settings.HealthUnset
	for _, c := range []struct {
		services   []Service
		level, msg string
	}{
		{nil, "info", "尚未配置任何服务"},
		{[]Service{svc("media_server", "Emby(默认)", up), svc("metadata", "TMDB", up)}, "success", "所有服务运行正常"},
		{[]Service{svc("media_server", "Emby(默认)", down), svc("download_client", "qBittorrent(默认)", down), svc("metadata", "TMDB", up)},
			"error", "有2个服务异常：Emby(默认)、qBittorrent(默认)"},
		{[]Service{svc("media_server", "Emby(默认)", up), svc("metadata", "豆瓣", down)}, "warning", "有1个服务异常：豆瓣"},
		{[]Service{svc("media_server", "Emby(默认)", up), svc("metadata", "TMDB", unset)}, "info", "正在检查服务状态：TMDB"},
	} {
		level, msg := Summarize(c.services)
		if level != c.level || msg != c.msg {
			t.Errorf("%v: got %s %q, want %s %q", c.services, level, msg, c.level, c.msg)
		}
	}
}
