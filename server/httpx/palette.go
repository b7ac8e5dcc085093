package httpx

import (
	"bytes"
	"net/http"
	"regexp"
)

// themeCookie is written by the front end (web/lib/apply-palette.ts) with
// the palette in force, so the next page load starts in it: the server puts
// it on <body> as the app would, and a prerendered screen (or the empty
// page before the app runs) does not flash from the default dark palette.
const themeCookie = "mr-theme"

// palettes: each palette's data-theme value (web/styles/themes.css) →
// whether it is dark (Blueprint's dark class). deep-dark is index.html's
// own <body>, so it needs no page of its own.
var palettes = map[string]bool{
	"dark": true, "light": false, "default": false, "blue": false, "green": false, "indigo": false,
}

// paletteOf is the palette r's theme cookie names, or "" for index.html's
// own (no cookie, deep-dark or a value that is no palette).
func paletteOf(r *http.Request) string {
	c, err := r.Cookie(themeCookie)
	if err != nil {
		return ""
	}
	if _, ok := palettes[c.Value]; !ok {
		return ""
	}
	return c.Value
}

var bodyStart = regexp.MustCompile(`(?i)<body(?:\s[^>]*)?>`)

// withPalette replaces index.html's <body> start tag by one in palette.
func withPalette(orig []byte, palette string) []byte {
	loc := bodyStart.FindIndex(orig)
	if loc == nil {
		return orig
	}
	body := `<body data-theme="` + palette + `">`
	if palettes[palette] {
		body = `<body class="bp6-dark" data-theme="` + palette + `">`
	}
	return bytes.Join([][]byte{orig[:loc[0]], []byte(body), orig[loc[1]:]}, nil)
}
