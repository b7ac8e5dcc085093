package httpx

import (
	"bytes"
	"net/http"
	"strconv"
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

// one makes a header value that can be assigned into any response's header
// map without allocating (len == cap: a later Add copies before appending).
func one(v string) []string { return []string{v}[:1:1] }

var (
	varyAcceptEncoding    = one("Accept-Encoding")
	varyEncodingAndCookie = one("Accept-Encoding, Cookie")
	cacheHeaderValues     = map[string][]string{
		cacheImmutable:  one(cacheImmutable),
		cacheRevalidate: one(cacheRevalidate),
	}
)

// validators are the request headers that need http.ServeContent's full
// conditional and Range logic; a plain GET takes the fast path instead.
var validators = [...]string{"Range", "If-Match", "If-Unmodified-Since", "If-Modified-Since", "If-Range"}

// serveAsset sends the variant of a that the client's Accept-Encoding
// selects. A request with no validators but If-None-Match (what browsers
// send) is answered directly from pre-built headers; anything else goes to
// http.ServeContent for Range and the other conditionals. The zero modtime
// keeps Last-Modified out, leaving the per-encoding ETag as the only validator.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset, cacheControl string) {
	v := a.pick(r.Header.Get("Accept-Encoding"))
	if err := v.unpack(); err != nil {
		writeJSONError(w, http.StatusInternalServerError, msgUnpackFailed)
		return
	}
	h := w.Header()
	h["Content-Type"] = a.contentTypeValue
	h["Cache-Control"] = cacheHeaderValues[cacheControl]
	h["Etag"] = v.etagValue
	if a.varyValue != nil {
		h["Vary"] = a.varyValue
	} else if a.compressible() {
		// Even the identity answer varies: a shared cache must not hand it
		// (or a compressed one) to a client that asked differently.
		h["Vary"] = varyAcceptEncoding
	}
	if v.coding != codingIdentity {
		h["Content-Encoding"] = v.codingValue
	}
	if !needsServeContent(r) {
		if inm := r.Header.Get("If-None-Match"); inm != "" && inm == v.etag {
			// As net/http's own 304: no entity headers for a body not sent.
			delete(h, "Content-Type")
			delete(h, "Content-Encoding")
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if r.Header.Get("If-None-Match") == "" {
			h["Content-Length"] = v.lengthValue
			w.WriteHeader(http.StatusOK)
			if r.Method != http.MethodHead {
				v.writeBody(w)
			}
			return
		}
	}
	// ServeContent leaves Content-Length to net/http when Content-Encoding is
	// set (it guards against on-the-fly compressors); setting it here instead
	// would be wrong on its 412 answers, which carry no body.
	data, err := v.whole()
	if err != nil { // unreachable: unpack inflated it whole
		writeJSONError(w, http.StatusInternalServerError, msgUnpackFailed)
		return
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
}

func needsServeContent(r *http.Request) bool {
	for _, k := range validators {
		if _, ok := r.Header[k]; ok {
			return true
		}
	}
	return false
}

// buildHeaderValues pre-builds what serveAsset assigns for one variant.
func (v *variant) buildHeaderValues() {
	v.etagValue = one(v.etag)
	v.codingValue = one(v.coding)
	v.lengthValue = one(strconv.Itoa(v.length))
}
