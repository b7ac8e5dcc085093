package api

import (
	"strings"
	"testing"
)

const okEmpty = `{"code":0,"message":"","data":`

func TestSettingDefaults(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for path, want := range map[string]string{
		"/api/setting/get_web":             `{"server_url":"","host":"::","port":1329}`,
		"/api/setting/get_free_download":   `{"enable":false,"save_path":"/downloads","available_space":1024,"avg_statistics_period":10,"upload_mbps_maximum":30,"accept_hr":false,"maximum_active_torrent":0}`,
		"/api/setting/get_subtitle":        `{"enable":false,"file_name_template":"{{ name }}.{{ language }}{% if forced %}.forced{% endif %}.{{ ext }}","filter_type":["srt","ass"],"finder_type":["zimuku"],"sync_language":[],"exclude_area":["中国大陆","中国台湾"],"not_found_stop_minutes":4320,"assrt_token":"","opensubtitles_api_key":""}`,
		"/api/setting/get_server_setting":  `{"web_search_timeout":10,"web_search_result_limit":0,"douban_poster_wall":false}`,
		"/api/setting/get_link_setting":    `{"movie_filename_format":"{{ title }} ({{ year }}){% if resolution %} - {{ resolution }}{% endif %}","movie_folder_format":"{{ title }} ({{ year }})","tv_filename_format":"{{ title }} - S{{ season }}E{{ episode }}{% if resolution %} - {{ resolution }}{% endif %}","tv_folder_format":"{{ title }} ({{ year }})/Season {{ season }}","recognize":true,"exact_year":true,"use_unknown_dir":true,"file_process_mode":"link","disc_single_folder":false,"fix_emby_bdmv_bug":false}`,
		"/api/setting/get_scraper":         `{"enable_download_image":true,"generate_nfo":true,"hd_background":false,"hd_poster":true,"image_source":["FanArt","TheMovieDB"],"langs_priority":["zh","en"],"person_nfo_path":"","season_image_source":["FanArt","TheMovieDB"],"use_cn_person_name":true}`,
		"/api/setting/get_pass_cloudflare": `{"fs_api":""}`,
		"/api/setting/get_cookie_cloud":    `{"server_url":"","uuid":"","password":"","sync_interval_minutes":60,"enable":false}`,
		"/api/setting/get_status":          `{"free_download_enable":false,"subtitle_enable":false}`,
		"/api/setting/get_movie_metadata":  `{"douban_status":0,"tmdb_status":0,"fanart_status":0,"douban":{"cookie":""},"tmdb":{"api_key":"","proxies":""},"fanart":{"api_key":"","proxies":""},"health":{"douban":{"status":0,"message":"","version":"","checked_at":""},"fanart":{"status":0,"message":"","version":"","checked_at":""},"tmdb":{"status":0,"message":"","version":"","checked_at":""}},"hosts":{"tmdb_api_base":"","tmdb_image_base":"","douban_rexxar_base":"","douban_frodo_base":"","fanart_api_base":""},"default_hosts":{"tmdb_api_base":"https://api.themoviedb.org/3","tmdb_image_base":"https://image.tmdb.org/t/p","douban_rexxar_base":"https://m.douban.com/rexxar/api/v2","douban_frodo_base":"https://frodo.douban.com/api/v2","fanart_api_base":"https://webservice.fanart.tv/v3"}}`,
	} {
		if r := call(t, e.srv, "GET", path, "", admin); r.raw != okEmpty+want+`}` {
			t.Errorf("%s:\n got %s\nwant %s", path, r.raw, okEmpty+want+`}`)
		}
	}
}

