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

// SearchPages is Search telling page (when not nil) each page's new rows;
// each search path is paged (pager.read): more is its next-page link.
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
	pr := pager{s: c.s, limit: c.pageLimit(q), seen: map[string]bool{}, page: page}
	for _, sp := range c.searchPaths() {
		if len(sp.Categories) > 0 && len(q.Categories) > 0 && !overlaps(c.consoleCats(sp.Categories), q.Categories) {
			continue
		}
		if err := pr.read(ctx, func(ctx context.Context, pg int) (pageRead, error) {
			return c.searchPage(ctx, sp, v, pg)
		}); err != nil {
			return nil, err
		}
	}
	return pr.out, nil
}

// pager reads a search's result pages under every site kind's rules.
type pager struct {
	s     *session
	limit int             // pages at most, per read
	seen  map[string]bool // rows read (details|download; id|… for pageRead.ids): a repeated page adds none
	page  func([]Result)  // told each page's new rows; may be nil
	out   []Result
}

// read reads pages 0, 1 … of one search with fetch. A further page is read
// while the last one came back full (more, as many rows as the first
// page), added rows (counted before the query's filters when the page
// names them all: pageRead.ids), the site's budget allows a request and the deadline
// leaves time; a later page that fails ends the paging, not the search.
func (pr *pager) read(ctx context.Context, fetch func(context.Context, int) (pageRead, error)) error {
	var first int // the first page's rows: a later page as big is full
	var slowest time.Duration
	for pg := range pr.limit {
		if pg > 0 && !pr.s.roomForPage(ctx, slowest) {
			break
		}
		began := time.Now()
		p, err := fetch(ctx, pg)
		slowest = max(slowest, time.Since(began))
		if err != nil {
			if pg > 0 {
				break // keep the pages already read
			}
			return err
		}
		var fresh []Result
		for _, r := range p.rows {
			if key := r.DetailsURL + "|" + r.DownloadURL; !pr.seen[key] {
				pr.seen[key] = true
				fresh = append(fresh, r)
			}
		}
		pr.out = append(pr.out, fresh...)
		if pr.page != nil && len(fresh) > 0 {
			pr.page(fresh)
		}
		if pg == 0 {
			first = p.size
		}
		added := len(fresh)
		if p.ids != nil {
			added = 0
			for _, id := range p.ids {
				if !pr.seen["id|"+id] {
					pr.seen["id|"+id] = true
					added++
				}
			}
		}
		if added == 0 || !p.more || p.size < first {
			return nil // a repeated, empty or short page: the last one
		}
	}
	return nil
}

// titlePageLimit is the pages a site kind that pages may read: the number
// asked (a custom subscription's all_pages), titlePages for a title's
// search, else one (a listing's newest rows).
func titlePageLimit(q Query) int {
	switch {
	case q.Pages > 0:
		return q.Pages
	case strings.TrimSpace(q.Keywords) != "" || q.IMDbID != "":
		return titlePages
	}
	return 1
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
func (s *session) roomForPage(ctx context.Context, slowest time.Duration) bool {
	if ctx.Err() != nil {
		return false
	}
	if d, ok := ctx.Deadline(); ok && time.Until(d) < 2*slowest {
		return false
	}
	if b, ok := s.cfg.Gate.(interface{ Allows(context.Context) error }); ok && b.Allows(ctx) != nil {
		return false
	}
	return true
}
