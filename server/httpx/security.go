package httpx

import "net/http"

// ContentSecurityPolicy is sent on every response. Images may come from any
// http(s) host because posters and backdrops are hot-linked from Douban, TMDB
// and the user's own media server; everything else stays same-origin.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; " +
	"font-src 'self' data:; connect-src 'self'; frame-src 'self'; " +
	"frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'"

// securityHeaders are set before any handler runs. The reverse proxy strips
// the upstream's copies of these names (see stripSecurityHeaders) so that
// built-in and proxy mode answer with exactly the same single values.
var securityHeaders = [...][2]string{
	{"Content-Security-Policy", ContentSecurityPolicy},
	{"X-Content-Type-Options", "nosniff"},
	{"Referrer-Policy", "strict-origin-when-cross-origin"},
	{"X-Frame-Options", "SAMEORIGIN"},
}

// securityHeaderValues holds each value as a one-element slice built once:
// assigning it into the header map costs no allocation per response. Sharing
// is safe because len == cap, so a later Header.Add copies before appending.
var securityHeaderValues = func() map[string][]string {
	m := make(map[string][]string, len(securityHeaders))
	for _, kv := range securityHeaders {
		m[http.CanonicalHeaderKey(kv[0])] = []string{kv[1]}[:1:1]
	}
	return m
}()

// WithSecurityHeaders sets the security headers on every response of next,
// including errors, redirects and proxied answers. Headers are set up front
// (not in a ResponseWriter wrapper) so Flush and Hijack keep working.
func WithSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range securityHeaderValues {
			h[k] = v
		}
		next.ServeHTTP(w, r)
	})
}

// stripSecurityHeaders removes an upstream's own security headers so the
// copy ReverseProxy makes (it appends, never replaces) cannot duplicate or
// contradict ours.
func stripSecurityHeaders(h http.Header) {
	for _, kv := range securityHeaders {
		h.Del(kv[0])
	}
}
