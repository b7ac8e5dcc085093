package netutil

import (
	"net/http"
	"net/url"
	"testing"
)

func TestOutboundRedirectPolicies(t *testing.T) {
	to := func(host string) *http.Request { return &http.Request{URL: &url.URL{Host: host}} }
	if NoRedirects(to("a"), nil) != http.ErrUseLastResponse {
		t.Fatal("NoRedirects followed a redirect")
	}
	same := SameHost("Media.lan:8096")
	if same(to("media.lan:8096"), nil) != nil {
		t.Fatal("SameHost refused its own host")
	}
	if same(to("evil.example"), nil) != http.ErrUseLastResponse {
		t.Fatal("SameHost followed another host")
	}
	if same(to("media.lan:8096"), make([]*http.Request, 5)) != http.ErrUseLastResponse {
		t.Fatal("SameHost followed a sixth redirect")
	}
	if c := NewClient(Outbound{Direct: true}); c.Transport != DirectTransport {
		t.Fatal("Direct did not pick the direct transport")
	}
	proxy, _ := url.Parse("http://proxy.lan:3128")
	c := NewClient(Outbound{Direct: true, Proxy: proxy})
	got, err := c.Transport.(*http.Transport).Proxy(&http.Request{URL: &url.URL{Scheme: "https", Host: "api.tmdb.org"}})
	if err != nil || got == nil || got.Host != "proxy.lan:3128" {
		t.Fatalf("Proxy not used: %v %v", got, err)
	}
}
