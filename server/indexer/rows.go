package indexer

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

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
