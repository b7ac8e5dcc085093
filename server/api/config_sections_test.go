package api

import "testing"

// roundTrip saves body at save and expects get to answer exactly wantGet.
func roundTrip(t *testing.T, e *testEnv, auth, save, body, wantSave, get, wantGet string) {
	t.Helper()
	if r := call(t, e.srv, "POST", save, body, auth); r.raw != wantSave {
		t.Fatalf("%s: %s\nwant %s", save, r.raw, wantSave)
	}
	if r := call(t, e.srv, "GET", get, "", auth); r.raw != wantGet {
		t.Fatalf("%s: %s\nwant %s", get, r.raw, wantGet)
	}
}

func TestSectionDefaults(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for path, want := range map[string]string{
		"/api/config/get_media_path":     `{"download_client":"","paths":[]}`,
		"/api/config/get_movie_metadata": `{"tmdb_api_key":"","fanart_api_key":"","proxies":""}`,
		"/api/config/get_free_download":  `{"enable":false,"save_path":"/downloads","available_space":1024,"avg_statistics_period":10,"upload_mbps_maximum":30,"accept_hr":false}`,
		"/api/config/get_score_config":   `{"strategy":"compress","keywords":"","weights":{"name":50,"type":50,"seeders":50,"completions":50,"subtitle":50,"free":50}}`,
	} {
		if r := call(t, e.srv, "GET", path, "", admin); r.raw != `{"code":0,"message":"","data":`+want+`}` {
			t.Errorf("%s: %s", path, r.raw)
		}
	}
}

func TestMovieMetadataRoundTripAndValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	roundTrip(t, e, admin, "/api/config/save_movie_metadata",
		`{"tmdb_api_key":" tmdb-key ","fanart_api_key":"fa","proxies":"http://127.0.0.1:7890"}`,
		`{"code":0,"message":"保存成功","data":{"next":"/setting/index"}}`,
		"/api/config/get_movie_metadata",
		`{"code":0,"message":"","data":{"tmdb_api_key":"tmdb-key","fanart_api_key":"fa","proxies":"http://127.0.0.1:7890"}}`)
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_movie_metadata", `{"tmdb_api_key":"","fanart_api_key":"x"}`, admin), "TMDB API密钥不能为空")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_movie_metadata", `{"tmdb_api_key":"k","proxies":"127.0.0.1:7890"}`, admin),
		"代理设置必须是以http://、https://或socks5://开头的地址")
}

func TestFreeDownloadRoundTripAndValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	roundTrip(t, e, admin, "/api/config/save_free_download",
		`{"enable":true,"save_path":"/dl/free","available_space":"2048","avg_statistics_period":5,"upload_mbps_maximum":100,"accept_hr":true}`,
		`{"code":0,"message":"保存成功","data":null}`,
		"/api/config/get_free_download",
		`{"code":0,"message":"","data":{"enable":true,"save_path":"/dl/free","available_space":2048,"avg_statistics_period":5,"upload_mbps_maximum":100,"accept_hr":true}}`)
	for body, msg := range map[string]string{
		`{"enable":true,"save_path":"","available_space":100,"avg_statistics_period":5,"upload_mbps_maximum":1}`:   "下载保存路径不能为空",
		`{"enable":true,"save_path":"/d","available_space":10,"avg_statistics_period":5,"upload_mbps_maximum":1}`:  "磁盘可用空间必须是不小于50的整数",
		`{"enable":true,"save_path":"/d","available_space":50,"avg_statistics_period":0,"upload_mbps_maximum":1}`:  "下载数据统计周期必须是不小于1的整数",
		`{"enable":true,"save_path":"/d","available_space":50,"avg_statistics_period":1,"upload_mbps_maximum":""}`: "最大上传速率必须是不小于1的整数",
	} {
		wantFail(t, call(t, e.srv, "POST", "/api/config/save_free_download", body, admin), msg)
	}
}

func TestScoreConfigRoundTripAndValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	w := `"weights":{"name":10,"type":20,"seeders":30,"completions":40,"subtitle":50,"free":100}`
	roundTrip(t, e, admin, "/api/config/save_score_config",
		`{"strategy":"collection","keywords":"中字 HDR",`+w+`}`,
		`{"code":0,"message":"保存成功","data":null}`,
		"/api/config/get_score_config",
		`{"code":0,"message":"","data":{"strategy":"collection","keywords":"中字 HDR",`+w+`}}`)
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_score_config", `{"strategy":"best",`+w+`}`, admin), "不支持的选种策略：best")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_score_config",
		`{"strategy":"compact","weights":{"name":10,"type":20,"seeders":300,"completions":40,"subtitle":50,"free":100}}`, admin),
		"做种数权重必须是0到100之间的整数")
}
