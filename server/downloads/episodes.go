package downloads

import (
	"slices"
	"strconv"
	"strings"
)

// A record's episodes column is a comma list of episode numbers ("3,4";
// "" for a whole season or a film). ParseEpisodes reads it (blanks,
// words and numbers below 1 are skipped); JoinEpisodes writes it.
func ParseEpisodes(s string) []int {
	var out []int
	for _, p := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(p)); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// JoinEpisodes is the column's text for eps.
func JoinEpisodes(eps []int) string {
	parts := make([]string, len(eps))
	for i, e := range eps {
		parts[i] = strconv.Itoa(e)
	}
	return strings.Join(parts, ",")
}

// subset: every episode of a is in b.
func subset(a, b []int) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}
