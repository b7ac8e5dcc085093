package httpx

import "testing"

func TestContentTypeFor(t *testing.T) {
	cases := map[string]string{
		"assets/app.abc123.js":  "text/javascript; charset=utf-8",
		"assets/font.woff2":     "font/woff2",
		"manifest.webmanifest":  "application/manifest+json",
		"favicon.ico":           "image/x-icon",
		"assets/app.js.map":     "application/json",
		"logo.svg":              "image/svg+xml",
		"index.html":            "text/html; charset=utf-8",
		"assets/blob.unknownxx": "application/octet-stream",
		"noext":                 "application/octet-stream",
		"dir.v2/noext":          "application/octet-stream",
	}
	for name, want := range cases {
		if got := contentTypeFor(name); got != want {
			t.Errorf("contentTypeFor(%q) = %q, want %q", name, got, want)
		}
	}
}
