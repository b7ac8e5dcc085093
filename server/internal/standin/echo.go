package standin

import (
	"net/http"
	"net/url"
)

// "echo" answers 204 to everything: a webhook-style receiver whose only job
// is to record what it was sent (read back through RequestsPath).
func init() {
	register("echo", func(url.Values) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusNoContent)
		})
	})
}
