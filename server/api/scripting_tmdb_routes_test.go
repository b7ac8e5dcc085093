package api

import (
	"context"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// keyFor gives the admin of e an API key, the way scripts sign in.
func (e *metaEnv) keyFor(t *testing.T) string {
	t.Helper()
	admin, err := e.store.UserByUsername(context.Background(), "admin")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.CreateAccessKey(context.Background(), admin.ID, "script-key-0123456789"); err != nil {
		t.Fatal(err)
	}
	return "script-key-0123456789"
}

// sdk calls path as the Python SDK does: the AccessKey header, no token.
func sdk(t *testing.T, e *testEnv, method, path, body, key string) reply {
	t.Helper()
	var req = httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("AccessKey", key)
	req.Header.Set("User-Agent", "moviebotapi/0.0.57")
	return serve(t, e.srv, req)
}

func TestScriptingTMDB(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	get := func(path string, v any) { t.Helper(); wantOK(t, sdk(t, e.testEnv, "GET", path, "", key), v) }

	var movie map[string]any
	get("/api/tmdb/get?media_type=Movie&tmdb_id=278&language=zh-CN", &movie)
	if movie["title"] != "肖申克的救赎" || movie["imdb_id"] != "tt0111161" || movie["vote_count"] == nil {
		t.Fatalf("tmdb/get is TMDB's own detail: %v", movie)
	}
	var show map[string]any
	get("/api/tmdb/get?media_type=TV&tmdb_id=1399&language=", &show) // None is sent empty: zh-CN
	if show["name"] == nil || show["seasons"] == nil {
		t.Fatalf("tv detail %v", show)
	}
	var found []map[string]any
	get("/api/tmdb/search?media_type=Movie&query=Inception&language=&year=2010", &found)
	if len(found) != 1 || found[0]["id"].(float64) != 27205 || found[0]["original_title"] != "Inception" {
		t.Fatalf("search is a bare list of TMDB results: %v", found)
	}
	get("/api/tmdb/search?media_type=Movie&query=Inception&language=&year=1999", &found)
	if len(found) != 0 {
		t.Fatalf("year filters: %v", found)
	}
	var multi struct {
		Page    int              `json:"page"`
		Results []map[string]any `json:"results"`
	}
	get("/api/tmdb/search_multi?query="+url.QueryEscape("权力的游戏")+"&language=&page=", &multi)
	if multi.Page != 1 || len(multi.Results) != 1 || multi.Results[0]["media_type"] != "tv" {
		t.Fatalf("search_multi is TMDB's page: %+v", multi)
	}
	var ids map[string]any
	get("/api/tmdb/get_external_ids?media_type=TV&tmdb_id=1399", &ids)
	if ids["imdb_id"] != "tt0944947" || ids["tvdb_id"] == nil {
		t.Fatalf("external ids %v", ids)
	}
	var credits struct {
		ID   int              `json:"id"`
		Cast []map[string]any `json:"cast"`
		Crew []any            `json:"crew"`
	}
	get("/api/tmdb/get_credits?media_type=Movie&tmdb_id=278&season_number=", &credits)
	if credits.ID != 278 || len(credits.Cast) == 0 || credits.Cast[0]["character"] == nil || credits.Crew == nil {
		t.Fatalf("credits %+v", credits)
	}
	get("/api/tmdb/get_credits?media_type=TV&tmdb_id=1399&season_number=2", &credits)
	if credits.ID != 139902 {
		t.Fatalf("a season's credits come from the season: %+v", credits)
	}
	var aka []map[string]any
	get("/api/tmdb/get_aka_names?media_type=Movie&tmdb_id=27205", &aka)
	if len(aka) != 1 || aka[0]["iso_3166_1"] != "US" || aka[0]["title"] != "Inception" {
		t.Fatalf("movie aka names (TMDB's titles) %v", aka)
	}
	get("/api/tmdb/get_aka_names?media_type=TV&tmdb_id=1399", &aka)
	if len(aka) != 1 {
		t.Fatalf("tv aka names (TMDB's results) %v", aka)
	}
	var ep map[string]any
	get("/api/tmdb/get_tv_episode?tmdb_id=1399&season_number=1&episode_number=3&language=", &ep)
	if ep["episode_number"].(float64) != 3 || ep["season_number"].(float64) != 1 || ep["name"] != "第 3 集" {
		t.Fatalf("episode %v", ep)
	}

	wantFail(t, sdk(t, e.testEnv, "GET", "/api/tmdb/get?media_type=Book&tmdb_id=1", "", key), "media_type 只能是 Movie 或 TV")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/tmdb/get?media_type=Movie&tmdb_id=x", "", key), "缺少 tmdb_id")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/tmdb/get?media_type=Movie&tmdb_id=999999", "", key), "没有找到这个影片")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/tmdb/get_tv_episode?tmdb_id=1399&season_number=1", "", key), "缺少 episode_number")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/tmdb/get?media_type=Movie&tmdb_id=278", "", "wrong-key"), "登录已失效，请重新登录")
}

