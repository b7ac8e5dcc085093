package httpx

import (
	"path"
	"strings"
)

// userClientRoutes are the SPA screens that live under /user/ (seed route
// table: user → index, edit, invite-email). Every other /user/… path belongs
// to the backend (avatar image URLs), which is why the original dev proxy
// forwarded ^/user/. Without this list a reload of /user/edit would hit the API.
var userClientRoutes = map[string]bool{"index": true, "edit": true, "invite-email": true}

// IsBackendPath reports whether the cleaned URL path p is answered by the API
// server (built-in or upstream) rather than by the web app:
// /api and /api/…, /static/…, /user/… except the SPA's own /user screens, and
// exactly /plugins/<name>/logo.jpg (/plugins/index and /plugins/detail are
// client routes).
func IsBackendPath(p string) bool {
	switch {
	case p == "/api", strings.HasPrefix(p, "/api/"), strings.HasPrefix(p, "/static/"):
		return true
	case strings.HasPrefix(p, "/user/"):
		first, _, _ := strings.Cut(strings.TrimPrefix(p, "/user/"), "/")
		return first != "" && !userClientRoutes[first]
	case strings.HasPrefix(p, "/plugins/"):
		name, rest, ok := strings.Cut(strings.TrimPrefix(p, "/plugins/"), "/")
		return ok && name != "" && rest == "logo.jpg"
	}
	return false
}

// isAssetPath reports whether p is in the hashed-asset folder, whose misses
// must be JSON 404s (never the SPA's index.html).
func isAssetPath(p string) bool {
	return p == "/assets" || strings.HasPrefix(p, "/assets/")
}

// canonicalPath is the path classification works on: path.Clean of the
// decoded path, keeping one trailing slash like http.ServeMux does (so
// "/movie/" is not bounced). Requests whose path is not already canonical are
// redirected to it rather than served, so "..", "//" and "/./" can never make
// one class of path look like another, and only canonical paths reach the
// backend.
func canonicalPath(p string) string {
	if p == "" || p[0] != '/' {
		p = "/" + p
	}
	np := path.Clean(p)
	if strings.HasSuffix(p, "/") && np != "/" {
		np += "/"
	}
	return np
}

// hasForbiddenByte reports bytes no legitimate route contains: a backslash
// (some clients and servers treat it as a separator, and "/\host" in a
// Location header is read by browsers as another origin) and control bytes.
// Such requests get 400 instead of a redirect.
func hasForbiddenByte(p string) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; c == '\\' || c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
}
