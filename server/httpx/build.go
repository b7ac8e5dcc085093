package httpx

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
)

// BuildHeader carries the running web build's id on every answer. An open
// console remembers the first id it sees and compares the later ones: after
// an upgrade they differ and it offers a reload instead of running stale code.
const BuildHeader = "X-MR-Build"

// buildIDOf names a web build: the given override (MR_BUILD_ID), else a
// short hash of the build's own index.html, which lists every hashed asset,
// so any change to the web app gives a new id.
func buildIDOf(index []byte, override string) string {
	if override != "" {
		return override
	}
	if index == nil {
		return ""
	}
	sum := sha256.Sum256(index)
	return hex.EncodeToString(sum[:6])
}

// withBuildHeader stamps every answer, proxied ones included, with the id.
func withBuildHeader(id string, next http.Handler) http.Handler {
	if id == "" {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set(BuildHeader, id)
		next.ServeHTTP(w, r)
	})
}
