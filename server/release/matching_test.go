package release

import (
	"fmt"
	"testing"
)

func TestTitleKey(t *testing.T) {
	for in, want := range map[string]string{"The.Matrix": "thematrix", "the matrix:": "thematrix", "流浪地球 2": "流浪地球2", "": ""} {
		if got := TitleKey(in); got != want {
			t.Errorf("TitleKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEpisodeRuns(t *testing.T) {
	for _, tc := range []struct {
		in   []int
		want string
	}{
		{nil, "[]"},
		{[]int{3}, "[[3 3]]"},
		{[]int{1, 2, 3, 5}, "[[1 3] [5 5]]"},
		{[]int{1, 3, 4, 7, 8, 9}, "[[1 1] [3 4] [7 9]]"},
	} {
		if got := fmt.Sprint(EpisodeRuns(tc.in)); got != tc.want {
			t.Errorf("EpisodeRuns(%v) = %s, want %s", tc.in, got, tc.want)
		}
	}
}
