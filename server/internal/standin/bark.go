package standin

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// "bark" is a Bark server (Finb/bark-server): POST /push with the JSON body
// {device_key, title, body, group …}, also under a path prefix (a self-hosted
// server behind a reverse proxy). A device key that was never registered is
// refused the way the real server does, 400 with "failed to get device
// token". Option: keys, the registered device keys separated by commas
// (default "standin-device").
func init() {
	register("bark", func(o url.Values) http.Handler {
		keys := strings.Split(or(o.Get("keys"), "standin-device"), ",")
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/push") {
				http.NotFound(w, r)
				return
			}
			var push struct {
				DeviceKey string `json:"device_key"`
			}
			body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
			w.Header().Set("Content-Type", "application/json")
			if json.Unmarshal(body, &push) != nil || !slices.Contains(keys, push.DeviceKey) {
				w.WriteHeader(http.StatusBadRequest)
				io.WriteString(w, `{"code":400,"message":"failed to get device token: device key not found","timestamp":1700000000}`)
				return
			}
			io.WriteString(w, `{"code":200,"message":"success","timestamp":1700000000}`)
		})
	})
}
