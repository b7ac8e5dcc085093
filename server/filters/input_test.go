package filters

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

func parse(t *testing.T, body string) Input {
	t.Helper()
	var in Input
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	return in
}

func TestValidateNormalises(t *testing.T) {
	f, err := parse(t, `{"filter_name":" 4K ","priority":"10","apply_media_type":["Movie"],
		"apply_cate":["全部分类"],"apply_area":["全部区域","美国","美国"],"apply_min_year":"0",
		"media_source":["全部来源","bluray"," web-dl "],"resolution":["2160P"],"media_codec":[],
		"release_team":["CMCT",""],"site_id":["mteam"],"min_size":1024,"max_size":"0",
		"has_cn":true,"include_keyword":" REMUX ","edit_filter_name":null}`).Validate()
	if err != nil {
		t.Fatal(err)
	}
	if f.FilterName != "4K" || f.Priority != 10 || f.DownloadMode != ModeUpgrade || len(f.ApplyCate) != 0 ||
		len(f.ApplyArea) != 1 || f.MediaSource[0] != "BluRay" || f.MediaSource[1] != "WEB-DL" ||
		f.Resolution[0] != "2160p" || len(f.ReleaseTeam) != 1 || f.MinSize != 1024 || !f.HasCN ||
		f.IncludeKeyword != "REMUX" || f.MediaCodec == nil {
		t.Fatalf("%+v", f)
	}
}

func TestValidateRefuses(t *testing.T) {
	cases := map[string]string{
		`{}`:                                               "请填写过滤器名称",
		`{"filter_name":"  "}`:                             "请填写过滤器名称",
		`{"filter_name":"system:x"}`:                       "过滤器名称不能以 system: 开头",
		`{"filter_name":"a","priority":"x"}`:               "优先级必须是-1000000到1000000之间的整数",
		`{"filter_name":"a","download_mode":3}`:            "过滤下载模式只能是1或2",
		`{"filter_name":"a","apply_media_type":["Anime"]}`: "适用的媒体类型只能是电影或剧集",
		`{"filter_name":"a","apply_min_year":1500}`:        "最小年份必须是0（不限）或1800到2200之间的年份",
		`{"filter_name":"a","apply_min_year":2020,"apply_max_year":2010}`: "最小年份不能大于最大年份",
		`{"filter_name":"a","media_source":["VHS"]}`:                      "不支持的来源：VHS",
		`{"filter_name":"a","resolution":["8K"]}`:                         "不支持的分辨率：8K",
		`{"filter_name":"a","min_size":-1}`:                               "最小尺寸必须是0到104857600之间的整数",
		`{"filter_name":"a","min_size":500,"max_size":100}`:               "最小尺寸不能大于最大尺寸",
		`{"filter_name":"a","min_seeders":5,"max_seeders":1}`:             "最小做种人数不能大于最大做种人数",
		`{"filter_name":"a","max_seeders":1.5}`:                           "最大做种人数必须是0到1000000之间的整数",
	}
	for body, want := range cases {
		_, err := parse(t, body).Validate()
		var inv settings.Invalid
		if !errors.As(err, &inv) || inv.Message != want {
			t.Errorf("%s: %v, want %s", body, err, want)
		}
	}
}

func TestValidateInlineIgnoresNameAndScope(t *testing.T) {
	f, err := parse(t, `{"resolution":["1080p"],"download_mode":1,"apply_media_type":["Nope"]}`).ValidateInline()
	if err != nil || f.FilterName != "" || f.ApplyMediaType != nil || f.DownloadMode != ModeExact {
		t.Fatalf("%+v %v", f, err)
	}
}
