package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "assrt" is 射手网(伪)'s API: GET /v1/sub/search?token=&q= and
// /v1/sub/detail?token=&id= answer {status, sub: {subs: […]}}; a wrong
// token answers status 101 as the real API does. Option token (default
// "standin-token").
func init() {
	register("assrt", func(opts url.Values) http.Handler {
		token := opt(opts, "token", "standin-token")
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			q := r.URL.Query()
			if strings.HasPrefix(r.URL.Path, "/file/") {
				id, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/file/"), ".zip"))
				serveSubArchive(w, r, id, false)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			if q.Get("token") != token {
				fmt.Fprint(w, `{"status":101,"errmsg":"token invalid"}`)
				return
			}
			var subs []map[string]any
			switch r.URL.Path {
			case "/v1/sub/search":
				for _, e := range subMatches(q.Get("q")) {
					subs = append(subs, map[string]any{"id": e.ID, "native_name": e.Title, "videoname": e.Release,
						"subtype": "Subrip(srt)", "lang": map[string]any{"desc": e.Lang, "langlist": map[string]bool{
							"langchs": e.Lang == "chs" || e.Lang == "dual", "langcht": e.Lang == "cht",
							"langdou": e.Lang == "dual", "langeng": e.Lang == "eng" || e.Lang == "dual"}}})
				}
			case "/v1/sub/detail":
				id, _ := strconv.Atoi(q.Get("id"))
				if e, ok := subEntryByID(id); ok {
					subs = append(subs, map[string]any{"id": e.ID, "filename": e.Release + ".zip",
						"url": fmt.Sprintf("http://%s/file/%d.zip", r.Host, e.ID), "filelist": []any{}})
				}
			default:
				http.NotFound(w, r)
				return
			}
			json.NewEncoder(w).Encode(map[string]any{"status": 0, "sub": map[string]any{"subs": subs, "action": "search"}})
		})
	})
}
