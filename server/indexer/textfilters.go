package indexer

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// validateFilter is Jackett's validate: the words of value that are in
// the allowed list, lower-cased and joined with ",", in the list's order.
func validateFilter(value, allowed string) string {
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return strings.ContainsRune(`, /)(.;[]"|:`, r) })
	}
	have := split(value)
	var out []string
	for _, w := range split(allowed) {
		if slices.Contains(have, w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, ",")
}

// diacritics "replace": letters without their combining marks ("é" → "e").
func stripDiacritics(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// validFileName replaces the characters a file name cannot hold with "_".
func validFileName(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 32 || strings.ContainsRune(`<>:"/\|?*`, r) {
			return '_'
		}
		return r
	}, s)
}
