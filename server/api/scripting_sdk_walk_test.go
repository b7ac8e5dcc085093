package api

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// The SDK's last 16 calls, each with the request moviebotapi itself sends
// (None as an empty query value, the body it builds): none is a 404, each
// answers the real thing or the built-in backend's named refusal.
func TestScriptingSDKWalk(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	get := func(path string) reply { return sdk(t, e.testEnv, "GET", path, "", key) }
	post := func(path string, body any) reply { return sdk(t, e.testEnv, "POST", path, toJSON(body), key) }

	// config.douban: the cookie of 设置 › 媒体数据.
	ctx := context.Background()
	md, _ := settings.MovieMetadataSection.Load(ctx, e.store)
	md.DoubanCookie = "bid=abc; dbcl2=\"1:x\""
	storetest.PutSetting(t, e.store, settings.MovieMetadataSection, md)
	douban := okData[map[string]string](t, get("/api/setting/get_douban"))
	if douban["cookie"] != md.DoubanCookie {
		t.Fatalf("DoubanConfig %v", douban)
	}
	// config.register_channel_template: a parsed YAML template file.
	wantOK(t, post("/api/setting/register_channel_template", map[string]any{"channel_type": "bark",
		"download_completed": map[string]string{"title": "下好了 {{nickname}}", "body": "{{name}}"}}), nil)
	tabs := okData[[]map[string]any](t, call(t, e.srv, "GET", "/api/setting/get_notify_template", "", e.admin))
	if !strings.Contains(toJSON(tabs), "下好了 {{nickname}}") {
		t.Fatalf("the registered template is not in 消息模板: %s", toJSON(tabs))
	}
	wantFail(t, post("/api/setting/register_channel_template", map[string]any{"x": 1}), "模版缺少channel_type（推送通道类型）")
	// The vendor cloud's calls: refused by name.
	wantFail(t, get("/api/user/upload_img_to_cloud_by_filepath?filepath=/tmp/a.png"), "内置后端没有原版的云服务，不支持上传图片到云端图床")
	wantFail(t, get("/api/auth/get_cloud_access_token"), "内置后端没有原版的云服务，不支持云端账号的访问令牌")
	wantFail(t, post("/api/common/get_image_text", map[string]string{"b64_image": "aGVsbG8="}), "内置后端没有原版的云服务，不支持图片文字识别（OCR）")
	// scraper.get_images
	img := okData[map[string]string](t, get("/api/scraper/get_media_image?media_type=Movie&tmdb_id=27205&season_number=&episode_number="))
	if img["source"] != "tmdb" || !strings.HasPrefix(img["poster"], e.tmdb.URL+"/t/p/original/") || img["background"] == "" {
		t.Fatalf("MediaImage %v", img)
	}
	season := okData[map[string]string](t, get("/api/scraper/get_media_image?media_type=TV&tmdb_id=1399&season_number=1&episode_number=1"))
	if season["poster"] == "" || season["background"] == "" {
		t.Fatalf("a season's MediaImage %v", season)
	}
	// meta.share_meta_from_id: the pair is kept and used.
	wantOK(t, get("/api/meta/share_meta_from_id?tmdb_id=27205&douban_id=3541415&season_number="), nil)
	wantFail(t, get("/api/meta/share_meta_from_id?tmdb_id=27205&douban_id=&season_number="), "需要tmdb_id和douban_id")
	m := okData[map[string]any](t, get("/api/meta/get_media_by_tmdb_id?media_type=Movie&tmdb_id=27205"))
	if m["doubanId"] != float64(3541415) {
		t.Fatalf("the shared pair is not used: %v", m["doubanId"])
	}
	// amr.analysis_douban_meta
	a := okData[map[string]any](t, get("/api/amr/analysis_douban_meta?cn_name="+url.QueryEscape("盗梦空间")+"&en_name=&year=2010&season_number="))
	if a["douban_id"] != float64(3541415) || a["media_type"] != "Movie" || a["tmdb_id"] != float64(27205) {
		t.Fatalf("MetaSearchResult %v", a)
	}
	none := okData[map[string]any](t, get("/api/amr/analysis_douban_meta?cn_name="+url.QueryEscape("盗梦空间")+"&year=1990"))
	if none != nil {
		t.Fatalf("no Douban title of 1990: %v", none)
	}
	// common.get_cache_image_filepath
	file := okData[string](t, get("/api/common/get_cache_image_filepath?url="+url.QueryEscape(img["poster"])))
	if fi, err := os.Stat(file); err != nil || fi.Size() == 0 {
		t.Fatalf("cached image %q: %v", file, err)
	}
	wantFail(t, get("/api/common/get_cache_image_filepath?url="+url.QueryEscape("http://127.0.0.1:1/x.png")), "只能代理媒体数据网站的图片")
	// common.list_menus / save_menus: the sidebar common/app hands the UI.
	menus := okData[[]map[string]any](t, get("/api/common/get_menus"))
	if len(menus) < 3 {
		t.Fatalf("menus %v", menus)
	}
	pages := menus[1]["pages"].([]any)
	menus[1]["pages"] = append(pages, map[string]any{"href": "/plugins/mine", "icon": "Extension", "title": "我的插件", "children": nil})
	wantOK(t, post("/api/common/save_menus", map[string]any{"menus": menus}), nil)
	var app struct {
		Menus []map[string]any `json:"menus"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/app", "", e.admin), &app)
	if !strings.Contains(toJSON(app.Menus), "/plugins/mine") {
		t.Fatalf("common/app menus %s", toJSON(app.Menus))
	}
	wantFail(t, post("/api/common/save_menus", map[string]any{"menus": []any{map[string]any{"title": "x",
		"pages": []any{map[string]any{"href": "plugins", "title": "y"}}}}}), "菜单组1第1项的链接（href）必须以/或http(s)://开头：plugins")
	// library.add_library, start_scanner, stop_scanner
	dir := t.TempDir()
	in, lib := filepath.Join(dir, "downloads"), filepath.Join(dir, "library")
	for _, d := range []string{in, lib} {
		os.MkdirAll(d, 0o755)
	}
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: in, SourceDir: in, TargetDir: lib, Type: "movie", FileProcessMode: "copy"}})
	var id int64
	wantOK(t, post("/api/library/add_library", map[string]any{"library_name": "电影", "media_type": "Movie",
		"library_paths": []map[string]any{{"path": in, "auto_scan": true}}}), &id)
	wantFail(t, post("/api/library/add_library", map[string]any{"library_name": "电影", "media_type": "Movie",
		"library_paths": []map[string]any{{"path": "movies"}}}), "路径1（library_paths）必须是绝对路径：movies")
	wantOK(t, get("/api/library/start_scanner?library_id="+toJSON(id)), nil)
	t.Cleanup(func() { get("/api/library/stop_scanner?library_id=" + toJSON(id)) })
	video := filepath.Join(in, "Inception.2010.1080p.BluRay.x264-CMCT.mkv")
	if err := os.WriteFile(video, []byte("film"), 0o644); err != nil {
		t.Fatal(err)
	}
	filed := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv")
	polltest.Until(t, "the scanner to file the new video", 30*time.Second, func() bool {
		_, err := os.Stat(filed)
		return err == nil
	})
	wantOK(t, get("/api/library/stop_scanner?library_id="+toJSON(id)), nil)
	wantFail(t, get("/api/library/start_scanner?library_id=99"), "媒体库不存在")
	// auth.get_default_ak: the caller's key.
	ak := okData[accessKeyJSON](t, get("/api/auth/get_default_ak"))
	if ak.AccessKey != key {
		t.Fatalf("default key %+v", ak)
	}
	// auth.add_permission: a normal user may then call that path.
	e.userAuth(t)
	viewer := e.viewer(t)
	viewerKey := scriptKey(t, e.testEnv, viewer.ID, "viewer-key-0123456789")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/setting/get_env", "", viewerKey), "需要管理员权限")
	wantOK(t, post("/api/auth/add_permission", map[string]any{"role_code": []int{2}, "uri": "/api/setting/get_env"}), nil)
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/setting/get_env", "", viewerKey), nil)
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/setting/get_douban", "", viewerKey), "需要管理员权限")
	wantFail(t, post("/api/auth/add_permission", map[string]any{"role_code": []int{3}, "uri": "setting.get_env"}), "角色码（role_code）只能是1（管理员）或2（普通用户）：3")
}