func TestSettingRoundTrips(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for _, c := range []struct{ save, body, msg, get, want string }{
		{"save_web", `{"server_url":"https://mr.example.com/","host":"[::1]","port":"8080"}`, msgWebSaved,
			"get_web", `{"server_url":"https://mr.example.com","host":"::1","port":8080}`},
		{"save_free_download", `{"enable":true,"save_path":"/dl","available_space":60,"avg_statistics_period":5,"upload_mbps_maximum":9,"accept_hr":true,"maximum_active_torrent":"3"}`,
			"保存成功，已经生效", "get_free_download",
			`{"enable":true,"save_path":"/dl","available_space":60,"avg_statistics_period":5,"upload_mbps_maximum":9,"accept_hr":true,"maximum_active_torrent":3}`},
		{"save_subtitle", `{"enable":true,"file_name_template":" {{name}}.zh.{{ext}} ","filter_type":["ass","srt","ass"],"finder_type":["zimuku","opensubtitles"],"sync_language":["zh-tw"],"exclude_area":[],"not_found_stop_minutes":60,"assrt_token":"","opensubtitles_api_key":" os-key "}`,
			msgSaved, "get_subtitle",
			`{"enable":true,"file_name_template":"{{name}}.zh.{{ext}}","filter_type":["ass","srt"],"finder_type":["zimuku","opensubtitles"],"sync_language":["zh-tw"],"exclude_area":[],"not_found_stop_minutes":60,"assrt_token":"","opensubtitles_api_key":"os-key"}`},
		{"save_server_setting", `{"web_search_timeout":30,"web_search_result_limit":100,"douban_poster_wall":true}`,
			"保存成功，刷新浏览器后生效", "get_server_setting", `{"web_search_timeout":30,"web_search_result_limit":100,"douban_poster_wall":true}`},
		{"save_link_setting", `{"movie_filename_format":"a","movie_folder_format":"b","tv_filename_format":"c","tv_folder_format":"d","recognize":false,"exact_year":false,"use_unknown_dir":false,"file_process_mode":"copy","disc_single_folder":true,"fix_emby_bdmv_bug":true}`,
			msgSaved, "get_link_setting",
			`{"movie_filename_format":"a","movie_folder_format":"b","tv_filename_format":"c","tv_folder_format":"d","recognize":true,"exact_year":false,"use_unknown_dir":false,"file_process_mode":"copy","disc_single_folder":true,"fix_emby_bdmv_bug":true}`},
		{"save_scraper", `{"generate_nfo":false,"enable_download_image":false,"use_cn_person_name":false,"person_nfo_path":"/p","hd_poster":false,"hd_background":true,"langs_priority":["en"],"image_source":["TheMovieDB"],"season_image_source":[],"future_key":{"x":[1,2]}}`,
			msgSaved, "get_scraper",
			`{"enable_download_image":false,"future_key":{"x":[1,2]},"generate_nfo":false,"hd_background":true,"hd_poster":false,"image_source":["TheMovieDB"],"langs_priority":["en","zh"],"person_nfo_path":"/p","season_image_source":[],"use_cn_person_name":false}`},
		{"save_pass_cloudflare", `{"fs_api":"http://127.0.0.1:8191/v1/"}`, msgSaved, "get_pass_cloudflare", `{"fs_api":"http://127.0.0.1:8191/v1"}`},
		{"save_pass_cloudflare", `{"fs_api":"http://"}`, msgSaved, "get_pass_cloudflare", `{"fs_api":""}`},
		{"save_cookie_cloud", `{"server_url":"https://cc.example.com/","uuid":"u-1","password":"pw","sync_interval_minutes":15,"enable":true}`,
			msgSaved, "get_cookie_cloud", `{"server_url":"https://cc.example.com","uuid":"u-1","password":"pw","sync_interval_minutes":15,"enable":true}`},
		{"save_douban", `{"cookie":" bid=1; dbcl2=x "}`, msgSaved, "get_movie_metadata", `"douban":{"cookie":"bid=1; dbcl2=x"}`},
		{"save_tmdb", `{"api_key":"tk","proxies":"socks5://127.0.0.1:1080"}`, msgSaved, "get_movie_metadata", `"tmdb":{"api_key":"tk","proxies":"socks5://127.0.0.1:1080"}`},
		{"save_fanart", `{"api_key":"fk","proxies":""}`, msgSaved, "get_movie_metadata", `"fanart":{"api_key":"fk","proxies":""}`},
	} {
		if r := call(t, e.srv, "POST", "/api/setting/"+c.save, c.body, admin); r.raw != `{"code":0,"message":"`+c.msg+`","data":null}` {
			t.Errorf("%s: %s", c.save, r.raw)
		}
		if r := call(t, e.srv, "GET", "/api/setting/"+c.get, "", admin); !strings.Contains(r.raw, c.want) {
			t.Errorf("%s after %s:\n got %s\nwant %s", c.get, c.save, r.raw, c.want)
		}
	}
	// The poster-wall switch reaches common/app.
	if r := call(t, e.srv, "GET", "/api/common/app", "", admin); !strings.Contains(r.raw, `"douban_poster_wall":true`) {
		t.Errorf("common/app: %s", r.raw)
	}
}

func TestSettingValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for _, c := range []struct{ save, body, msg string }{
		{"save_web", `{"server_url":"","host":"","port":1329}`, "主机不能为空"},
		{"save_web", `{"server_url":"","host":"bad host!","port":1329}`, "主机必须是IP地址（如 :: 或 0.0.0.0）或主机名"},
		{"save_web", `{"server_url":"","host":"::","port":0}`, "网站访问端口必须是1到65535之间的整数"},
		{"save_free_download", `{"enable":true,"save_path":"/d","available_space":60,"avg_statistics_period":5,"upload_mbps_maximum":9,"maximum_active_torrent":-1}`, "最大活跃刷流种子数必须是不小于0的整数"},
		{"save_free_download", `{"enable":true,"save_path":"/d","available_space":6,"avg_statistics_period":5,"upload_mbps_maximum":9,"maximum_active_torrent":0}`, "磁盘可用空间必须是不小于50的整数"},
		{"save_subtitle", `{"file_name_template":"","not_found_stop_minutes":1}`, "文件名模版不能为空"},
		{"save_subtitle", `{"file_name_template":"x","filter_type":["mkv"],"not_found_stop_minutes":1}`, "字幕格式不支持“mkv”"},
		{"save_subtitle", `{"file_name_template":"x","exclude_area":["火星"],"not_found_stop_minutes":1}`, "排除区域不支持“火星”"},
		{"save_subtitle", `{"file_name_template":"x","not_found_stop_minutes":-5}`, "无字幕时等待时间上限必须是不小于0的整数（分钟）"},
		{"save_server_setting", `{"web_search_timeout":0,"web_search_result_limit":0}`, "连接网站超时时间必须是1到600之间的整数（秒）"},
		{"save_server_setting", `{"web_search_timeout":5,"web_search_result_limit":-1}`, "返回给页面的最大结果条数必须是不小于0的整数"},
		{"save_link_setting", `{"movie_filename_format":"a","movie_folder_format":"","tv_filename_format":"c","tv_folder_format":"d","file_process_mode":"link"}`, "电影文件夹格式不能为空"},
		{"save_link_setting", `{"movie_filename_format":"a","movie_folder_format":"b","tv_filename_format":"c","tv_folder_format":"d","file_process_mode":"move"}`, "整理方式必须是硬链接（link）或复制（copy）"},
		{"save_scraper", scraperBody(`"langs_priority":["fr"]`), "图片语言优先级不支持“fr”"},
		{"save_scraper", scraperBody(`"image_source":["Google"]`), "主要图片获取来源不支持“Google”"},
		{"save_scraper", scraperBody(`"generate_nfo":"yes"`), "字段generate_nfo的值类型不正确（收到string）"},
		{"save_scraper", scraperBody(`"person_nfo_path":"metadata/People"`), "人员数据NFO和图片目录必须是绝对路径"},
		{"save_scraper", `{"langs_priority":["zh"]}`, "缺少必填字段：generate_nfo"},
		{"save_pass_cloudflare", `{"fs_api":"http://127.0.0.1:8191"}`, "flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1"},
		{"save_pass_cloudflare", `{"fs_api":"flaresolverr:8191/v1"}`, "flaresolverr api地址必须是以http://或https://开头的网址"},
		{"save_cookie_cloud", `{"server_url":"","uuid":"u","password":"p","sync_interval_minutes":60,"enable":true}`, "服务器地址不能为空"},
		{"save_cookie_cloud", `{"server_url":"http://cc","uuid":"","password":"p","sync_interval_minutes":60,"enable":true}`, "用户KEY（UUID）不能为空"},
		{"save_cookie_cloud", `{"server_url":"http://cc","uuid":"u","password":"","sync_interval_minutes":60,"enable":true}`, "端对端加密密码不能为空"},
		{"save_cookie_cloud", `{"server_url":"","uuid":"","password":"","sync_interval_minutes":9,"enable":false}`, "同步间隔必须是10到10080之间的整数（分钟）"},
		{"save_douban", `{"cookie":""}`, "Cookie不能为空"},
		{"save_douban", `{"cookie":"` + strings.Repeat("c", 2001) + `"}`, "Cookie不能超过2000个字符"},
		{"save_tmdb", `{"api_key":" "}`, "TMDB API密钥不能为空"},
		{"save_fanart", `{"api_key":"k","proxies":"127.0.0.1:1"}`, "代理设置必须是以http://、https://或socks5://开头的地址"},
		{"set_free_download_enable", `{}`, "缺少参数enable（true或false）"},
		{"set_subtitle_enable", `{"enable":"on"}`, "字段enable的值类型不正确（收到string）"},
	} {
		wantFail(t, call(t, e.srv, "POST", "/api/setting/"+c.save, c.body, admin), c.msg)
	}
}

