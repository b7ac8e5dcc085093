package release

import (
	"strings"
	"unicode"
)

// The forms the organiser, the subscription engine and custom
// subscriptions compare releases and their episodes in.

// TitleKey is a title's matching form: lower case, letters and digits
// only, so "The.Matrix", "The Matrix" and "the matrix:" meet.
func TitleKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// EpisodeRuns splits sorted episode numbers into runs of consecutive ones,
// each [first, last]: 1 2 3 5 gives [1 3] [5 5]. Each log writes the runs
// in its own form ("E01–E03、E05", "1-3,5").
func EpisodeRuns(sorted []int) [][2]int {
	var runs [][2]int
	for i := 0; i < len(sorted); {
		j := i
		for j+1 < len(sorted) && sorted[j+1] == sorted[j]+1 {
			j++
		}
		runs = append(runs, [2]int{sorted[i], sorted[j]})
		i = j + 1
	}
	return runs
}
