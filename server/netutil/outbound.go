package netutil

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Outbound says how an integration reaches another service. Every
// integration builds its client with NewClient, so timeouts, proxies and the
// redirect policy are decided in one place.
type Outbound struct {
	// Timeout bounds a whole request, answer included (0: none).
	Timeout time.Duration
	// Transport overrides the connection (tests, a proxy); nil means the
	// environment's HTTP(S)_PROXY, or DirectTransport when Direct is set.
	Transport http.RoundTripper
	// Direct ignores proxy variables: the service is on the user's network.
	Direct bool
	// Proxy sends every request through this proxy (a setting's own proxy
	// for TMDB, FanArt …); it overrides Transport and Direct.
	Proxy *url.URL
	// Jar keeps a site's cookies between requests (nil: none kept).
	Jar http.CookieJar
	// CheckRedirect is the redirect policy (NoRedirects, SameHost, or nil
	// for net/http's default of up to 10).
	CheckRedirect func(req *http.Request, via []*http.Request) error
}

// DirectTransport ignores proxy variables; shared so calls reuse
// connections.
var DirectTransport http.RoundTripper = func() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.Proxy = nil
	return t
}()

// NewClient is the one outbound HTTP client constructor.
func NewClient(o Outbound) *http.Client {
	rt := o.Transport
	switch {
	case o.Proxy != nil:
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.Proxy = http.ProxyURL(o.Proxy)
		rt = t
	case rt == nil && o.Direct:
		rt = DirectTransport
	}
	return &http.Client{Transport: rt, Timeout: o.Timeout, CheckRedirect: o.CheckRedirect, Jar: o.Jar}
}

// NoRedirects keeps the first answer: a URL with a token or key in it is
// never re-sent elsewhere.
func NoRedirects(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// SameHost follows up to five redirects on host and keeps the answer of any
// other: credentials in headers net/http keeps on redirects never reach a
// host the user did not name.
func SameHost(host string) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if !strings.EqualFold(req.URL.Host, host) || len(via) >= 5 {
			return http.ErrUseLastResponse
		}
		return nil
	}
}
