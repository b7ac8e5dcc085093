package httpx

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// errBadBasePath explains what --base-path accepts.
var errBadBasePath = errors.New("--base-path must be a path such as /mr: letters, digits and - . _ ~ " +
	"in segments separated by single slashes, without '..', '?', '#', '%' or spaces")

// NormalizeBasePath turns "/mr", "/mr/" or "mr" into "/mr", and "" or "/"
// into "" (served at the root). Only plain path characters are allowed: the
// value ends up in redirects and in index.html, so nothing in it may need
// escaping or be able to step out of the prefix.
func NormalizeBasePath(s string) (string, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(strings.TrimPrefix(s, "/"), "/")
	if s == "" {
		return "", nil
	}
	for seg := range strings.SplitSeq(s, "/") {
		if seg == "" || seg == "." || seg == ".." || !plainSegment(seg) {
			return "", errBadBasePath
		}
	}
	return "/" + s, nil
}

// plainSegment allows RFC 3986 unreserved characters only.
func plainSegment(seg string) bool {
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '-' || c == '.' || c == '_' || c == '~'
		if !ok {
			return false
		}
	}
	return true
}

// withBasePath serves next under base (already normalised; "" = no-op).
// Requests under base+"/" reach next with the prefix stripped, so the routing
// table, the built-in API and the upstream (which has no prefix) all see
// "/api/x"; exactly base is sent to base+"/"; anything else is a 404, so the
// app is reachable only where the reverse proxy in front expects it.
func withBasePath(base string, next http.Handler) http.Handler {
	if base == "" {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest, under := strings.CutPrefix(r.URL.Path, base)
		switch {
		case under && rest == "":
			target := (&url.URL{Path: base + "/", RawQuery: r.URL.RawQuery}).String()
			w.Header().Set("Location", target)
			writeJSONError(w, http.StatusPermanentRedirect, msgMovedToCanonical)
		case under && strings.HasPrefix(rest, "/"):
			next.ServeHTTP(&prefixLocation{ResponseWriter: w, base: base}, stripBase(r, base, rest))
		default:
			writeJSONError(w, http.StatusNotFound, msgNotFound)
		}
	})
}

// stripBase returns a shallow copy of r whose path lacks the prefix (as
// http.StripPrefix does, but an escaped form that does not start with the
// prefix, "/m%72/x", is dropped rather than answered with a plain-text 404:
// only the decoded path is used for routing anyway).
func stripBase(r *http.Request, base, rest string) *http.Request {
	r2 := new(http.Request)
	*r2 = *r
	u := *r.URL
	u.Path = rest
	if raw, ok := strings.CutPrefix(u.RawPath, base); ok && strings.HasPrefix(raw, "/") {
		u.RawPath = raw
	} else {
		u.RawPath = ""
	}
	r2.URL = &u
	return r2
}

// prefixLocation puts the base path in front of every root-relative
// Location the app behind it sends: the first-run 302, the clean-path 308s,
// the API mux's redirects and an upstream's own redirects alike, since none
// of them know about the prefix. Absolute URLs ("http://…", "//host/…") and
// relative ones ("next") are left alone.
type prefixLocation struct {
	http.ResponseWriter
	base string
	done string // the Location value already rewritten
}

func (w *prefixLocation) WriteHeader(status int) {
	h := w.ResponseWriter.Header()
	if loc := h.Get("Location"); loc != "" && loc != w.done &&
		strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "//") {
		w.done = w.base + loc
		h.Set("Location", w.done)
	}
	w.ResponseWriter.WriteHeader(status)
}

// Unwrap lets http.ResponseController (used by the reverse proxy to flush
// event streams and hijack WebSocket upgrades) reach the real writer.
func (w *prefixLocation) Unwrap() http.ResponseWriter { return w.ResponseWriter }
