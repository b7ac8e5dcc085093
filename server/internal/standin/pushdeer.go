package standin

import (
	"io"
	"net/http"
	"net/url"
	"slices"
)

// "pushdeer" is PushDeer's message API: POST /message/push with the form
// fields pushkey, text, desp and type, as the real server takes them; a push
// without a key or text is refused in PushDeer's error shape.
func init() {
	register("pushdeer", func(url.Values) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method != http.MethodPost || r.URL.Path != "/message/push" {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			if r.ParseForm() != nil || r.PostForm.Get("pushkey") == "" || r.PostForm.Get("text") == "" {
				io.WriteString(w, `{"code":80403,"error":"pushkey and text are required"}`)
				return
			}
			io.WriteString(w, `{"code":0,"content":{"result":["{\"counts\":1,\"logs\":[],\"success\":\"ok\"}"]}}`)
		})
	})
}

// PushDeerMessages takes the pushes s received since the last call, each
// "pushkey|text|desp", sorted (channels push concurrently).
func PushDeerMessages(s *Server) []string {
	s.mu.Lock()
	seen := s.seen
	s.seen = nil
	s.mu.Unlock()
	var out []string
	for _, r := range seen {
		if f, err := url.ParseQuery(r.Body); err == nil && r.Path == "/message/push" {
			out = append(out, f.Get("pushkey")+"|"+f.Get("text")+"|"+f.Get("desp"))
		}
	}
	slices.Sort(out)
	return out
}
