package httpx

import (
	"bytes"
	"net/http"
	"time"
)

// Cache policies by response class (issue 6).
const (
	// Hashed file names change with their content, so they never go stale.
	cacheImmutable = "public, max-age=31536000, immutable"
	// index.html and unhashed top-level files must be revalidated on every
	// visit (cheap: the ETag gives a 304) so a new build is picked up at once.
	cacheRevalidate = "no-cache"
	cacheNever      = "no-store"
)

// serveAsset sends the variant of a that the client's Accept-Encoding
// selects. http.ServeContent does the conditional (If-None-Match) and Range
// handling; the zero modtime keeps Last-Modified out, leaving the per-encoding
// ETag as the only validator.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset, cacheControl string) {
	v := a.pick(r.Header.Get("Accept-Encoding"))
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", cacheControl)
	h.Set("ETag", v.etag)
	if a.compressible() {
		// Even the identity answer varies: a shared cache must not hand it
		// (or a compressed one) to a client that asked differently.
		h.Add("Vary", "Accept-Encoding")
	}
	if v.coding != codingIdentity {
		// ServeContent then leaves Content-Length to net/http (it guards
		// against on-the-fly compressors); setting it here instead would be
		// wrong on its 412 answers, which carry no body.
		h.Set("Content-Encoding", v.coding)
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(v.data))
}
