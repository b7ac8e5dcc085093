package api

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

type filterJSON struct {
	FilterName     string   `json:"filter_name"`
	Priority       int      `json:"priority"`
	DownloadMode   int      `json:"download_mode"`
	ApplyMediaType []string `json:"apply_media_type"`
	MediaSource    []string `json:"media_source"`
	Resolution     []string `json:"resolution"`
	MinSize        int      `json:"min_size"`
}

func TestFilterEndpoints(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	list := func() []filterJSON {
		out := okData[[]filterJSON](t, call(t, e.srv, "GET", "/api/config/get_filter_list", "", e.admin))
		return out
	}
	if got := list(); len(got) != 0 {
		t.Fatalf("fresh install: %+v", got)
	}
	save := `{"filter_name":"4K","priority":"5","download_mode":1,"apply_media_type":["Movie"],"apply_cate":["全部分类"],
		"media_source":["全部来源","BluRay"],"resolution":["2160p"],"min_size":"2048","edit_filter_name":null}`
	r := call(t, e.srv, "POST", "/api/config/save_filter", save, e.admin)
	wantOK(t, r, nil)
	if r.env.Message != "过滤器已保存" {
		t.Fatal(r.env.Message)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_filter", save, e.admin), "已经有名为“4K”的过滤器了")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_filter", `{"filter_name":""}`, e.admin), "请填写过滤器名称")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_filter", `{"filter_name":"x","resolution":["8K"]}`, e.admin), "不支持的分辨率：8K")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_filter", `{"filter_name":"x","min_size":"大"}`, e.admin),
		"最小尺寸必须是0到104857600之间的整数")
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_filter", `{"filter_name":"x"}`, viewer), "需要管理员权限")

	one := okData[filterJSON](t, call(t, e.srv, "GET", "/api/config/get_filter?filter_name=4K", "", e.admin))
	if one.Priority != 5 || one.DownloadMode != 1 || len(one.MediaSource) != 1 || one.MinSize != 2048 {
		t.Fatalf("%+v", one)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/config/get_filter", "", e.admin), "缺少过滤器名称")
	wantFail(t, call(t, e.srv, "GET", "/api/config/get_filter?filter_name=nope", "", e.admin), "过滤器“nope”不存在")

	// A subscription using 4K follows the rename, then the delete.
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292052","filter_name":"4K"}`, e.admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_filter",
		`{"filter_name":"超清","priority":7,"edit_filter_name":"4K"}`, e.admin), nil)
	if got := list(); len(got) != 1 || got[0].FilterName != "超清" || got[0].Priority != 7 {
		t.Fatalf("renamed: %+v", got)
	}
	if subs := e.subs(t, "Movie", e.admin); subs[0].FilterName != "超清" {
		t.Fatalf("subscription kept the old name: %+v", subs[0])
	}
	r = call(t, e.srv, "GET", "/api/config/delete_filter?filter_name="+url.QueryEscape("超清"), "", e.admin)
	wantOK(t, r, nil)
	if r.env.Message != "过滤器“超清”已删除" || len(list()) != 0 {
		t.Fatal(r.env.Message)
	}
	if subs := e.subs(t, "Movie", e.admin); subs[0].FilterName != "system:autoSelectFilter" {
		t.Fatalf("subscription of a deleted filter: %+v", subs[0])
	}
	wantFail(t, call(t, e.srv, "GET", "/api/config/delete_filter?filter_name=x", "", e.admin), "过滤器“x”不存在，可能已被删除")
}

