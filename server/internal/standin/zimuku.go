package standin

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "zimuku" is 字幕库 with its real page shapes: /search?q= lists titles
// (/subs/N.html), a title page lists subtitles in table rows with language
// flags (/static/img/lang/china.gif …) and /detail/N.html links, the
// detail page's 下载字幕 button goes to /dld/N.html, whose mirror links
// (/download/…) serve the zip with a Content-Disposition name. The scale
// bench's titles are there too (subtitle_scale.go). gone=5001,5002: those
// subtitles' mirror links answer 404, as a link to a removed file does.
func init() {
	register("zimuku", func(o url.Values) http.Handler {
		gone := map[string]bool{}
		for _, id := range strings.Split(o.Get("gone"), ",") {
			gone[id] = id != ""
		}
		flag := map[string]string{"chs": "china", "cht": "hongkong", "dual": "jollyroger", "eng": "uk"}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			p := r.URL.Path
			switch {
			case p == "/search":
				fmt.Fprint(w, `<html><body><div class="box clearfix">`)
				seen := map[string]bool{}
				for _, e := range subMatches(r.URL.Query().Get("q")) {
					if !seen[e.Title] {
						seen[e.Title] = true
						fmt.Fprintf(w, `<div class="item prel clearfix"><div class="title"><p class="tt clearfix"><a href="/subs/%d.html" target="_blank"><b>%s</b></a></p></div></div>`,
							e.ID/1000, html.EscapeString(e.Title))
					}
				}
				fmt.Fprint(w, `</div></body></html>`)
			case strings.HasPrefix(p, "/subs/"):
				group, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(p, "/subs/"), ".html"))
				fmt.Fprint(w, `<html><body><table class="table" id="subtb"><thead><tr><th>字幕标题</th><th>格式</th><th>语言</th></tr></thead><tbody>`)
				for _, e := range subGroup(group) {
					fmt.Fprintf(w, `<tr class="odd"><td class="first"><a href="/detail/%d.html" target="_blank" title="%s">%s</a></td><td>%s</td><td class="tac lang"><img border="0" src="/static/img/lang/%s.gif" alt="" title=""></td></tr>`,
						e.ID, html.EscapeString(subFileName(e)), html.EscapeString(e.Release), strings.ToUpper(e.Ext), flag[e.Lang])
				}
				fmt.Fprint(w, `</tbody></table></body></html>`)
			case strings.HasPrefix(p, "/detail/"):
				id := strings.TrimSuffix(strings.TrimPrefix(p, "/detail/"), ".html")
				fmt.Fprintf(w, `<html><body><div class="md5"><li class="li dlsub"><div class="clearfix"><a id="down1" href="/dld/%s.html" target="_blank" class="btn btn-danger btn-sm">下载字幕</a></div></li></div></body></html>`, id)
			case strings.HasPrefix(p, "/dld/"):
				id := strings.TrimSuffix(strings.TrimPrefix(p, "/dld/"), ".html")
				fmt.Fprintf(w, `<html><body><div class="down clearfix"><ul><li><a rel="nofollow" href="/download/%s/%s" class="btn btn-sm">中国电信线路</a></li></ul></div></body></html>`,
					"MTAwfGM1ZjQ", id)
			case strings.HasPrefix(p, "/download/"):
				if !strings.Contains(r.Referer(), "/dld/") { // the real site refuses a link without its referer
					http.Error(w, "forbidden", http.StatusForbidden)
					return
				}
				last := p[strings.LastIndex(p, "/")+1:]
				if gone[last] {
					http.Error(w, "404 Not Found", http.StatusNotFound)
					return
				}
				id, _ := strconv.Atoi(last)
				serveSubArchive(w, r, id, true)
			default:
				http.NotFound(w, r)
			}
		})
	})
}

// serveSubArchive answers a subtitle's archive (rar or zip) as an attachment.
func serveSubArchive(w http.ResponseWriter, r *http.Request, id int, rar bool) {
	e, ok := subEntryByID(id)
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	body, name := subArchive(e, rar)
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Write(body)
}
