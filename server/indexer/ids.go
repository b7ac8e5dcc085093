package indexer

// The ids a result row or a query carries: IMDb, Douban and bare digits.

import (
	"regexp"
	"strings"
)

var (
	imdbRe   = regexp.MustCompile(`tt\d{6,9}`)
	doubanRe = regexp.MustCompile(`(?:douban\.com/subject/|^)(\d{5,10})`)
)

// imdbID finds an IMDb id (tt0133093) in a field or link; "" when none.
func imdbID(s string) string {
	if m := imdbRe.FindString(s); m != "" {
		return m
	}
	return ""
}

// doubanID is a Douban subject id, from a subject link or the bare number.
func doubanID(s string) string {
	if m := doubanRe.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return strings.TrimSpace(s)
}

// idDigits keeps an id's digits ("tmdb:603" → "603"; "" when none).
func idDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	if strings.Trim(b.String(), "0") == "" {
		return ""
	}
	return b.String()
}
