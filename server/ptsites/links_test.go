package ptsites

import "testing"

func TestSameSite(t *testing.T) {
	for _, c := range []struct {
		host, site string
		want       bool
	}{
		{"hdsky.me", "hdsky.me", true},
		{"dl.hdsky.me", "hdsky.me", true},
		{"dl.btschool.club", "pt.btschool.club", true},
		{"evil.com", "hdsky.me", false},
		{"hdsky.me.evil.com", "hdsky.me", false},
		{"other.com.cn", "pt.site.com.cn", false},
		{"dl.site.com.cn", "pt.site.com.cn", true},
		{"127.0.0.2", "127.0.0.1", false},
		{"127.0.0.1", "127.0.0.1", true},
	} {
		if got := sameSite(c.host, c.site); got != c.want {
			t.Errorf("sameSite(%q, %q) = %v", c.host, c.site, got)
		}
	}
}
