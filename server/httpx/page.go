package httpx

import (
	"net/http"
	"strings"
)

// servePage answers a client route with index.html (SPA fallback).
func (h *handler) servePage(w http.ResponseWriter, r *http.Request) {
	if h.index == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", cacheNever)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(missingBuildText))
		return
	}
	if h.setupRequired != nil && !strings.HasPrefix(r.URL.Path, "/setup/") && h.setupRequired(r) {
		// Under a base path, withBasePath's writer adds the prefix.
		w.Header().Set("Location", "/setup/admin")
		w.Header().Set("Cache-Control", cacheNever)
		w.WriteHeader(http.StatusFound)
		return
	}
	serveAsset(w, r, h.index, cacheRevalidate)
}

// missingBuildText is the 503 body of a binary built before the front end
// (dist/ holds only its placeholder): go build and go test still work.
const missingBuildText = "网页界面尚未构建：请运行 make run（或先构建前端再编译）。\n" +
	"The web build is missing: run `make run` (or build the front end, then the binary).\n"
