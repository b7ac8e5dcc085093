package standin

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "subhd" is SubHD with its page shapes: /search/<keyword> lists titles
// (/d/N), a title page lists subtitles as div.subitem rows with an /a/<sid>
// link and 简体/繁体/双语 tags, and the page's download button posts
// {sid, cap} as JSON to /api/sub/down, which answers {pass, url}. Option
// captcha=1 answers every download as the site does when it wants its
// captcha solved: {pass: false, msg}.
func init() {
	register("subhd", func(opts url.Values) http.Handler {
		captcha := opts.Get("captcha") == "1"
		tag := map[string]string{"chs": "简体", "cht": "繁体", "dual": "双语", "eng": "英语"}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p := r.URL.Path
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			switch {
			case strings.HasPrefix(p, "/search/"):
				fmt.Fprint(w, `<html><body><div class="container">`)
				seen := map[int]bool{}
				for _, e := range subMatches(strings.TrimPrefix(p, "/search/")) {
					if !seen[e.ID/1000] {
						seen[e.ID/1000] = true
						fmt.Fprintf(w, `<div class="row pt-2 mb-2"><div class="f16 fw-bold"><a class="link-dark" href="/d/%d">%s</a></div></div>`,
							e.ID/1000, html.EscapeString(e.Title))
					}
				}
				fmt.Fprint(w, `</div></body></html>`)
			case strings.HasPrefix(p, "/d/"):
				group, _ := strconv.Atoi(strings.TrimPrefix(p, "/d/"))
				fmt.Fprint(w, `<html><body><div class="container">`)
				for _, e := range SubtitleCatalogue {
					if e.ID/1000 == group {
						fmt.Fprintf(w, `<div class="row subitem border-bottom py-2"><div class="col"><a class="link-dark align-middle" href="/a/sh%d" target="_blank">%s</a>`+
							`<div class="text-secondary"><span class="p-1 lang text-white bg-secondary rounded">%s</span> <span class="p-1 fmt">%s</span></div></div></div>`+"\n<!--/subitem-->\n",
							e.ID, html.EscapeString(e.Release), tag[e.Lang], strings.ToUpper(e.Ext))
					}
				}
				fmt.Fprint(w, `</div></body></html>`)
			case p == "/api/sub/down" && r.Method == http.MethodPost:
				w.Header().Set("Content-Type", "application/json")
				var in struct{ Sid, Cap string }
				if json.NewDecoder(r.Body).Decode(&in) != nil || !strings.HasPrefix(in.Sid, "sh") {
					http.Error(w, `{"pass":false,"msg":"参数错误"}`, http.StatusBadRequest)
					return
				}
				if captcha {
					fmt.Fprint(w, `{"pass":false,"msg":"请输入验证码"}`)
					return
				}
				json.NewEncoder(w).Encode(map[string]any{"pass": true, "url": "/dl/" + strings.TrimPrefix(in.Sid, "sh") + ".zip"})
			case strings.HasPrefix(p, "/dl/"):
				id, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(p, "/dl/"), ".zip"))
				serveSubArchive(w, r, id, false)
			default:
				http.NotFound(w, r)
			}
		})
	})
}
