package standin

import (
	"fmt"
	"net/url"
	"strings"
)

// npPrefs are the NexusPHP display preferences a user (or a site's theme)
// sets, which change the torrents.php markup a site answers with
// (NexusPHP's torrenttable(), get_torrent_promotion_append(),
// get_torrent_bg_color(), gettime()):
//
//   - promo=icon|word|highlight (usercp appendpromotion): an img.pro_free,
//     " <b>[<font class='free'>免费</font>]</b>", or a class='free_bg' row;
//   - dlicon=no: no download icon, so the row has no download.php link;
//   - comments=no (showcomnum): no comments column;
//   - wait=yes (the wait system for low ratios): a 等待 column after the name;
//   - poster=yes: a theme's poster column after the category;
//   - timetype=added: the time column shows the date added as two lines,
//     not the elapsed time with the date in a span's title;
//   - subspan=yes: a theme that wraps the subtitle in a span, after a tag
//     span (TagRepository::renderSpan).
type npPrefs struct {
	promo                                       string
	noDownload, noComments, wait, poster, added bool
	subSpan                                     bool
}

func prefsOf(o url.Values) npPrefs {
	return npPrefs{promo: o.Get("promo"), noDownload: o.Get("dlicon") == "no", noComments: o.Get("comments") == "no",
		wait: o.Get("wait") == "yes", poster: o.Get("poster") == "yes", added: o.Get("timetype") == "added",
		subSpan: o.Get("subspan") == "yes"}
}

// The promotion classes of each display form, by the icon class the
// catalogue names.
var (
	promoWord = map[string][2]string{"pro_free": {"free", "免费"}, "pro_2up": {"twoup", "2X"},
		"pro_free2up": {"twoupfree", "2X免费"}, "pro_50pct": {"halfdown", "50%"},
		"pro_50pctdown2up": {"twouphalfdown", "2X 50%"}, "pro_30pct": {"thirtypercent", "30%"}}
	promoHighlight = map[string]string{"pro_free": "free_bg", "pro_2up": "twoup_bg", "pro_free2up": "twoupfree_bg",
		"pro_50pct": "halfdown_bg", "pro_50pctdown2up": "twouphalfdown_bg", "pro_30pct": "thirtypercentdown_bg"}
)

// promotion is the mark after the title, and the row class a highlight
// puts on both the row and the name table's row.
func (p npPrefs) promotion(t npTorrent) (mark, rowClass string) {
	if t.Promo == "" {
		return "", ""
	}
	switch p.promo {
	case "word":
		w := promoWord[t.Promo]
		return fmt.Sprintf(` <b>[<font class='%s'>%s</font>]</b>`, w[0], w[1]), ""
	case "highlight":
		return "", fmt.Sprintf(` class='%s'`, promoHighlight[t.Promo])
	}
	return fmt.Sprintf(` <img class="%s" src="pic/trans.gif" alt="%s" />`, t.Promo, promoTitle[t.Promo]), ""
}

// head is the column header row of these preferences.
func (p npPrefs) head() string {
	var b strings.Builder
	b.WriteString(`<table class="torrents" cellspacing="0" cellpadding="5" width="100%"><tr>
<td class="colhead" style="padding: 0px">类型</td>`)
	if p.poster {
		b.WriteString(`<td class="colhead">海报</td>`)
	}
	b.WriteString(`<td class="colhead">标题</td>`)
	if p.wait {
		b.WriteString(`<td class="colhead">等待</td>`)
	}
	if !p.noComments {
		b.WriteString(`<td class="colhead"><img class="comments" src="pic/trans.gif" alt="comments" title="评论数" /></td>`)
	}
	b.WriteString(`
<td class="colhead"><img class="time" src="pic/trans.gif" alt="time" title="存活时间" /></td><td class="colhead"><img class="size" src="pic/trans.gif" alt="size" title="大小" /></td>
<td class="colhead"><img class="seeders" src="pic/trans.gif" alt="seeders" title="种子数" /></td><td class="colhead"><img class="leechers" src="pic/trans.gif" alt="leechers" title="下载数" /></td>
<td class="colhead"><img class="snatched" src="pic/trans.gif" alt="snatched" title="完成数" /></td><td class="colhead">发布者</td></tr>
`)
	return b.String()
}

// timeCell is the time column: elapsed with the date in a title, or the
// date added on two lines.
func (p npPrefs) timeCell(added string) string {
	if p.added {
		return `<td class="rowfollow nowrap">` + strings.Replace(added, " ", "<br />", 1) + `</td>`
	}
	return fmt.Sprintf(`<td class="rowfollow nowrap"><span title="%s">3天<br />2时</span></td>`, added)
}

// count is a seeders/leechers/snatched cell as torrenttable() writes it:
// a link when non-zero; zero seeders in linkcolor()'s red span, zero
// leechers or snatches as a bare 0.
func count(n int, link string, zero string) string {
	if n == 0 {
		return `<td class="rowfollow">` + zero + `</td>`
	}
	return fmt.Sprintf(`<td class="rowfollow" align="center"><b><a href="%s">%d</a></b></td>`, link, n)
}
