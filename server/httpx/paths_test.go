package httpx

import "testing"

func TestIsBackendPath(t *testing.T) {
	cases := map[string]bool{
		"/api":                      true,
		"/api/":                     true,
		"/api/common/app":           true,
		"/apis":                     false,
		"/apifoo/x":                 false,
		"/static/img/douban.png":    true,
		"/static":                   false,
		"/user/avatar/1.jpg":        true,
		"/user/1/avatar.png":        true,
		"/user/index":               false,
		"/user/edit":                false,
		"/user/edit/":               false,
		"/user/invite-email":        false,
		"/user/":                    false,
		"/user":                     false,
		"/plugins/emby/logo.jpg":    true,
		"/plugins/a.b/logo.jpg":     true,
		"/plugins//logo.jpg":        false,
		"/plugins/logo.jpg":         false,
		"/plugins/x/y/logo.jpg":     false,
		"/plugins/x/logo.png":       false,
		"/plugins/index":            false,
		"/plugins/detail":           false,
		"/":                         false,
		"/assets/app.js":            false,
		"/movie/search":             false,
		"/common/view":              false,
		"/setup/admin":              false,
		"/static-not-really/x":      false,
		"/plugins/x/logo.jpg/extra": false,
	}
	for p, want := range cases {
		if got := IsBackendPath(p); got != want {
			t.Errorf("IsBackendPath(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestCanonicalPath(t *testing.T) {
	cases := map[string]string{
		"":                        "/",
		"/":                       "/",
		"/movie/search":           "/movie/search",
		"/movie/":                 "/movie/",
		"//api/x":                 "/api/x",
		"/assets//x":              "/assets/x",
		"/../":                    "/",
		"/../etc/passwd":          "/etc/passwd",
		"/assets/../../go.mod":    "/go.mod",
		"/a/./b":                  "/a/b",
		"/a/b/..":                 "/a",
		"/api/../user/edit":       "/user/edit",
		"/movie/search.v2":        "/movie/search.v2",
		"/assets/app.abc123.js":   "/assets/app.abc123.js",
		"/user/edit/../../api/x/": "/api/x/",
	}
	for in, want := range cases {
		if got := canonicalPath(in); got != want {
			t.Errorf("canonicalPath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestHasForbiddenByte(t *testing.T) {
	bad := []string{`/\evil.com`, "/a\x00b", "/a\nb", "/a\x7f"}
	for _, p := range bad {
		if !hasForbiddenByte(p) {
			t.Errorf("hasForbiddenByte(%q) = false, want true", p)
		}
	}
	good := []string{"/", "/movie/search", "/电影/搜索", "/a b", "/a%2fb"}
	for _, p := range good {
		if hasForbiddenByte(p) {
			t.Errorf("hasForbiddenByte(%q) = true, want false", p)
		}
	}
}
