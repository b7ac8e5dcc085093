package httpx

import "net/http"

// defaultBodyLimit caps request bodies on backend paths: no form of the UI
// sends more than a few kilobytes of JSON.
const defaultBodyLimit = 1 << 20

// bodyLimits lists the backend paths allowed more than the default.
var bodyLimits = map[string]int64{
	// The avatar upload (multipart image, api-contract §1.1): a phone photo
	// fits; server/users re-encodes it (users.MaxAvatarBytes says the same).
	"/api/user/upload_avatar": 10 << 20,
	// A plugin archive uploaded for a LAN without internet (server/plugins
	// caps downloads at the same size).
	"/api/plugins/install_local": 32 << 20,
}

func bodyLimit(p string) int64 {
	if n, ok := bodyLimits[p]; ok {
		return n
	}
	return defaultBodyLimit
}

// limitBody applies the limit for backend path p, the same way in both
// modes. A declared Content-Length over it is refused at once (413, without
// reading the body, and the connection is closed so the rest is not read
// either); a chunked body is cut off at the limit, and the read error
// becomes a 413 where it surfaces (the built-in API's decoder, or the proxy's
// error handler). It reports whether the request may go on.
func limitBody(w http.ResponseWriter, r *http.Request, p string) bool {
	limit := bodyLimit(p)
	if r.ContentLength > limit {
		w.Header().Set("Connection", "close")
		writeJSONError(w, http.StatusRequestEntityTooLarge, msgTooLarge)
		return false
	}
	if r.ContentLength != 0 { // 0: the server already gave it http.NoBody
		r.Body = http.MaxBytesReader(w, r.Body, limit)
	}
	return true
}