// The legacy forms and the settings pages share records: each keeps the
// other's extra fields.
func TestSharedRecordsKeepEachOthersFields(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_web", `{"server_url":"","host":"127.0.0.1","port":8080}`, admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_web", `{"server_url":"https://x.example","port":9090}`, admin), nil)
	if r := call(t, e.srv, "GET", "/api/setting/get_web", "", admin); r.raw != okEmpty+`{"server_url":"https://x.example","host":"127.0.0.1","port":9090}}` {
		t.Fatalf("web: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_free_download",
		`{"enable":false,"save_path":"/a","available_space":60,"avg_statistics_period":5,"upload_mbps_maximum":9,"maximum_active_torrent":7}`, admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_free_download",
		`{"enable":true,"save_path":"/b","available_space":70,"avg_statistics_period":6,"upload_mbps_maximum":10}`, admin), nil)
	if r := call(t, e.srv, "GET", "/api/setting/get_free_download", "", admin); !strings.Contains(r.raw, `"save_path":"/b"`) || !strings.Contains(r.raw, `"maximum_active_torrent":7`) {
		t.Fatalf("free download: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/setting/get_status", "", admin); r.raw != okEmpty+`{"free_download_enable":true,"subtitle_enable":false}}` {
		t.Fatalf("status: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_douban", `{"cookie":"c=1"}`, admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_movie_metadata", `{"tmdb_api_key":"t","fanart_api_key":"f","proxies":"http://p:1"}`, admin), nil)
	r := call(t, e.srv, "GET", "/api/setting/get_movie_metadata", "", admin)
	for _, want := range []string{`"douban":{"cookie":"c=1"}`, `"tmdb":{"api_key":"t","proxies":"http://p:1"}`, `"fanart":{"api_key":"f","proxies":"http://p:1"}`} {
		if !strings.Contains(r.raw, want) {
			t.Fatalf("metadata lacks %s: %s", want, r.raw)
		}
	}
	if r := call(t, e.srv, "GET", "/api/config/get_movie_metadata", "", admin); r.raw != okEmpty+`{"tmdb_api_key":"t","fanart_api_key":"f","proxies":"http://p:1"}}` {
		t.Fatalf("legacy metadata: %s", r.raw)
	}
}

func TestStatusSwitches(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_subtitle", `{"file_name_template":"x","finder_type":["subhd"],"not_found_stop_minutes":5}`, admin), nil)
	if r := call(t, e.srv, "POST", "/api/setting/set_subtitle_enable", `{"enable":true}`, admin); r.raw != `{"code":0,"message":"已开启","data":null}` {
		t.Fatalf("switch: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/setting/get_subtitle", "", admin); !strings.Contains(r.raw, `{"enable":true,"file_name_template":"x","filter_type":[],"finder_type":["subhd"]`) {
		t.Fatalf("the switch changed more than enable: %s", r.raw)
	}
	if r := call(t, e.srv, "POST", "/api/setting/set_free_download_enable", `{"enable":false}`, admin); r.env.Message != "已关闭" {
		t.Fatalf("switch off: %s", r.raw)
	}
}

// Every settings endpoint but the per-user search templates is admin-only.
func TestSettingEndpointsNeedAnAdmin(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	user := e.userAuth(t)
	for _, route := range []string{
		"GET get_media_server", "POST save_media_server", "GET delete_media_server", "GET get_download_client",
		"POST save_download_client", "GET delete_download_client", "GET get_movie_metadata", "POST save_douban",
		"POST save_tmdb", "POST save_fanart", "GET get_web", "POST save_web", "GET get_free_download",
		"POST save_free_download", "GET get_subtitle", "POST save_subtitle", "GET get_server_setting",
		"POST save_server_setting", "GET get_link_setting", "POST save_link_setting", "GET get_scraper",
		"POST save_scraper", "GET get_pass_cloudflare", "POST save_pass_cloudflare", "GET get_status",
		"POST set_free_download_enable", "POST set_subtitle_enable", "GET get_cookie_cloud", "POST save_cookie_cloud",
		"POST save_metadata_hosts",
	} {
		method, name, _ := strings.Cut(route, " ")
		body := ""
		if method == "POST" {
			body = "{}"
		}
		wantFail(t, call(t, e.srv, method, "/api/setting/"+name, body, user), "需要管理员权限")
		wantFail(t, call(t, e.srv, method, "/api/setting/"+name, body, ""), signedOut)
	}
}

// scraperBody is a complete scraper form with one key overridden (the last
// of duplicate keys wins in encoding/json).
func scraperBody(override string) string {
	return `{"generate_nfo":true,"enable_download_image":true,"use_cn_person_name":true,"person_nfo_path":"",` +
		`"hd_poster":true,"hd_background":false,"langs_priority":["zh","en"],"image_source":["FanArt"],` +
		`"season_image_source":["FanArt"],` + override + `}`
}
