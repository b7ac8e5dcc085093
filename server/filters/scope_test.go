package filters

import "testing"

func TestAppliesAndSelect(t *testing.T) {
	movie := Media{Type: "Movie", Genres: []string{"剧情", "科幻", "Sci-Fi"}, Areas: []string{"美国"}, Year: 2021}
	cases := []struct {
		f    Filter
		want bool
	}{
		{Filter{}, true},
		{Filter{ApplyMediaType: []string{"TV"}}, false},
		{Filter{ApplyMediaType: []string{"Movie", "TV"}}, true},
		{Filter{ApplyCate: []string{"动画", "科幻"}}, true},
		{Filter{ApplyCate: []string{"动画"}}, false},
		{Filter{ApplyCate: []string{"sci-fi"}}, true}, // TMDB's English genres in any case
		{Filter{ApplyArea: []string{"日本"}}, false},
		{Filter{ApplyMinYear: 2022}, false},
		{Filter{ApplyMaxYear: 2020}, false},
		{Filter{ApplyMinYear: 2000, ApplyMaxYear: 2021}, true},
	}
	for i, tc := range cases {
		if Applies(tc.f, movie) != tc.want {
			t.Errorf("%d %+v: want %v", i, tc.f, tc.want)
		}
	}
	if !Applies(Filter{ApplyMinYear: 2022}, Media{Type: "Movie"}) {
		t.Error("an unknown year passes year bounds")
	}
	list := []Filter{
		{FilterName: "b", Priority: 5},
		{FilterName: "tv", Priority: 99, ApplyMediaType: []string{"TV"}},
		{FilterName: "a", Priority: 5},
		{FilterName: "low", Priority: 1},
	}
	if f, ok := Select(list, movie); !ok || f.FilterName != "a" {
		t.Fatalf("highest priority that applies, ties by name: %+v", f)
	}
	if f, _ := Select(list, Media{Type: "TV"}); f.FilterName != "tv" {
		t.Fatalf("%+v", f)
	}
	if _, ok := Select(list[1:2], movie); ok {
		t.Fatal("none applies")
	}
}
