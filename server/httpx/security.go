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

// WithSecurityHeaders sets the security headers on every response of next,
// including errors, redirects and proxied answers. Headers are set up front
// (not in a ResponseWriter wrapper) so Flush and Hijack keep working.
func WithSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, kv := range securityHeaders {
			h.Set(kv[0], kv[1])
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
