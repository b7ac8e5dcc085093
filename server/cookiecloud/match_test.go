package cookiecloud

import (
	"testing"
	"time"
)

// The extension's upload groups cookies by the domain they were set for;
// a site is reached at one host. Parent-domain cookies apply, sibling and
// look-alike domains do not, expired ones are left out, and the most
// specific domain wins a name both set.
func TestCookieForPicksWhatABrowserWouldSend(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	future, past := float64(now.Unix()+3600), float64(now.Unix()-60)
	d := Data{CookieData: map[string][]Cookie{
		".example.org":      {{Domain: ".example.org", Name: "uid", Value: "7", ExpirationDate: future}, {Domain: ".example.org", Name: "pass", Value: "old"}},
		"pt.example.org":    {{Domain: "pt.example.org", Name: "pass", Value: "new"}},
		"other.example.org": {{Domain: "other.example.org", Name: "x", Value: "1"}},
		"badexample.org":    {{Domain: "badexample.org", Name: "evil", Value: "1"}},
		"gone.net":          {{Domain: ".gone.net", Name: "sid", Value: "1", ExpirationDate: past}},
		"127.0.0.1":         {{Name: "c", Value: "2"}}, // no per-cookie domain: the group's key
		"2.3.4":             {{Name: "ip", Value: "1"}},
		"HDSky.org":         {{Domain: ".HDSky.org", Name: "c_secure_uid", Value: "9"}},
	}}
	for _, c := range []struct {
		host, want string
		expired    bool
	}{
		{"pt.example.org", "pass=new; uid=7", false},
		{"PT.Example.org.", "pass=new; uid=7", false},
		{"example.org", "pass=old; uid=7", false},
		{"www.gone.net", "", true},
		{"nothere.com", "", false},
		{"127.0.0.1", "c=2", false},
		{"0.0.1", "", false}, // no suffix match on an address
		{"1.2.3.4", "", false},
		{"badexample.org", "evil=1", false}, // a sibling's cookies never
		{"www.hdsky.org", "c_secure_uid=9", false},
	} {
		got, expired := d.CookieFor(c.host, now)
		if got != c.want || expired != c.expired {
			t.Errorf("CookieFor(%q) = %q, %v; want %q, %v", c.host, got, expired, c.want, c.expired)
		}
	}
}