func TestFilterOptionsAndRules(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_filter", `{"filter_name":"组","release_team":["MyGroup"]}`, e.admin), nil)
	putMediaPaths(t, e.store, []settings.MediaPath{{DownloadPath: "/dl/movie", Type: "movie"}})
	var opts struct {
		Cate           []string             `json:"cate"`
		MediaSource    []string             `json:"media_source"`
		Resolution     []string             `json:"resolution"`
		ReleaseTeam    []string             `json:"release_team"`
		FilterNameList []string             `json:"filter_name_list"`
		FilterList     []filterJSON         `json:"filter_list"`
		CateLevel1     []map[string]string  `json:"cate_level1_list"`
		RuleList       []map[string]string  `json:"rule_list"`
		MediaPath      []settings.MediaPath `json:"media_path"`
		SiteList       []map[string]string  `json:"site_list"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/filter_options", "", e.admin), &opts)
	if len(opts.Cate) == 0 || opts.MediaSource[0] != "UHD BluRay" || opts.Resolution[0] != "2160p" ||
		opts.ReleaseTeam[len(opts.ReleaseTeam)-1] != "MyGroup" || opts.FilterNameList[0] != "组" ||
		len(opts.FilterList) != 1 || opts.CateLevel1[0]["value"] != "Movie" || opts.RuleList[0]["value"] != "compress" ||
		len(opts.MediaPath) != 1 || opts.SiteList == nil {
		t.Fatalf("%+v", opts)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/common/filter_options", "", viewer), &opts)
	if len(opts.MediaPath) != 0 || len(opts.FilterNameList) != 1 {
		t.Fatalf("a user sees the filters but no server paths: %+v", opts.MediaPath)
	}
	rules := okData[[]string](t, call(t, e.srv, "GET", "/api/common/rules", "", viewer))
	var ruleList []struct {
		RuleName string `json:"rule_name"`
		Desc     string `json:"desc"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/config/get_rule_list", "", e.admin), &ruleList)
	if len(rules) != 3 || len(ruleList) != 3 || ruleList[0].RuleName != rules[0] || ruleList[0].Desc == "" {
		t.Fatalf("%v %+v", rules, ruleList)
	}
}

func putMediaPaths(t *testing.T, st *store.Store, paths []settings.MediaPath) {
	t.Helper()
	ctx := context.Background()
	if err := st.EditSettings(ctx, func(tx *store.SettingsTx) error {
		return settings.MediaPathSection.Put(ctx, tx, paths)
	}); err != nil {
		t.Fatal(err)
	}
}

func TestDoubanWishSettings(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	var cfg struct {
		DefaultScoreRule string           `json:"default_score_rule"`
		Users            []map[string]any `json:"users"`
		DownloadPaths    []map[string]any `json:"download_paths"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/config/get_douban", "", e.admin), &cfg)
	if cfg.DefaultScoreRule != "compress" || cfg.Users == nil || cfg.DownloadPaths == nil {
		t.Fatalf("default %+v", cfg)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/config/get_douban", "", viewer), "需要管理员权限")
	body := `{"default_score_rule":"compress","users":[{"id":"ahbei","pull_time_range":30}],
		"download_paths":[{"type":"movie","cate":["剧情","犯罪"],"area":[],"download_path":"/dl/drama"}]}`
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_douban", body, e.admin),
		"下载保存规则1：/dl/drama 不是电影的媒体文件夹，请先在媒体文件夹设置中添加")
	putMediaPaths(t, e.store, []settings.MediaPath{{DownloadPath: "/dl/drama", Type: "movie"}, {DownloadPath: "/dl/movie", Type: "movie"}})
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_douban", body, e.admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/config/get_douban", "", e.admin), &cfg)
	if len(cfg.Users) != 1 || cfg.Users[0]["id"] != "ahbei" || cfg.DownloadPaths[0]["download_path"] != "/dl/drama" {
		t.Fatalf("saved %+v", cfg)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_douban", `{"users":[{"id":""}]}`, e.admin), "监听用户1：请填写豆瓣ID")

	// 肖申克的救赎 is 剧情/犯罪 in the Douban stand-in: rule 1.
	r := call(t, e.srv, "POST", "/api/config/test_douban_download", `{"id":"1292052"}`, e.admin)
	wantOK(t, r, nil)
	if r.env.Message != "《肖申克的救赎》（电影，剧情/犯罪，美国）符合下载保存规则1，将保存到 /dl/drama，排序规则 compress" {
		t.Fatal(r.env.Message)
	}
	// 千与千寻 is not 犯罪: the first movie folder.
	r = call(t, e.srv, "POST", "/api/config/test_douban_download", `{"id":1291561}`, e.admin)
	wantOK(t, r, nil)
	if want := "没有符合的下载保存规则，将保存到电影的默认媒体文件夹 /dl/drama，排序规则 compress"; !strings.Contains(r.env.Message, want) {
		t.Fatal(r.env.Message)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/config/test_douban_download", `{"id":""}`, e.admin), "请填写豆瓣影视编号")
	wantFail(t, call(t, e.srv, "POST", "/api/config/test_douban_download", `{"id":"abc"}`, e.admin), "豆瓣影视编号只能是数字")
	// A show with no TV folder: nowhere to save, said as a failure.
	r = call(t, e.srv, "POST", "/api/config/test_douban_download", `{"id":"2995575"}`, e.admin)
	if r.env.Code != 1 || !strings.Contains(r.env.Message, "也没有剧集的媒体文件夹") {
		t.Fatalf("%+v", r.env)
	}
}
