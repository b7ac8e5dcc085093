package standin

import (
	"fmt"
	"html"
	"maps"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// torrents answers torrents.php?search=&cat401=1&page=N.
func (n *nexusPHP) torrents(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	kw := strings.ToLower(strings.TrimSpace(q.Get("search")))
	var hits []npTorrent
	for _, t := range n.list() {
		if q.Get("search_area") == "4" {
			if t.IMDb != kw {
				continue
			}
		} else if !matchesAll(t.Name+" "+t.Subtitle, kw) {
			continue
		}
		if cats := selectedCats(q); len(cats) > 0 && !cats[t.Cat] {
			continue
		}
		hits = append(hits, t)
	}
	pg, _ := strconv.Atoi(q.Get("page"))
	if n.opts.Get("ignore_page") != "" {
		pg = 0 // a site (or a theme) that answers its first page whatever page is asked
	}
	from := min(pg*n.perPage, len(hits))
	to := min(from+n.perPage, len(hits))
	var b strings.Builder
	if len(hits) == 0 {
		b.WriteString(`<table width="940" border="1" cellspacing="0" cellpadding="10"><tr><td class="text"><h2>没有种子。请用准确的关键字重试。</h2></td></tr></table>`)
	} else {
		prefs := prefsOf(n.opts)
		writePager(&b, q, pg, n.perPage, len(hits), true)
		b.WriteString(prefs.head())
		for _, t := range hits[from:to] {
			writeTorrentRow(&b, t, prefs)
		}
		b.WriteString(`</table>`)
		writePager(&b, q, pg, n.perPage, len(hits), false)
	}
	n.page(w, "种子", b.String())
}

func selectedCats(q map[string][]string) map[int]bool {
	out := map[int]bool{}
	for k := range q {
		if id, err := strconv.Atoi(strings.TrimPrefix(k, "cat")); err == nil && strings.HasPrefix(k, "cat") {
			out[id] = true
		}
	}
	return out
}

// writeTorrentRow writes one row as NexusPHP's torrenttable() does, in the
// display preferences p.
func writeTorrentRow(b *strings.Builder, t npTorrent, p npPrefs) {
	e := html.EscapeString
	promo, rowClass := p.promotion(t)
	if t.Promo != "" && t.FreeLeft != "" {
		promo += fmt.Sprintf(` <font color="#0000FF">[<span title="%s">限时</span>]</font>`, t.FreeLeft)
	}
	if t.HR {
		promo += ` <img class="hitandrun" src="pic/trans.gif" alt="H&amp;R" title="H&amp;R" />`
	}
	links := ""
	if t.IMDb != "" {
		links += fmt.Sprintf(`<a href="https://www.imdb.com/title/%s/" target="_blank"><img class="imdb" src="pic/trans.gif" /></a>`, t.IMDb)
	}
	if t.Douban != "" {
		links += fmt.Sprintf(`<a href="https://movie.douban.com/subject/%s/" target="_blank"><img class="douban" src="pic/trans.gif" /></a>`, t.Douban)
	}
	if !p.noDownload {
		links += fmt.Sprintf(`<a href="download.php?id=%d"><img class="download" src="pic/trans.gif" alt="download" title="下载本种" /></a>`, t.ID)
	}
	size := strings.Replace(t.SizeText, " ", "<br />", 1)
	cover := ""
	if t.Cat == 410 {
		cover = fmt.Sprintf(`<td class="embedded" width="46"><img class="nexus-lazy-load" src="pic/misc/spinner.svg" data-src="attachments/%d/cover.jpg" width="46" /></td>`, t.ID)
	}
	subtitle := e(t.Subtitle)
	if p.subSpan {
		subtitle = `<span style="background-color:#0a7;color:#fff;border-radius:2px" title="官方">官方</span><span class="subtitle">` + subtitle + `</span>`
	}
	fmt.Fprintf(b, "<tr%s>\n", rowClass)
	fmt.Fprintf(b, `<td class="rowfollow nowrap" valign="middle" style="padding: 0px"><a href="?cat=%d"><img class="c_%d" src="pic/cattrans.gif" alt="cat" title="cat" /></a></td>`, t.Cat, t.Cat)
	if p.poster {
		fmt.Fprintf(b, `<td class="rowfollow"><img src="attachments/%d/poster.jpg" width="60" alt="海报" /></td>`, t.ID)
	}
	fmt.Fprintf(b, `<td class="rowfollow" width="100%%" align="left"><table class="torrentname" width="100%%"><tr%s>%s<td class="embedded"><a title="%s" href="details.php?id=%d&amp;hit=1"><b>%s</b></a>%s<br />%s</td>
<td width="80" class="embedded" style="text-align: right;" valign="middle">%s</td></tr></table></td>`,
		rowClass, cover, e(t.Name), t.ID, e(t.Name), promo, subtitle, links)
	if p.wait {
		b.WriteString(`<td class="rowfollow nowrap"><a href="faq.php#id46"><font color="#c00000">12时</font></a></td>`)
	}
	if !p.noComments {
		fmt.Fprintf(b, `<td class="rowfollow"><a href="details.php?id=%d&amp;hit=1&amp;cmtpage=1#startcomments">0</a></td>`, t.ID)
	}
	b.WriteString(p.timeCell(t.Added))
	fmt.Fprintf(b, `<td class="rowfollow">%s</td>`, size)
	b.WriteString(count(t.Seeders, fmt.Sprintf("details.php?id=%d&amp;hit=1&amp;dllist=1#seeders", t.ID), `<span class="red">0</span>`))
	b.WriteString(count(t.Leechers, fmt.Sprintf("details.php?id=%d&amp;hit=1&amp;dllist=1#leechers", t.ID), "0"))
	b.WriteString(count(t.Grabs, fmt.Sprintf("viewsnatches.php?id=%d", t.ID), "0"))
	b.WriteString("<td class=\"rowfollow\"><i>匿名</i></td></tr>\n")
}

var promoTitle = map[string]string{"pro_free": "Free", "pro_2up": "2X", "pro_free2up": "2X Free", "pro_50pct": "50%",
	"pro_50pctdown2up": "2X 50%", "pro_30pct": "30%"}

func (n *nexusPHP) find(r *http.Request) (npTorrent, bool) {
	id, _ := strconv.Atoi(r.URL.Query().Get("id"))
	for _, t := range n.list() {
		if t.ID == id {
			return t, true
		}
	}
	return npTorrent{}, false
}

func (n *nexusPHP) details(w http.ResponseWriter, r *http.Request) {
	t, ok := n.find(r)
	if !ok {
		n.page(w, "错误", `<h2>没有该ID的种子</h2>`)
		return
	}
	e := html.EscapeString
	n.page(w, t.Name, fmt.Sprintf(`<h1 align="center" id="top">%s</h1><table width="97%%"><tr><td class="rowhead">下载</td><td class="rowfollow"><a class="index" href="download.php?id=%d">[standin].%s.torrent</a></td></tr>
<tr><td class="rowhead">副标题</td><td class="rowfollow">%s</td></tr>
<tr><td class="rowhead">简介</td><td class="rowfollow"><div id="kdescr"><img src="/attachments/%d/poster.jpg" alt="poster" /><br />◎译　　名　%s<br />◎简　　介　这是站点替身的种子简介。<br /><img src="/attachments/%d/shot1.png" /></div></td></tr></table>`,
		e(t.Name), t.ID, e(t.Name), e(t.Subtitle), t.ID, e(t.Subtitle), t.ID))
}

func (n *nexusPHP) download(w http.ResponseWriter, r *http.Request) {
	t, ok := n.find(r)
	if !ok {
		http.Error(w, "invalid id", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/x-bittorrent")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="[standin].%s.torrent"`, t.Name))
	scheme := "http"
	w.Write(npTorrentFile(scheme+"://"+r.Host, n.passkey, n.passkey[:8], t))
}

func (n *nexusPHP) userDetails(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("id") != "1" {
		n.page(w, "错误", `<h2>没有该ID的用户</h2>`)
		return
	}
	user := html.EscapeString(n.opt("username", "alice"))
	up, down := n.opt("uploaded", "1.50 TB"), n.opt("downloaded", "500.00 GB")
	class := n.opt("class", "Power User") // "VIP" makes the user a VIP
	n.page(w, "用户详情", fmt.Sprintf(`<h1 style="margin:0px"><span class="nowrap"><a href="userdetails.php?id=1" class="User_Name"><b>%s</b></a></span></h1>
<table width="100%%" border="1" cellspacing="0" cellpadding="5">
<tr><td class="rowhead nowrap" valign="top" align="right">加入日期</td><td class="rowfollow" align="left">2020-01-01 00:00:00</td></tr>
<tr><td class="rowhead nowrap" valign="top" align="right">传输</td><td class="rowfollow" align="left" width="90%%"><table border="0" cellspacing="0" cellpadding="0"><tr><td class="embedded"><strong>分享率</strong>:  <font color="">%s</font></td></tr><tr><td class="embedded"><strong>上传量</strong>:  %s</td><td class="embedded">&nbsp;&nbsp;<strong>下载量</strong>:  %s</td></tr></table></td></tr>
<tr><td class="rowhead nowrap" valign="top" align="right">等级</td><td class="rowfollow" align="left"><img alt="%s" title="%s" src="pic/class.gif" /></td></tr>
<tr><td class="rowhead nowrap" valign="top" align="right">魔力值</td><td class="rowfollow" align="left">%s</td></tr>
</table>`, user, n.opt("ratio", "3.072"), up, down, class, class, n.opt("bonus", "12,345.6")))
}

// matchesAll is NexusPHP's search_mode 0 (AND): every word of the
// keywords appears in the name or subtitle.
func matchesAll(text, keywords string) bool {
	text = strings.ToLower(text)
	for _, w := range strings.Fields(strings.ToLower(keywords)) {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// writePager writes NexusPHP's pager() as torrents.php shows it above
// (top) and below the table: 上一页 / 下一页 are links only when such a
// page exists (greyed text otherwise), then each page's row range, the
// current one greyed.
func writePager(b *strings.Builder, q map[string][]string, pg, perPage, total int, top bool) {
	link := func(p int) string {
		v := url.Values(maps.Clone(q))
		v.Set("page", strconv.Itoa(p))
		return html.EscapeString("?" + v.Encode())
	}
	var nav strings.Builder
	if pg > 0 {
		fmt.Fprintf(&nav, `<a href="%s"><b title="Alt+Pageup">&lt;&lt;&nbsp;上一页</b></a>`, link(pg-1))
	} else {
		nav.WriteString(`<font class="gray"><b title="Alt+Pageup">&lt;&lt;&nbsp;上一页</b></font>`)
	}
	nav.WriteString(`&nbsp;&nbsp;&nbsp;&nbsp;`)
	if (pg+1)*perPage < total {
		fmt.Fprintf(&nav, `<a href="%s"><b title="Alt+Pagedown">下一页&nbsp;&gt;&gt;</b></a>`, link(pg+1))
	} else {
		nav.WriteString(`<font class="gray"><b title="Alt+Pagedown">下一页&nbsp;&gt;&gt;</b></font>`)
	}
	var ranges []string
	for i := 0; i*perPage < total; i++ {
		text := fmt.Sprintf("%d&nbsp;-&nbsp;%d", i*perPage+1, min((i+1)*perPage, total))
		if i == pg {
			ranges = append(ranges, `<font class="gray"><b>`+text+`</b></font>`)
		} else {
			ranges = append(ranges, fmt.Sprintf(`<a href="%s"><b>%s</b></a>`, link(i), text))
		}
	}
	if top {
		fmt.Fprintf(b, `<p align="center">%s<br />%s</p>`+"\n", nav.String(), strings.Join(ranges, " | "))
	} else {
		fmt.Fprintf(b, `<p align="center">%s<br />%s</p>`+"\n", strings.Join(ranges, " | "), nav.String())
	}
}
