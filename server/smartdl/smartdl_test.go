package smartdl

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

var paths = []settings.MediaPath{
	{DownloadPath: "/dl/movie", Type: "movie"},
	{DownloadPath: "/dl/anime", Type: "movie"},
	{DownloadPath: "/dl/tv", Type: "tv"},
}
var rules = []string{"compress", "collection", "compact"}

func validate(t *testing.T, body string) (Config, error) {
	t.Helper()
	var in Input
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	return in.Validate(rules, paths)
}

func TestValidate(t *testing.T) {
	c, err := validate(t, `{"default_score_rule":"","users":[{"id":" ahbei ","pull_time_range":"30"},{"id":"123"}],
		"download_paths":[{"type":"movie","cate":["动画"," 动画",""],"area":[],"download_path":"/dl/anime"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if c.DefaultScoreRule != "compress" || c.Users[0] != (User{"ahbei", 30}) || c.Users[1].PullTimeRange != 365 ||
		len(c.DownloadPaths[0].Cate) != 1 || c.DownloadPaths[0].Cate[0] != "动画" || c.DownloadPaths[0].Area == nil {
		t.Fatalf("%+v", c)
	}
	bad := map[string]string{
		`{"default_score_rule":"best"}`:                                                "不支持的排序规则：best",
		`{"users":[{"id":""}]}`:                                                        "监听用户1：请填写豆瓣ID",
		`{"users":[{"id":"a b"}]}`:                                                     "监听用户1：豆瓣ID只能包含字母、数字、下划线、点和减号",
		`{"users":[{"id":"a"},{"id":"a"}]}`:                                            "豆瓣ID a 重复了",
		`{"users":[{"id":"a","pull_time_range":0}]}`:                                   "监听用户1：拉取天数必须是1到36500之间的整数",
		`{"download_paths":[{"type":"xx","download_path":"/dl"}]}`:                     "下载保存规则1：类型只能是电影或剧集",
		`{"download_paths":[{"type":"tv"}]}`:                                           "下载保存规则1：请选择下载路径",
		`{"download_paths":[{"type":"tv","download_path":"/dl/movie"}]}`:               "下载保存规则1：/dl/movie 不是剧集的媒体文件夹，请先在媒体文件夹设置中添加",
		`{"download_paths":[{"type":"tv","download_path":"/dl/tv","score_rule":"x"}]}`: "下载保存规则1：不支持的排序规则：x",
	}
	for body, want := range bad {
		_, err := validate(t, body)
		var inv settings.Invalid
		if !errors.As(err, &inv) || inv.Message != want {
			t.Errorf("%s: %v, want %s", body, err, want)
		}
	}
}

func TestPickAndExplain(t *testing.T) {
	c := Config{DefaultScoreRule: "compress", DownloadPaths: []PathRule{
		{Type: "movie", Cate: []string{"动画", "奇幻"}, DownloadPath: "/dl/anime", ScoreRule: "collection"},
		{Type: "movie", Area: []string{"日本", "韩国"}, DownloadPath: "/dl/movie"},
		{Type: "tv", DownloadPath: "/dl/tv"},
	}}
	spirited := Subject{Type: "movie", Genres: []string{"剧情", "动画", "奇幻"}, Areas: []string{"日本"}}
	if i, _, ok := Pick(c, spirited); !ok || i != 0 {
		t.Fatal("all genres of rule 1 present", i)
	}
	if i, _, _ := Pick(c, Subject{Type: "movie", Genres: []string{"动画"}, Areas: []string{"日本"}}); i != 1 {
		t.Fatal("one genre missing: rule 1 does not fit; area fits rule 2", i)
	}
	if _, _, ok := Pick(c, Subject{Type: "movie", Areas: []string{"美国"}}); ok {
		t.Fatal("no rule for an American live-action film")
	}
	msg, ok := Explain(c, paths, "千与千寻", spirited)
	if !ok || msg != "《千与千寻》（电影，剧情/动画/奇幻，日本）符合下载保存规则1，将保存到 /dl/anime，排序规则 collection" {
		t.Fatal(msg)
	}
	msg, ok = Explain(c, paths, "教父", Subject{Type: "movie", Areas: []string{"美国"}})
	if !ok || msg != "《教父》（电影，美国）没有符合的下载保存规则，将保存到电影的默认媒体文件夹 /dl/movie，排序规则 compress" {
		t.Fatal(msg)
	}
	if _, ok := Explain(Config{}, nil, "x", Subject{Type: "tv"}); ok {
		t.Fatal("nowhere to save")
	}
	// A rule without its own score rule takes the default one.
	if p := Place(c, paths, Subject{Type: "movie", Areas: []string{"韩国"}}); p.Rule != 1 || p.ScoreRule != "compress" {
		t.Fatalf("%+v", p)
	}
	// A media folder with no download folder is skipped for the next one.
	noDL := []settings.MediaPath{{Type: "tv"}, {Type: "tv", DownloadPath: "/dl/shows"}}
	if p := Place(Config{}, noDL, Subject{Type: "tv"}); p.Path != "/dl/shows" {
		t.Fatalf("%+v", p)
	}
}
