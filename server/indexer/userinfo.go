package indexer

import (
	"context"
	"net/url"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// UserInfo reads the definition's userinfo pages in order; each page's
// fields join .Result, so a later path can be "{{ .Result.userpath }}"
// (NexusPHP: the index page links to userdetails.php?id=<uid>).
func (c *cardigann) UserInfo(ctx context.Context) (UserInfo, error) {
	if len(c.def.UserInfo) == 0 {
		return UserInfo{}, failf(KindParse, nil, "站点定义没有用户信息页")
	}
	v := c.vars()
	for _, pg := range c.def.UserInfo {
		path, err := expand(pg.Path, v)
		if err != nil || strings.TrimSpace(path) == "" {
			return UserInfo{}, failf(KindParse, err, "用户信息页地址")
		}
		_, doc, err := c.get(ctx, c.s.resolve(strings.TrimSpace(path)), nil)
		if err != nil {
			return UserInfo{}, err
		}
		if err := readPage(doc, pg.Fields, v); err != nil {
			return UserInfo{}, err
		}
	}
	f := v.Result
	u := UserInfo{
		Username: strings.TrimSpace(f["username"]), UploadMB: ParseSizeMB(f["uploaded"]),
		DownloadMB: ParseSizeMB(f["downloaded"]), Ratio: parseNumber(f["ratio"]), Bonus: parseNumber(f["bonus"]),
		Seeding: int(parseNumber(f["seeding"])), SeedingSizeMB: ParseSizeMB(f["seedingsize"]),
		VIP: strings.TrimSpace(f["vip"]) != "",
	}
	if u.Username == "" {
		return u, failf(KindParse, nil, "用户信息页没有用户名")
	}
	if u.Ratio == 0 && u.DownloadMB > 0 {
		u.Ratio = u.UploadMB / u.DownloadMB
	}
	return u, nil
}

// readPage reads a page's fields into v.Result. A required field that is
// missing fails the page (its markup is not what the definition expects).
func readPage(doc *goquery.Document, fields Fields, v *Vars) error {
	for _, f := range fields {
		val, err := readField(doc.Selection, f.Selector, v)
		if err != nil {
			return failf(KindParse, err, "页面缺少%s", f.Name)
		}
		v.Result[f.Name] = val
	}
	return nil
}

// Details reads the images and introduction of a details page (the
// definition's details block: fields "images" as a selector over every
// match and "intro").
func (c *cardigann) Details(ctx context.Context, detailsURL string) (Detail, error) {
	// The address comes from the browser: only the site's own pages are
	// fetched with its cookies (no request to anywhere else).
	target, err := url.Parse(c.s.resolve(detailsURL))
	if err != nil || target.Host != c.s.base.Host {
		return Detail{}, failf(KindParse, nil, "不是本站点的详情页地址")
	}
	p, doc, err := c.get(ctx, target.String(), nil)
	if err != nil {
		return Detail{}, err
	}
	d := Detail{Images: []string{}}
	if f, ok := c.def.Details.Fields.Get("images"); ok && f.Selector != "" {
		attr := f.Attribute
		if attr == "" {
			attr = "src"
		}
		doc.Find(f.Selector).Each(func(_ int, img *goquery.Selection) {
			src, _ := img.Attr(attr)
			if src == "" {
				return
			}
			if u, err := p.URL.Parse(src); err == nil {
				d.Images = append(d.Images, u.String())
			}
		})
	}
	if f, ok := c.def.Details.Fields.Get("intro"); ok {
		if s, err := readField(doc.Selection, f, c.vars()); err == nil {
			d.Intro = strings.TrimSpace(s)
		}
	}
	return d, nil
}