func TestScriptingTMDBRequestAPI(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	var v map[string]any
	wantOK(t, sdk(t, e.testEnv, "POST", "/api/tmdb/request_api",
		`{"uri":"/search/movie","params":{"query":"Titanic","page":1,"api_key":"stolen"}}`, key), &v)
	if res, _ := v["results"].([]any); len(res) != 1 {
		t.Fatalf("request_api answers TMDB's JSON: %v", v)
	}
	last := e.tmdb.Requests()[len(e.tmdb.Requests())-1]
	if last.Path != "/3/search/movie" || !strings.Contains(last.Query, "api_key=tmdb-test-key") || strings.Contains(last.Query, "stolen") {
		t.Fatalf("sent to the configured base with the configured key only: %+v", last)
	}
	for _, uri := range []string{"http://evil.example/x", "/movie/../../etc", "//evil.example/3/movie", "/movie/1?api_key=x", ""} {
		r := sdk(t, e.testEnv, "POST", "/api/tmdb/request_api", toJSON(map[string]any{"uri": uri, "params": map[string]any{}}), key)
		if r.env.Code != 1 {
			t.Fatalf("uri %q must be refused: %s", uri, r.raw)
		}
	}
	wantFail(t, sdk(t, e.testEnv, "POST", "/api/tmdb/request_api", `null`, key), "请求内容必须是一个JSON对象")
}

func TestScriptingDouban(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	m := okData[map[string]any](t, sdk(t, e.testEnv, "GET", "/api/douban/get?douban_id=3541415", "", key))
	if m["id"].(float64) != 3541415 || m["name"] != "盗梦空间" || m["en_name"] != "Inception" || m["type"] != "Movie" ||
		m["imdb"] != "tt1375666" || m["release_year"] != "2010" || m["duration"].(float64) <= 0 || m["release_date"] == "" {
		t.Fatalf("douban/get in the SDK's DoubanMedia names: %v", m)
	}
	for _, list := range []string{"alias", "cates", "area", "actor", "director"} {
		if _, ok := m[list].([]any); !ok {
			t.Fatalf("%s must be a list: %v", list, m)
		}
	}
	var rank struct {
		Result []map[string]any `json:"result"`
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/douban/list_ranking?ranking_type="+url.QueryEscape("豆瓣电影Top250")+"&proxy_pic=false", "", key), &rank)
	if len(rank.Result) != 250 || rank.Result[0]["rank"].(float64) != 1 || rank.Result[0]["cn_name"] != "肖申克的救赎" ||
		rank.Result[0]["type"] != "Movie" || !strings.HasPrefix(rank.Result[0]["poster_path"].(string), e.douban.URL) {
		t.Fatalf("ranking by the SDK's title: %d %v", len(rank.Result), rank.Result)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/douban/list_ranking?ranking_type=ECFA5DI7Q&proxy_pic=true", "", key), &rank)
	if len(rank.Result) == 0 || !strings.HasPrefix(rank.Result[0]["poster_path"].(string), "/api/common/image") {
		t.Fatalf("ranking by key, proxied pictures: %v", rank.Result)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/douban/list_ranking?ranking_type=bogus", "", key), "未知的榜单：bogus")
	var search struct {
		Items []struct {
			TargetType string `json:"target_type"`
			TargetID   string `json:"target_id"`
			Target     struct {
				Title  string `json:"title"`
				Year   string `json:"year"`
				Rating struct {
					Value float64 `json:"value"`
				} `json:"rating"`
			} `json:"target"`
		} `json:"items"`
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/douban/use_api_search?keyword="+url.QueryEscape("权力的游戏")+"&count=", "", key), &search)
	if len(search.Items) < 2 || search.Items[0].TargetType != "tv" || search.Items[0].Target.Year == "" || search.Items[0].Target.Rating.Value == 0 {
		t.Fatalf("use_api_search in frodo's shape: %+v", search)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/douban/use_api_search?keyword=", "", key), "缺少 keyword")
}
