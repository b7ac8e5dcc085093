package ptsites

import (
	"context"
	"sort"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// The state of one site in a streamed search (SiteReport.State).
const (
	SiteOK      = "ok"      // answered with results
	SiteEmpty   = "empty"   // answered, nothing found
	SiteSlow    = "slow"    // no answer by the deadline: dropped
	SiteFailed  = "failed"  // refused, cookie expired, rate limit …
	SiteSkipped = "skipped" // failing in a row: not asked until it recovers (breaker.go)
)

// SiteRef names a site a streamed search asks.
type SiteRef struct {
	SiteID   string `json:"site_id"`
	SiteName string `json:"site_name"`
}

// SiteReport is one site's part of a streamed search, sent as it finishes.
type SiteReport struct {
	SiteRef
	State     string    `json:"state"`
	ElapsedMS int64     `json:"elapsed_ms"`
	Reason    string    `json:"reason,omitempty"`
	Torrents  []Torrent `json:"torrents"`
	// Page is the result page the rows are from when the site's search
	// reads pages one by one (1 first); a page past the first adds its rows
	// to those the site's earlier reports brought.
	Page int `json:"page,omitempty"`
	// More: the site reads on, a further page may follow; its state and rows
	// are not final. When it ends, a last report without More closes it: the
	// same page, no new rows, the site's whole time.
	More bool `json:"more,omitempty"`
}

// StreamedSearch is a search checked and planned, not yet run (Run).
type StreamedSearch struct {
	s        *Service
	ctx      context.Context
	uid      int64
	in       SearchInput
	chosen   []settings.Site
	limit    int
	Sites    []SiteRef
	Deadline time.Duration // the whole search's: the web-search time-out
}

// StreamSearch checks a search as Search does (keyword, sites) and plans
// it; Run then reports each site as it finishes.
func (s *Service) StreamSearch(ctx context.Context, uid int64, in SearchInput) (*StreamedSearch, error) {
	ctx = sitebudget.WithUser(purpose(ctx, sitebudget.Search), uid)
	in, err := normalize(in)
	if err != nil {
		return nil, err
	}
	chosen, srv, err := s.searchPlan(ctx, in)
	if err != nil {
		return nil, err
	}
	ss := &StreamedSearch{s: s, ctx: ctx, uid: uid, in: in, chosen: chosen, limit: srv.WebSearchResultLimit,
		Deadline: webSearchTimeout(srv)}
	for _, st := range chosen {
		ss.Sites = append(ss.Sites, SiteRef{st.SiteName, aliasOf(st)})
	}
	return ss, nil
}

// finished is a site's search done, or (page > 0) one of its result pages
// read while it reads on: o.results are that page's rows.
type finished struct {
	i    int
	o    siteOutcome
	page int
}

// Run asks every site at once and calls report (from this goroutine) for
// each as it answers, and again for each further page of results a site
// reads (More) and once more when such a site is finished; at the
// deadline the sites still out are reported slow, those reading on closed, and Run
// returns: the search never waits for its slowest site. The whole answer
// is kept in the user's history as Search keeps it.
func (ss *StreamedSearch) Run(report func(SiteReport)) SearchAnswer {
	s, start := ss.s, time.Now()
	s.remember(ss.ctx, ss.uid, ss.in, "searching", nil)
	// The sites' own searches outlive a client that left (each is bounded
	// by the deadline): a cancelled request must not count as the site's
	// failure in its health.
	bg := context.WithoutCancel(ss.ctx)
	done := make(chan finished, len(ss.chosen))
	over := make(chan struct{}) // Run returned: pages read later go nowhere
	defer close(over)
	pending := map[int]bool{}
	for i, st := range ss.chosen {
		if why := s.trips.skip(st.SiteName, s.now()); why != "" {
			report(SiteReport{SiteRef: ss.Sites[i], State: SiteSkipped, Reason: why, Torrents: []Torrent{}})
			continue
		}
		pending[i] = true
		go ss.searchSite(bg, i, st, start, done, over)
	}
	a := SearchAnswer{Torrents: []Torrent{}, SiteNames: []string{}, RunTimeoutNames: []string{}, SiteErrors: []SiteFailure{}, SearchedNames: []string{}}
	var slowest time.Duration
	answered := map[int]int{} // the last page of the site's reported
	timer := time.NewTimer(ss.Deadline)
	defer timer.Stop()
	for len(pending) > 0 {
		select {
		case f := <-done:
			switch {
			case f.page > 1 && answered[f.i] > 0:
				answered[f.i] = f.page
				report(ss.accountPage(&a, f, time.Since(start)))
				continue
			case f.page > 0:
				answered[f.i] = f.page
			case answered[f.i] > 0:
				delete(pending, f.i) // its pages are all in
				report(ss.closing(f.i, answered[f.i], time.Since(start)))
				continue
			default:
				delete(pending, f.i)
			}
			r := ss.account(&a, &slowest, f, time.Since(start))
			r.Page, r.More = f.page, f.page > 0
			report(r)
		case <-timer.C:
			for i := range pending {
				if answered[i] > 0 {
					// Its later pages came too late: the ones read stand.
					report(ss.closing(i, answered[i], time.Since(start)))
					continue
				}
				late := &indexer.Error{Kind: indexer.KindTimeout, Detail: "超过" + ss.Deadline.String() + "没有结果"}
				report(ss.account(&a, &slowest, finished{i, siteOutcome{st: ss.chosen[i], err: late}, 0}, time.Since(start)))
			}
			pending = nil
		}
	}
	a.MaxRunTime = round(slowest.Seconds(), 2)
	if slowest > 0 && a.MaxRunTime == 0 {
		a.MaxRunTime = 0.01
	}
	a.SearchTime = s.now().Format(stamp)
	s.remember(bg, ss.uid, ss.in, historyStatus(a), &a)
	return a
}

// searchSite searches one site, telling done each result page as it is
// read and then the search's end — unless Run returned (over) first.
func (ss *StreamedSearch) searchSite(ctx context.Context, i int, st settings.Site, start time.Time, done chan<- finished, over <-chan struct{}) {
	tell := func(f finished) {
		select {
		case done <- f:
		case <-over:
		}
	}
	page := 0
	o := ss.s.searchOne(ctx, st, ss.in, ss.Deadline, func(rows []indexer.Result) {
		page++
		tell(finished{i, siteOutcome{st: st, results: rows, took: time.Since(start)}, page})
	})
	tell(finished{i, o, 0})
}

// account adds a site's outcome to the whole answer and keeps its rows for
// download/torrent; it answers the site's report.
func (ss *StreamedSearch) account(a *SearchAnswer, slowest *time.Duration, f finished, took time.Duration) SiteReport {
	before := len(a.Torrents)
	a.add(f.o, slowest, ss.s.parser.Load())
	r := SiteReport{SiteRef: ss.Sites[f.i], ElapsedMS: took.Milliseconds(), Torrents: ss.newRows(a, before, f.o)}
	switch {
	case f.o.err == nil && len(f.o.results) > 0:
		r.State = SiteOK
	case f.o.err == nil:
		r.State = SiteEmpty
	case indexer.KindOf(f.o.err) == indexer.KindTimeout:
		r.State, r.Reason = SiteSlow, f.o.err.Error()
	default:
		r.State, r.Reason = SiteFailed, reasonOf(f.o.err)
	}
	return r
}

// accountPage adds a further result page of a site already reported.
func (ss *StreamedSearch) accountPage(a *SearchAnswer, f finished, took time.Duration) SiteReport {
	before := len(a.Torrents)
	p := ss.s.parser.Load()
	for _, r := range f.o.results {
		a.Torrents = append(a.Torrents, toTorrent(p, f.o.st.SiteName, aliasOf(f.o.st), r))
	}
	return SiteReport{SiteRef: ss.Sites[f.i], State: SiteOK, ElapsedMS: took.Milliseconds(),
		Torrents: ss.newRows(a, before, f.o), Page: f.page, More: true}
}

// closing ends a site whose pages were reported: it reads no more.
func (ss *StreamedSearch) closing(i, page int, took time.Duration) SiteReport {
	return SiteReport{SiteRef: ss.Sites[i], State: SiteOK, ElapsedMS: took.Milliseconds(), Torrents: []Torrent{}, Page: page}
}

// newRows are the answer's rows from before on, most uploaded first,
// within the result limit; they are kept for download/torrent.
func (ss *StreamedSearch) newRows(a *SearchAnswer, before int, o siteOutcome) []Torrent {
	rows := a.Torrents[before:]
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].UploadCount > rows[j].UploadCount })
	if ss.limit > 0 && len(a.Torrents) > ss.limit {
		a.Torrents = a.Torrents[:max(ss.limit, before)]
		rows = a.Torrents[before:]
	}
	if len(rows) > 0 {
		ss.s.keepTorrents(context.WithoutCancel(ss.ctx), rows, []siteOutcome{o})
	}
	return rows
}
