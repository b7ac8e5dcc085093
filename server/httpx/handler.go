// Package httpx is the binary's HTTP front door: it routes backend paths to
// the API (built-in or reverse-proxied), serves the embedded web build with
// proper caching and precompressed variants, falls back to index.html for
// client routes, and puts the security headers on every answer.
package httpx

import (
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/netutil"
)

// Options configures NewHandler.
type Options struct {
	// Assets is the built web app: index.html at the root, hashed files
	// under assets/, and optional <file>.br / <file>.gz twins.
	Assets fs.FS
	// Backend answers every path IsBackendPath accepts: the built-in API
	// server or the reverse proxy from NewProxy.
	Backend http.Handler
	// SetupRequired, when non-nil and true for a page request, sends the
	// browser to the first-run wizard. Nil in proxy mode. It is only called
	// for requests that would get index.html.
	SetupRequired func(*http.Request) bool
	// SetupDone, when non-nil and true for a /setup/* page request, sends
	// the browser from the wizard's step to the matching /config/* page
	// (the SPA's guard sends a signed-out visitor on to sign-in). Nil in
	// proxy mode.
	SetupDone func(*http.Request) bool
	// BasePath serves the whole app under a sub-path such as "/mr" (any
	// form NormalizeBasePath accepts); empty serves it at the root.
	BasePath string
	// Trusted lists the reverse proxies whose X-Forwarded-For names the
	// client (login limiter, logs, the proxy's own X-Forwarded-For).
	Trusted netutil.Trusted
	// Logger receives start-up notes; nil means slog.Default().
	Logger *slog.Logger
	// BuildID overrides the web build's id (MR_BUILD_ID); empty = a hash of
	// the embedded index.html.
	BuildID string
}

// handler is the router behind NewHandler.
type handler struct {
	assets        *assetIndex
	pages         *pages // nil while the web build is missing
	backend       http.Handler
	setupRequired func(*http.Request) bool
	setupDone     func(*http.Request) bool
}

// NewHandler builds the whole HTTP handler of the binary: security headers,
// client resolution, the base path, then the routing table. It reads and
// hashes the web build (and writes each route's index.html: base path, preload
// hints) once, here.
func NewHandler(o Options) (http.Handler, error) {
	logger := o.Logger
	if logger == nil {
		logger = slog.Default()
	}
	base, err := NormalizeBasePath(o.BasePath)
	if err != nil {
		return nil, err
	}
	idx, err := buildAssetIndex(o.Assets)
	if err != nil {
		return nil, err
	}
	backend := o.Backend
	if backend == nil {
		backend = http.NotFoundHandler()
	}
	// Only the backend needs to know the client (login limiter, logs, the
	// proxy's X-Forwarded-For); static answers skip the per-request lookup.
	backend = netutil.WithClient(o.Trusted, backend)
	h := &handler{assets: idx, backend: backend, setupRequired: o.SetupRequired, setupDone: o.SetupDone}
	var buildID string
	if orig, ok := idx.lookup("/index.html"); ok {
		buildID = buildIDOf(orig.identity.data, o.BuildID)
		manifest, err := readRouteManifest(o.Assets, idx)
		if err != nil {
			return nil, err
		}
		pre, err := readPrerender(o.Assets, idx)
		if err != nil {
			return nil, err
		}
		if h.pages, err = buildPages(orig, base, manifest, pre); err != nil {
			return nil, err
		}
		idx.files["/index.html"] = h.pages.fallback
		logger.Debug("web build loaded", "files", len(idx.files), "base_path", base, "build", buildID)
	} else {
		logger.Warn("web build missing (no index.html): pages answer 503; run `make run`")
	}
	return WithSecurityHeaders(withBuildHeader(buildID, withBasePath(base, h))), nil
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") || hasForbiddenByte(p) {
		writeJSONError(w, http.StatusBadRequest, msgBadPath)
		return
	}
	if clean := canonicalPath(p); clean != p {
		redirectToCanonical(w, r, clean)
		return
	}
	if IsBackendPath(p) {
		if limitBody(w, r, p) {
			h.backend.ServeHTTP(w, withDecodedPath(r))
		}
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeJSONError(w, http.StatusMethodNotAllowed, msgMethodNotAllowed)
		return
	}
	switch a, found := h.assets.lookup(p); {
	case isAssetPath(p) && found:
		serveAsset(w, r, a, cacheImmutable)
	case isAssetPath(p) || h.assets.isTwin(p):
		writeJSONError(w, http.StatusNotFound, msgNotFound)
	case found && p != "/index.html":
		serveAsset(w, r, a, cacheRevalidate)
	default:
		h.servePage(w, r)
	}
}

// redirectToCanonical sends the client to the cleaned form of its path (query
// kept). 308 keeps the method and body, so a POST to //api/x still arrives as
// a POST; the JSON body keeps even this answer free of HTML.
func redirectToCanonical(w http.ResponseWriter, r *http.Request, clean string) {
	// url.URL escapes what needs escaping; clean never starts with "//"
	// (path.Clean collapses it), so the Location cannot name another host.
	target := (&url.URL{Path: clean, RawQuery: r.URL.RawQuery}).String()
	w.Header().Set("Location", target)
	writeJSONError(w, http.StatusPermanentRedirect, msgMovedToCanonical)
}

// withDecodedPath hands the backend the canonical, decoded path only: an
// escaped form (RawPath, e.g. "%2f") could be split differently upstream than
// it was classified here.
func withDecodedPath(r *http.Request) *http.Request {
	if r.URL.RawPath == "" {
		return r
	}
	r2 := r.Clone(r.Context())
	r2.URL.RawPath = ""
	return r2
}
