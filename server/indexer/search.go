package indexer

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/PuerkitoBio/goquery"
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
	return c.pageError(doc, c.def.Search.Error, v, KindParse, "站点报错：%s")
}

// pageError is the first of errs the page shows, as a failure of kind
// with its message (the selector's text, or the block's message field)
// put in format; a message that says the site limits requests is that
// instead. Nil when the page shows none.
func (c *cardigann) pageError(doc *goquery.Selection, errs []ErrorBlock, v *Vars, kind Kind, format string) error {
	for _, e := range errs {
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
		return failf(kind, nil, format, clip(msg, 120))
	}
	return nil
}

func (c *cardigann) pageRows(doc *goquery.Document, u *url.URL, v *Vars) (pageRead, error) {
	size := find(doc.Selection, c.def.Search.Rows.Selector).Length()
	rows, err := c.ParseRows(doc, u, v)
	more := c.def.Search.NextPage == "" || find(doc.Selection, c.def.Search.NextPage).Length() > 0
	return pageRead{rows: rows, size: size, more: more}, err
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
