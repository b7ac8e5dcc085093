package indexer

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// searchPaths are the definition's paths, or its older single path.
func (c *cardigann) searchPaths() []SearchPath {
	if len(c.def.Search.Paths) == 0 && c.def.Search.Path != "" {
		return []SearchPath{{Path: c.def.Search.Path}}
	}
	return c.def.Search.Paths
}

// pageRead is one result page read.
type pageRead struct {
	rows []Result
	// size is the rows the page holds, kept or not: a full page holds as
	// many as the first.
	size int
	// more: the page links to a next one (the definition's nextpage
	// selector; without one, a page cannot tell and pages are read until
	// one adds nothing).
	more bool
	// ids name every row the page holds, kept or not (nil: the site kind
	// cannot tell a dropped row's identity). Given, whether the page added
	// anything is decided on them: a full page whose rows the query's
	// categories all drop (M-Team filters after the fetch) is no last page.
	ids []string
}

// searchPage reads page pg (0-based) of one search path.
func (c *cardigann) searchPage(ctx context.Context, sp SearchPath, v *Vars, pg int) (pageRead, error) {
	form := url.Values{}
	inputs := map[string]string{}
	for k, t := range c.def.Search.Inputs {
		inputs[k] = t
	}
	for k, t := range sp.Inputs {
		inputs[k] = t
	}
	var raw string
	for k, t := range inputs {
		val, err := expand(t, v)
		if err != nil {
			return pageRead{}, failf(KindParse, err, "搜索参数%s", k)
		}
		if k == "$raw" {
			raw = val
			continue
		}
		form.Set(k, val)
	}
	if pg > 0 && c.def.Search.PageInput != "" {
		form.Set(c.def.Search.PageInput, strconv.Itoa(pg))
	}
	path, err := expand(sp.Path, v)
	if err != nil {
		return pageRead{}, failf(KindParse, err, "搜索地址")
	}
	target := c.s.resolve(path)
	if raw != "" {
		sep := "?"
		if strings.Contains(target, "?") {
			sep = "&"
		}
		target += sep + strings.TrimLeft(raw, "&")
	}
	h, err := expandHeaders(c.def.Search.Headers, v)
	if err != nil {
		return pageRead{}, failf(KindParse, err, "搜索请求头")
	}
	method := http.MethodGet
	if m, err := expand(sp.Method, v); err == nil && strings.EqualFold(strings.TrimSpace(m), "post") {
		method = http.MethodPost // the method may be a template too
	}
	p, err := c.fetch(ctx, method, target, form, h)
	if err != nil {
		return pageRead{}, err
	}
	if strings.EqualFold(sp.Response.Type, "json") {
		rows, err := c.jsonRows(p, v, sp.Response.NoResultsMessage)
		return pageRead{rows: rows, size: len(rows), more: len(rows) > 0 && c.def.Search.PageInput != ""}, err
	}
	var doc *goquery.Document
	if strings.EqualFold(sp.Response.Type, "xml") {
		doc, err = xmlDocument(p.Body)
	} else {
		doc, err = goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	}
	if err != nil {
		return pageRead{}, failf(KindParse, err, "")
	}
	if err := c.siteError(doc.Selection, v); err != nil {
		return pageRead{}, err
	}
	return c.pageRows(doc, p.URL, v)
}

// siteError is the definition's search.error: a message the site shows
// instead of results.
func (c *cardigann) siteError(doc *goquery.Selection, v *Vars) error {
	for _, e := range c.def.Search.Error {
		hit := find(doc, e.Selector)
		if hit.Length() == 0 {
			continue
		}
		msg := strings.TrimSpace(hit.First().Text())
		if e.Message != nil {
			if m, err := readField(doc, *e.Message, v); err == nil && m != "" {
				msg = m
			}
		}
		if err := c.s.tooMany(msg); err != nil {
			return err
		}
		return failf(KindParse, nil, "站点报错：%s", clip(msg, 120))
	}
	return nil
}

func (c *cardigann) pageRows(doc *goquery.Document, u *url.URL, v *Vars) (pageRead, error) {
	size := find(doc.Selection, c.def.Search.Rows.Selector).Length()
	rows, err := c.ParseRows(doc, u, v)
	more := c.def.Search.NextPage == "" || find(doc.Selection, c.def.Search.NextPage).Length() > 0
	return pageRead{rows: rows, size: size, more: more}, err
}

// ParseRows reads the result rows of a search page. A row missing a
// required field is skipped (sites mix ad rows and sticky headers in), but
// a page whose rows all miss one is the site's error, never an empty
// answer: the site's display settings or theme differ from the definition.
func (c *cardigann) ParseRows(doc *goquery.Document, pageURL *url.URL, v *Vars) ([]Result, error) {
	rows := find(doc.Selection, c.def.Search.Rows.Selector)
	if c.def.Search.Rows.Remove != "" {
		find(rows, c.def.Search.Rows.Remove).Remove()
	}
	var out []Result
	var missing error
	after := max(c.def.Search.Rows.After, 0)
	for _, row := range rows.Nodes {
		if v.ctx != nil && v.ctx.Err() != nil {
			return out, timeoutOr(v.ctx, nil) // slow patterns: stop with the search
		}
		nodes := withNextRows(row, after)
		rv := *v
		rv.Result = make(map[string]string, len(c.def.Search.Fields)+1)
		ok := true
		sc := newScope(nodes)
		for _, f := range c.def.Search.Fields {
			val, err := readScoped(sc, f.Selector, &rv)
			if err != nil {
				// Without a download link in the row, the definition's download
				// block finds it on the details page (Torrent does).
				needed := f.Name == "title" || f.Name == "details" || f.Name == "download" && len(c.def.Download.Selectors) == 0
				if needed {
					ok, missing = false, fmt.Errorf("%s（%w）", f.Name, err)
					break
				}
				val = ""
			}
			rv.Result[f.Name] = val
		}
		if ok && rv.Result["date"] == "" && c.def.Search.Rows.DateHeaders != nil {
			rv.Result["date"] = dateHeader(row, *c.def.Search.Rows.DateHeaders, &rv)
		}
		if ok && c.keepRow(rv.Result, v) {
			out = append(out, c.toResult(rv.Result, pageURL))
		}
	}
	if len(out) == 0 && missing != nil {
		return nil, failf(KindParse, missing, "页面有%d行结果，但一行也没有读出%s：站点的显示设置或主题与站点定义不符", rows.Length(), missing.Error())
	}
	return out, nil
}

