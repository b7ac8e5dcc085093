package indexer

import (
	"context"
	"strings"
	"time"
)

// titlePages caps the result pages one title's search reads: a show of a
// hundred episodes, a torrent each, runs past a site's first page.
const titlePages = 5

// PagedSite is a Site whose search reads its result pages one after
// another and tells each page's new rows as they arrive: the streamed
// search sends them on at once.
type PagedSite interface {
	SearchPages(ctx context.Context, q Query, page func(rows []Result)) ([]Result, error)
}

// Search runs the definition's search paths (and pages) and reads the rows.
func (c *cardigann) Search(ctx context.Context, q Query) ([]Result, error) {
	return c.SearchPages(ctx, q, nil)
}

// SearchPages is Search telling page (when not nil) each page's new rows.
// A further page is read while the last one came back full (a next-page
// link, as many rows as the first page), added rows, the site's budget
// allows a request and the deadline leaves time; a later page that fails
// ends the paging, not the search.
func (c *cardigann) SearchPages(ctx context.Context, q Query, page func([]Result)) ([]Result, error) {
	v := c.vars()
	v.ctx = ctx
	kw, err := applyFilters(q.Keywords, c.def.Search.KeywordsFilters, v)
	if err != nil {
		return nil, failf(KindParse, err, "关键字")
	}
	v.Keywords = kw
	setQueryVars(v, kw, q)
	v.Categories = c.siteCategories(q.Categories)
	limit := c.pageLimit(q)
	var out []Result
	seen := map[string]bool{}
	for _, sp := range c.searchPaths() {
		if len(sp.Categories) > 0 && len(q.Categories) > 0 && !overlaps(c.consoleCats(sp.Categories), q.Categories) {
			continue
		}
		var first int // the first page's rows: a later page as big is full
		var slowest time.Duration
		for pg := range limit {
			if pg > 0 && !c.roomForPage(ctx, slowest) {
				break
			}
			began := time.Now()
			p, err := c.searchPage(ctx, sp, v, pg)
			slowest = max(slowest, time.Since(began))
			if err != nil {
				if pg > 0 {
					break // keep the pages already read
				}
				return nil, err
			}
			var fresh []Result
			for _, r := range p.rows {
				if key := r.DetailsURL + "|" + r.DownloadURL; !seen[key] {
					seen[key] = true
					fresh = append(fresh, r)
				}
			}
			out = append(out, fresh...)
			if page != nil && len(fresh) > 0 {
				page(fresh)
			}
			if pg == 0 {
				first = p.size
			}
			if len(fresh) == 0 || !p.more || p.size < first {
				break // a repeated, empty or short page: the last one
			}
		}
	}
	return out, nil
}

// pageLimit is how many pages a search may read at most: the number asked
// (a custom subscription's all_pages), up to titlePages for a title's
// search on a site that pages, else the definition's own.
func (c *cardigann) pageLimit(q Query) int {
	paged := c.def.Search.PageInput != ""
	switch {
	case paged && q.Pages > 0:
		return q.Pages
	case paged && (strings.TrimSpace(q.Keywords) != "" || q.IMDbID != ""):
		return max(titlePages, c.def.Search.Pages)
	}
	return max(c.def.Search.Pages, 1)
}

// roomForPage says whether one more page may be read: the deadline leaves
// twice the slowest page's time (a page cut off spends a request for
// nothing) and the site's budget allows a request now — asked without
// spending it, so a spent budget ends the paging quietly.
func (c *cardigann) roomForPage(ctx context.Context, slowest time.Duration) bool {
	if ctx.Err() != nil {
		return false
	}
	if d, ok := ctx.Deadline(); ok && time.Until(d) < 2*slowest {
		return false
	}
	if b, ok := c.s.cfg.Gate.(interface{ Allows(context.Context) error }); ok && b.Allows(ctx) != nil {
		return false
	}
	return true
}
