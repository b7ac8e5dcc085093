package filters

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

func TestResolve(t *testing.T) {
	st := storetest.Open(t)
	ctx := context.Background()
	s, err := New(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []Filter{
		{FilterName: "电影4K", Priority: 5, ApplyMediaType: []string{"Movie"}, Resolution: []string{"2160p"}},
		{FilterName: "动画", Priority: 9, ApplyCate: []string{"动画"}},
	} {
		if _, err := s.Save(ctx, f, ""); err != nil {
			t.Fatal(err)
		}
	}
	movie := Media{Type: "Movie", Genres: []string{"剧情"}}
	cases := []struct {
		name, config string
		m            Media
		want         string // filter name, "" = none
		why          string
	}{
		{AutoSelect, "", movie, "电影4K", "自动选择过滤器：电影4K"},
		{"", "", Media{Type: "Movie", Genres: []string{"动画"}}, "动画", "自动选择过滤器：动画"},
		{AutoSelect, "", Media{Type: "TV"}, "", "自动选择过滤器：没有适用的过滤器"},
		{NoFilter, "", movie, "", "不使用任何过滤器"},
		{"动画", "", movie, "动画", "使用过滤器：动画"},
		{"删掉了", "", movie, "", "过滤器“删掉了”已不存在，不使用过滤器"},
		{NewFilter, `{"resolution":["1080P"],"min_size":"100"}`, movie, "", "使用独立设置的过滤器"},
	}
	for _, tc := range cases {
		f, ok, why, err := s.Resolve(ctx, tc.name, tc.config, tc.m)
		if err != nil || why != tc.why || f.FilterName != tc.want || ok != (tc.want != "" || tc.name == NewFilter) {
			t.Errorf("%q: %+v %v %q %v", tc.name, f, ok, why, err)
		}
		if tc.name == NewFilter && (f.Resolution[0] != "1080p" || f.MinSize != 100) {
			t.Errorf("inline config: %+v", f)
		}
	}
	if _, _, _, err := s.Resolve(ctx, NewFilter, `{"resolution":["8K"]}`, movie); err == nil {
		t.Error("an invalid inline filter is an error")
	}
}