// dateHeader is rows.dateheaders: the date of the nearest earlier row (or
// earlier sibling of the row's parent) the selector reads.
func dateHeader(row *html.Node, sel Selector, v *Vars) string {
	prev := func(n *html.Node) *html.Node {
		for p := n.PrevSibling; p != nil; p = p.PrevSibling {
			if p.Type == html.ElementNode {
				return p
			}
		}
		if n.Parent != nil {
			for p := n.Parent.PrevSibling; p != nil; p = p.PrevSibling {
				if p.Type == html.ElementNode {
					return p
				}
			}
		}
		return nil
	}
	for n := prev(row); n != nil; n = prev(n) {
		if val, err := readScoped(newScope([]*html.Node{n}), sel, v); err == nil && val != "" {
			return val
		}
	}
	return ""
}

// keepRow applies rows.filters (andmatch: every word searched is in the
// title) and fills the download link a row may lack.
func (c *cardigann) keepRow(f map[string]string, v *Vars) bool {
	for _, flt := range c.def.Search.Rows.Filters {
		if flt.Name == "andmatch" && !andMatch(f["title"], v.Keywords, filterArgs(flt.Args)) {
			return false
		}
	}
	if f["download"] == "" {
		// magnet-only sites: the magnet, or one made from the info-hash
		f["download"] = f["magnet"]
		if f["download"] == "" && f["infohash"] != "" {
			f["download"] = "magnet:?xt=urn:btih:" + strings.TrimSpace(f["infohash"]) + "&dn=" + url.QueryEscape(f["title"])
		}
		if f["download"] == "" {
			f["download"] = f["details"]
		}
	}
	return true
}

// toResult turns the named fields into a Result.
func (c *cardigann) toResult(f map[string]string, pageURL *url.URL) Result {
	abs := func(s string) string {
		if s == "" {
			return ""
		}
		if u, err := pageURL.Parse(strings.TrimSpace(s)); err == nil {
			return u.String()
		}
		return s
	}
	num := func(name string) int { return int(parseNumber(f[name])) }
	factor := func(name string) float64 {
		if f[name] == "" {
			return 1
		}
		return parseNumber(f[name])
	}
	r := Result{
		Title: strings.TrimSpace(f["title"]), Description: strings.TrimSpace(f["description"]),
		DetailsURL: abs(f["details"]), DownloadURL: abs(f["download"]),
		SizeMB: ParseSizeMB(f["size"]), Seeders: num("seeders"), Leechers: num("leechers"), Grabs: num("grabs"),
		DownloadFactor: factor("downloadvolumefactor"), UploadFactor: factor("uploadvolumefactor"),
		MinimumRatio: parseNumber(f["minimumratio"]), FreeUntil: strings.TrimSpace(f["freeuntil"]),
		IMDbID: imdbID(f["imdbid"] + f["imdb"]), DoubanID: doubanID(f["doubanid"]), Poster: abs(f["poster"]),
	}
	r.MinimumSeedTime, r.Files = num("minimumseedtime"), num("files")
	r.Genre, r.CategoryDesc = strings.TrimSpace(f["genre"]), strings.TrimSpace(f["categorydesc"])
	r.TMDbID, r.TVDbID = idDigits(f["tmdbid"]), idDigits(f["tvdbid"])
	r.InfoHash, r.Magnet = strings.ToLower(strings.TrimSpace(f["infohash"])), strings.TrimSpace(f["magnet"])
	r.Category = c.consoleCat(f["category"])
	r.Date = normalizeDate(f["date"])
	return r
}

// normalizeDate keeps a readable date, reading ages the filters left.
func normalizeDate(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	if d, err := dateParse(s, ""); err == nil {
		return d
	}
	if t, ok := timeAgo(s, time.Now()); ok {
		return t.Format(timeLayout)
	}
	return s
}

// setQueryVars fills .Query as Jackett names it: IMDBID ("tt0133093"),
// IMDBIDShort (its digits, "0133093"), TMDBID, TVDBID, DoubanID, Season, Ep
// ("" when not searched by them).
func setQueryVars(v *Vars, kw string, q Query) {
	num := func(n int) string {
		if n <= 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	imdb := imdbID(q.IMDbID)
	v.Query["Keywords"], v.Query["Q"], v.Query["IMDBID"] = kw, kw, imdb
	v.Query["IMDBIDShort"] = strings.TrimPrefix(imdb, "tt")
	v.Query["TMDBID"], v.Query["TVDBID"], v.Query["DoubanID"] = q.TMDbID, q.TVDbID, q.DoubanID
	v.Query["Season"], v.Query["Ep"] = num(q.Season), num(q.Episode)
}

// withNextRows is a row and the `after` element siblings that follow it:
// with rows.after, one result spans several table rows.
func withNextRows(row *html.Node, after int) []*html.Node {
	nodes := []*html.Node{row}
	for n := row.NextSibling; n != nil && len(nodes) <= after; n = n.NextSibling {
		if n.Type == html.ElementNode {
			nodes = append(nodes, n)
		}
	}
	return nodes
}
