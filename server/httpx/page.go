package httpx

import (
	"net/http"
	"strings"
)

// servePage answers a client route with index.html (SPA fallback), the
// variant whose preload hints name the route's lazy chunks.
func (h *handler) servePage(w http.ResponseWriter, r *http.Request) {
	if h.pages == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", cacheNever)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(missingBuildText))
		return
	}
	wizard := strings.HasPrefix(r.URL.Path, "/setup/")
	if h.setupRequired != nil && !wizard && h.setupRequired(r) {
		redirectPage(w, "/setup/admin")
		return
	}
	if to, ok := afterSetup[r.URL.Path]; ok && h.setupDone != nil && h.setupDone(r) {
		redirectPage(w, to)
		return
	}
	serveAsset(w, r, h.pages.forRequest(r), cacheRevalidate)
}

// afterSetup is where each wizard step's page goes once setup is done: the
// /config/* page of the same form, or home for the admin step. A page
// request carries no token, so the SPA's guard takes a signed-out visitor
// on to sign-in.
var afterSetup = map[string]string{
	"/setup/admin":           "/",
	"/setup/web":             "/config/web",
	"/setup/media-server":    "/config/media-server",
	"/setup/download-client": "/config/download-client",
	"/setup/media-path":      "/config/media-path",
	"/setup/movie-metadata":  "/config/movie-metadata",
}

// redirectPage answers 302 to a client route; under a base path,
// withBasePath's writer adds the prefix.
func redirectPage(w http.ResponseWriter, to string) {
	w.Header().Set("Location", to)
	w.Header().Set("Cache-Control", cacheNever)
	w.WriteHeader(http.StatusFound)
}

// missingBuildText is the 503 body of a binary built before the front end
// (dist/ holds only its placeholder): go build and go test still work.
const missingBuildText = "网页界面尚未构建：请运行 make run（或先构建前端再编译）。\n" +
	"The web build is missing: run `make run` (or build the front end, then the binary).\n"
