package health

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
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

// The banner's services (an addition) name each failing one, why, and where to fix it.
func TestStatesCarryLastErrorAndSettingsLink(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "默认", URL: "http://e", MasterServer: true}})
	storetest.PutSetting(t, st, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "k", FanartAPIKey: "f"})
	storetest.PutSetting(t, st, settings.HealthSection(settings.KindMetadata, "tmdb"), settings.NewHealth("", true, "TMDB 拒绝了密钥", time.Now()))
	storetest.PutSetting(t, st, settings.HealthSection(settings.KindMediaServer, "默认"), settings.NewHealth("4.8", false, "", time.Now()))
	services, err := Configured(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	got := States(services)
	want := []State{
		{Name: "Emby(默认)", Kind: "media_server", Status: "up", SettingHref: "/setting/edit-media-server?name=%E9%BB%98%E8%AE%A4&type=emby"},
		{Name: "TMDB", Kind: "metadata", Status: "down", LastError: "TMDB 拒绝了密钥", SettingHref: "/setting/edit-tmdb"},
		{Name: "FanArt", Kind: "metadata", Status: "unchecked", SettingHref: "/setting/edit-fanart"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("states\n got %+v\nwant %+v", got, want)
	}
	rows, err := Indicators(ctx, st, time.Now(), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	if rows[1].LastError != "TMDB 拒绝了密钥" || rows[1].SettingHref != "/setting/edit-tmdb" || rows[0].LastError != "" {
		t.Fatalf("indicators %+v", rows)
	}
}
