package indexer

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// Torrent downloads a .torrent with the session's cookies: the row's link,
// or, when that is a details page, the link the definition's download
// block finds there (after download.before's request when it has one).
func (c *cardigann) Torrent(ctx context.Context, downloadURL string) ([]byte, error) {
	if strings.HasPrefix(downloadURL, "magnet:") {
		return nil, failf(KindParse, nil, "该站点只提供磁力链接：%s", clip(downloadURL, 200))
	}
	if err := c.ensureLogin(ctx); err != nil {
		return nil, err
	}
	target := c.s.resolve(downloadURL)
	v := c.vars()
	v.ctx = ctx
	v.DownloadUri = downloadURI(target)
	h, err := expandHeaders(c.def.Download.Headers, v)
	if err != nil {
		return nil, failf(KindParse, err, "下载请求头")
	}
	p, err := c.s.do(ctx, http.MethodGet, target, nil, h)
	if err != nil {
		return nil, err
	}
	before, err := c.before(ctx, p, v)
	if err != nil {
		return nil, err
	}
	link, err := c.downloadLink(p, before, v)
	if err != nil {
		return nil, err
	}
	if link != "" {
		method := http.MethodGet
		if strings.EqualFold(c.def.Download.Method, "post") {
			method = http.MethodPost
		}
		if p, err = c.s.do(ctx, method, link, nil, h); err != nil {
			return nil, err
		}
	}
	if p.Status != http.StatusOK || len(p.Body) == 0 || p.Body[0] != 'd' {
		if isLoginURL(p.URL) {
			return nil, failf(KindCookie, nil, "下载种子时站点要求重新登录")
		}
		return nil, failf(KindParse, nil, "站点返回的不是种子文件（HTTP %d）", p.Status)
	}
	return p.Body, nil
}

// downloadURI is .DownloadUri as Jackett's templates read it.
func downloadURI(raw string) map[string]any {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	q := map[string]string{}
	for k, vs := range u.Query() {
		q[k] = vs[0]
	}
	return map[string]any{"AbsoluteUri": u.String(), "AbsolutePath": u.Path, "PathAndQuery": u.RequestURI(),
		"Query": q, "Host": u.Host, "Scheme": u.Scheme}
}

// before sends download.before's request (its path from the details page
// with pathselector) and answers its page (nil without one).
func (c *cardigann) before(ctx context.Context, details *page, v *Vars) (*page, error) {
	b := c.def.Download.Before
	if b == nil {
		return nil, nil
	}
	path, err := expand(b.Path, v)
	if err != nil {
		return nil, failf(KindParse, err, "download.before.path")
	}
	if b.PathSelector != nil {
		doc, err := goquery.NewDocumentFromReader(bytes.NewReader(details.Body))
		if err != nil {
			return nil, failf(KindParse, err, "详情页")
		}
		if path, err = readField(doc.Selection, *b.PathSelector, v); err != nil {
			return nil, failf(KindParse, err, "详情页没有 download.before 的地址")
		}
	}
	form := url.Values{}
	for k, t := range b.Inputs {
		val, err := expand(t, v)
		if err != nil {
			return nil, failf(KindParse, err, "download.before 参数%s", k)
		}
		form.Set(k, val)
	}
	method := http.MethodGet
	if strings.EqualFold(b.Method, "post") {
		method = http.MethodPost
	}
	target, err := details.URL.Parse(strings.TrimSpace(path))
	if err != nil {
		return nil, failf(KindParse, err, "download.before.path")
	}
	return c.s.do(ctx, method, target.String(), form, nil)
}

// downloadLink finds the .torrent link with the download block's selectors
// on the details page (or on before's answer), "" when p is already the
// file or there is no block. With download.infohash the result is a
// magnet, which cannot be fetched: that is said plainly.
func (c *cardigann) downloadLink(p, before *page, v *Vars) (string, error) {
	d := c.def.Download
	if len(p.Body) == 0 || p.Body[0] == 'd' || isLoginURL(p.URL) {
		return "", nil
	}
	pick := func(useBefore bool) *page {
		if useBefore && before != nil {
			return before
		}
		return p
	}
	if d.Infohash != nil {
		from := pick(d.Infohash.UseBeforeResponse)
		doc, err := goquery.NewDocumentFromReader(bytes.NewReader(from.Body))
		if err != nil {
			return "", failf(KindParse, err, "详情页")
		}
		hash, err := readField(doc.Selection, d.Infohash.Hash, v)
		if err != nil || hash == "" {
			return "", failf(KindParse, err, "详情页没有 info-hash")
		}
		title, _ := readField(doc.Selection, d.Infohash.Title, v)
		return "", failf(KindParse, nil, "该站点只提供磁力链接：magnet:?xt=urn:btih:%s&dn=%s", strings.TrimSpace(hash), url.QueryEscape(title))
	}
	for _, sel := range d.Selectors {
		from := pick(sel.UseBeforeResponse)
		doc, err := goquery.NewDocumentFromReader(bytes.NewReader(from.Body))
		if err != nil {
			continue
		}
		if href, err := readField(doc.Selection, sel, v); err == nil && href != "" {
			if u, err := from.URL.Parse(strings.TrimSpace(href)); err == nil {
				return u.String(), nil
			}
		}
	}
	return "", nil
}
