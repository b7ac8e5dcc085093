package standin

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/movie-robot/web-console/server/cookiecloud"
)

// "cookiecloud" is a CookieCloud server (easychen/CookieCloud): the browser
// extension POSTs /update with {"uuid", "encrypted"} and anyone may GET
// /get/:uuid, which answers {"encrypted": …} (CryptoJS AES with the key
// md5(uuid+"-"+password)[:16]) or 404 for an unknown uuid.
//
// Options: uuid and password (default "standin-uuid" / "standin-pass"), and
// data, the plaintext upload as the extension makes it ({"cookie_data":
// {domain: [{domain, name, value, path, expirationDate …}]}, …}); without
// data the server holds nothing until an /update.
func init() {
	register("cookiecloud", func(o url.Values) http.Handler { return newCookieCloud(o) })
}

type cookieCloud struct {
	mu     sync.Mutex
	stored map[string]string // uuid → encrypted
}

func newCookieCloud(o url.Values) *cookieCloud {
	c := &cookieCloud{stored: map[string]string{}}
	if data := o.Get("data"); data != "" {
		uuid, pass := or(o.Get("uuid"), "standin-uuid"), or(o.Get("password"), "standin-pass")
		enc, err := cookiecloud.Encrypt([]byte(data), uuid, pass)
		if err != nil {
			panic(err)
		}
		c.stored[uuid] = enc
	}
	return c
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func (c *cookieCloud) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/update":
		var up struct{ UUID, Encrypted string }
		body, _ := io.ReadAll(io.LimitReader(r.Body, 32<<20))
		if json.Unmarshal(body, &up) != nil || up.UUID == "" || up.Encrypted == "" {
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `"Bad Request"`)
			return
		}
		c.mu.Lock()
		c.stored[up.UUID] = up.Encrypted
		c.mu.Unlock()
		io.WriteString(w, `{"action":"done"}`)
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/get/"):
		c.mu.Lock()
		enc, ok := c.stored[strings.TrimPrefix(r.URL.Path, "/get/")]
		c.mu.Unlock()
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `"Not Found"`)
			return
		}
		json.NewEncoder(w).Encode(map[string]string{"encrypted": enc})
	default:
		http.NotFound(w, r)
	}
}
