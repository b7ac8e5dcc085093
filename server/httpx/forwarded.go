package httpx

import (
	"net/http/httputil"
	"slices"

	"github.com/movie-robot/web-console/server/netutil"
)

// forwardHeaders sets X-Forwarded-For/-Host/-Proto on the upstream request.
// From an ordinary client, the copies it sent are dropped (Rewrite already
// removed them) and ours describe its connection, so nothing can be
// spoofed. From a trusted proxy (--trusted-proxy), the chain it built is
// kept and the proxy's own address appended, and its -Host/-Proto (the
// public name and scheme, e.g. https at a TLS front end) are passed on.
func forwardHeaders(pr *httputil.ProxyRequest) {
	trusted := netutil.ClientOf(pr.In).ViaTrustedProxy
	if trusted {
		if chain := pr.In.Header.Values("X-Forwarded-For"); len(chain) > 0 {
			pr.Out.Header["X-Forwarded-For"] = slices.Clone(chain) // SetXForwarded appends to it
		}
	}
	pr.SetXForwarded()
	if !trusted {
		return
	}
	for _, name := range []string{"X-Forwarded-Host", "X-Forwarded-Proto"} {
		if v := pr.In.Header.Get(name); v != "" {
			pr.Out.Header.Set(name, v)
		}
	}
}
