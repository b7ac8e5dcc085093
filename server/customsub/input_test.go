package customsub

import (
	"encoding/json"
	"strings"
	"testing"
)

func input(t *testing.T, body string) Input {
	t.Helper()
	var in Input
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	return in
}

func TestValidateDefaultsAndIDs(t *testing.T) {
	sub, err := input(t, `{"id":null,"name":" 4K 电影 ","save_path":"/downloads","douban_id":"https://movie.douban.com/subject/1291843/",
		"tmdb_id":603,"torrent_filter":[],"rename_rule":[]}`).Validate()
	if err != nil {
		t.Fatal(err)
	}
	if sub.ID != 0 || sub.Name != "4K 电影" || sub.MediaType != "Movie" || sub.DoubanID != "1291843" || sub.TMDBID != "603" ||
		sub.ScoreRuleName != "compress" || !sub.SkipExists || !sub.SkipUnknown || sub.IntervalMinutes != 60 || sub.SeasonNumber != 1 {
		t.Fatalf("validated %+v", sub)
	}
	sub, err = input(t, `{"id":"7","name":"x","media_type":"TV","save_path":"/d","season_number":"2","episode_count":12,
		"auto_delete":true,"skip_exists":true,"interval_minutes":30}`).Validate()
	if err != nil || sub.ID != 7 || sub.SeasonNumber != 2 || sub.EpisodeCount != 12 || sub.SkipExists || sub.IntervalMinutes != 30 {
		t.Fatalf("tv %+v %v", sub, err)
	}
	// XX/Other keep no title ids.
	sub, _ = input(t, `{"name":"x","media_type":"XX","save_path":"/d","douban_id":"5"}`).Validate()
	if sub.DoubanID != "" {
		t.Fatalf("xx kept douban id %q", sub.DoubanID)
	}
}

func TestValidateRefusesInChinese(t *testing.T) {
	for body, want := range map[string]string{
		`{"save_path":"/d"}`: "请填写订阅规则名称",
		`{"name":"x"}`:       "请选择保存路径",
		`{"name":"x","save_path":"/d","media_type":"Music"}`:                                                                  "媒体类型只能是",
		`{"name":"x","save_path":"/d","id":"abc"}`:                                                                            "订阅ID不正确",
		`{"name":"x","save_path":"/d","douban_id":"abc"}`:                                                                     "豆瓣影片信息必须是编号或影片页面地址",
		`{"name":"x","save_path":"/d","score_rule_name":"best"}`:                                                              "不支持的排序规则：best",
		`{"name":"x","save_path":"/d","media_type":"TV","episode_count":0}`:                                                   "总集数必须是1到100000之间的整数",
		`{"name":"x","save_path":"/d","interval_minutes":1}`:                                                                  "运行间隔（分钟）必须是10到",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"nope","args":{}}]}`:                                          "第1个过滤条件：不支持的过滤类型：nope",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"torrentName","args":{"torrent_name":" , "}}]}`:               "请填写关键字",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"fileSize","args":{"min_size":9,"max_size":3}}]}`:             "最小尺寸不能大于最大尺寸",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"mediaStream","args":{"resolution":["8K"]}}]}`:                "不支持的分辨率：8K",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"freeDownload","args":{"free_type":[0.7]}}]}`:                 "不计下载量只能选择",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"cateLevel1","args":{"cate_level1":["Game"]}}]}`:              "不支持的种子分类：Game",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"cateLevel1","args":{"cate_level1":[]}}]}`:                    "请至少选择一个种子分类",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"freeDownload","args":{"free_type":[]}}]}`:                    "请至少选择一种不计下载量的优惠",
		`{"name":"x","save_path":"/d","torrent_filter":[{"type":"publishDate","args":{"last_minutes":-1}}]}`:                  "最近分钟数必须是0到",
		`{"name":"x","save_path":"/d","rename_rule":[{"type":"replaceFileName","args":{"repl_expression":"(","string":""}}]}`: "第1条重命名规则：正则表达式不正确",
		`{"name":"x","save_path":"/d","rename_rule":[{"type":"other","args":{}}]}`:                                            "不支持的重命名类型：other",
	} {
		_, err := input(t, body).Validate()
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", body, err, want)
		}
	}
}

// Stored rules are canonical: only the type's keys, sentinels dropped.
func TestFiltersAreStoredCanonically(t *testing.T) {
	sub, err := input(t, `{"name":"x","save_path":"/d","torrent_filter":[
		{"type":"mediaStream","args":{"media_source":["全部来源"],"resolution":["1080p","1080P"],"media_codec":[],"min_size":5}},
		{"type":"torrentName","args":{"torrent_name":"Matrix，黑客","mode":"exclude"}},
		{"type":"freeDownload","args":{"free_type":[0,0.5,0]}},
		{"type":"cateLevel1","args":{"cate_level1":["Movie","Movie"]}}]}`).Validate()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(sub.TorrentFilter)
	want := `[{"type":"mediaStream","args":{"media_codec":[],"media_source":[],"resolution":["1080p"]}},` +
		`{"type":"torrentName","args":{"logic":"or","mode":"exclude","torrent_name":"Matrix,黑客"}},` +
		`{"type":"freeDownload","args":{"free_type":[0,0.5]}},{"type":"cateLevel1","args":{"cate_level1":["Movie"]}}]`
	if string(got) != want {
		t.Fatalf("stored\n%s\nwant\n%s", got, want)
	}
}

func TestReplaceTakesPythonAndGoGroups(t *testing.T) {
	for _, c := range []struct{ text, expr, repl, want string }{
		{"The.Matrix.1999.1080p", `\.`, " ", "The Matrix 1999 1080p"},
		{"[OPFans][One Piece][1080]", `\[OPFans\]\[(.+?)\]`, `\1 - `, "One Piece - [1080]"},
		{"Show.S01E02", `S(?P<s>\d+)E(\d+)`, `第\g<s>季第\2集`, "Show.第01季第02集"},
		{"a-b", `(a)-(b)`, `$2-${1}`, "b-a"},
		{`x`, `x`, `\\1`, `\1`},
	} {
		got, err := Replace(c.text, c.expr, c.repl)
		if err != nil || got != c.want {
			t.Errorf("Replace(%q, %q, %q) = %q, %v; want %q", c.text, c.expr, c.repl, got, err, c.want)
		}
	}
	if _, err := Replace("x", "", "y"); err == nil || err.Error() != "请填写匹配的字符串或正则表达式" {
		t.Errorf("empty expression: %v", err)
	}
}
