package indexer

import (
	"strconv"
	"strings"
)

// andMatch is Jackett's rows filter andmatch: a row is kept when every
// word of the search is in its title (case-insensitively). The optional
// argument limits how many characters of the search are considered.
func andMatch(title, keywords string, args []string) bool {
	if len(args) > 0 {
		if n, err := strconv.Atoi(strings.TrimSpace(args[0])); err == nil && n > 0 && len([]rune(keywords)) > n {
			keywords = string([]rune(keywords)[:n])
		}
	}
	t := strings.ToLower(title)
	for _, w := range strings.Fields(strings.ToLower(keywords)) {
		if !strings.Contains(t, w) {
			return false
		}
	}
	return true
}
