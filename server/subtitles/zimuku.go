package subtitles

import (
	"context"
	"errors"
	"html"
	"net/url"
	"regexp"
	"strings"
)

// zimuku is 字幕库: the search page lists titles (/subs/N.html), a title's
// page lists its subtitles in table rows (/detail/N.html with language
// flags), the detail page links the download page (/dld/N.html), which
// links the archive (/download/…).
type zimuku struct{ scraped }

var (
	zmkTitle  = regexp.MustCompile(`href="(/subs/\d+\.html)"`)
	zmkRow    = regexp.MustCompile(`(?s)<tr[^>]*>(.*?)</tr>`)
	zmkDetail = regexp.MustCompile(`href="(/detail/\d+\.html)"[^>]*title="([^"]*)"`)
	zmkFlag   = regexp.MustCompile(`/lang/(\w+)\.gif`)
	zmkDld    = regexp.MustCompile(`href="(/dld/\d+\.html)"`)
	zmkFile   = regexp.MustCompile(`href="(/download/[^"]+)"`)
)

func (z *zimuku) Label() string { return "字幕库" }

func (z *zimuku) Search(ctx context.Context, q query) ([]candidate, error) {
	return z.titles(ctx, z.Label(), "/search?q="+url.QueryEscape(q.Keyword), zmkTitle, z.rows)
}

// rows reads a title page's subtitle table.
func (z *zimuku) rows(page, referer string) []candidate {
	var out []candidate
	for _, r := range zmkRow.FindAllStringSubmatch(page, -1) {
		d := zmkDetail.FindStringSubmatch(r[1])
		if d == nil {
			continue
		}
		c := candidate{Source: "zimuku", Title: html.UnescapeString(d[2]), Lang: "other"}
		for _, f := range zmkFlag.FindAllStringSubmatch(r[1], -1) {
			switch f[1] {
			case "china":
				c.Lang = merge(c.Lang, "chs")
			case "hongkong":
				c.Lang = merge(c.Lang, "cht")
			case "jollyroger":
				c.Lang = "dual"
			}
		}
		detail := z.base + d[1]
		c.fetch = func(ctx context.Context) (string, []byte, error) { return z.download(ctx, detail) }
		out = append(out, c)
	}
	return out
}

func merge(have, add string) string {
	if have == "other" || have == add {
		return add
	}
	if have == "dual" {
		return have
	}
	return "dual"
}

func (z *zimuku) download(ctx context.Context, detail string) (string, []byte, error) {
	_, page, err := get(ctx, z.hc, z.pace, z.Label(), detail, "")
	if err != nil {
		return "", nil, err
	}
	m := zmkDld.FindStringSubmatch(string(page))
	if m == nil {
		return "", nil, errors.New("字幕库的字幕详情页没有下载链接（页面格式可能变了）")
	}
	dld := z.base + m[1]
	_, page, err = get(ctx, z.hc, z.pace, z.Label(), dld, detail)
	if err != nil {
		return "", nil, err
	}
	f := zmkFile.FindStringSubmatch(string(page))
	if f == nil {
		return "", nil, errors.New("字幕库的下载页没有字幕文件链接（页面格式可能变了）")
	}
	return get(ctx, z.hc, z.pace, z.Label(), z.base+html.UnescapeString(strings.TrimSpace(f[1])), dld)
}
