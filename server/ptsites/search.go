package ptsites

import (
	"context"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// SearchInput is movie/search_keyword's query.
type SearchInput struct {
	Keyword string
	IMDbID  string   // the scripting API's search by IMDb id (SearchRemote)
	Cates   []string // console categories; empty = all
	Sites   []string // site codes; empty = the sites with web search on
	Cache   bool     // answer the last results for this keyword when kept
	Pages   int      // result pages per site at most (Gather); 0 = the site's own
	// The dialog's switches, kept in the history so a click repeats them.
	SearchDouban, SearchMediaServer, SearchSite string
}

// SiteFailure says why a site gave no results.
type SiteFailure struct {
	SiteID   string `json:"site_id"`
	SiteName string `json:"site_name"`
	Reason   string `json:"reason"`
}

// SearchAnswer is movie/search_keyword's data (api-contract §2.10) plus
// site_errors and searched_names (additions: why the others did not answer).
type SearchAnswer struct {
	Torrents        []Torrent     `json:"torrents"`
	SiteNames       []string      `json:"site_names"` // sites that answered
	MaxRunSiteName  string        `json:"max_run_site_name"`
	MaxRunTime      float64       `json:"max_run_time"` // seconds
	RunTimeoutNames []string      `json:"run_timeout_names"`
	SiteErrors      []SiteFailure `json:"site_errors"`
	SearchedNames   []string      `json:"searched_names"`
	Cached          bool          `json:"cached"`
	SearchTime      string        `json:"search_time"`
}

// ErrNoSites: nothing to search, until an administrator adds a site.
var ErrNoSites = settings.NeedsSetup{
	Message: "没有可搜索的站点：请先在站点管理中添加站点并允许Web搜索",
	Member:  "没有可搜索的站点，请联系管理员添加站点",
}

// Search runs the keyword on the chosen sites in parallel, each within
// the web-search time-out, and keeps the answer for the user's history.
func (s *Service) Search(ctx context.Context, uid int64, in SearchInput) (SearchAnswer, error) {
	ctx = sitebudget.WithUser(purpose(ctx, sitebudget.Search), uid)
	in, err := normalize(in)
	if err != nil {
		return SearchAnswer{}, err
	}
	if in.Cache {
		if a, ok, err := s.cached(ctx, uid, in.Keyword); err != nil || ok {
			return a, err
		}
	}
	chosen, srv, err := s.searchPlan(ctx, in)
	if err != nil {
		return SearchAnswer{}, err
	}
	s.remember(ctx, uid, in, "searching", nil)
	a := s.searchSites(ctx, chosen, in, webSearchTimeout(srv))
	if n := srv.WebSearchResultLimit; n > 0 && len(a.Torrents) > n {
		a.Torrents = a.Torrents[:n]
	}
	a.SearchTime = s.now().Format(stamp)
	s.remember(ctx, uid, in, historyStatus(a), &a)
	return a, nil
}

// normalize trims the keyword (none is refused) and drops a category
// filter that chose every category.
func normalize(in SearchInput) (SearchInput, error) {
	in.Keyword = strings.TrimSpace(in.Keyword)
	// Every category chosen means no filter: a site's categories outside
	// the six (sports, misc …) must not be left out then.
	if all := settings.PermissionCategories; len(in.Cates) >= len(all) && !slices.ContainsFunc(all, func(c string) bool {
		return !slices.Contains(in.Cates, c)
	}) {
		in.Cates = nil
	}
	if in.Keyword == "" {
		return in, Invalid{Message: "请输入搜索关键字"}
	}
	return in, nil
}

// searchPlan answers the sites a web search asks (none is refused) and the
// server settings that bound it: the console's search and the scripting
// search (SearchRemote).
func (s *Service) searchPlan(ctx context.Context, in SearchInput) ([]settings.Site, settings.ServerSetting, error) {
	chosen, srv, err := s.sitePlan(ctx, in.Sites, func(st settings.Site) bool { return st.WebSearch == 1 })
	if err == nil && len(chosen) == 0 {
		err = ErrNoSites
	}
	return chosen, srv, err
}

// sitePlan is every search's one site choice: the named sites when any
// are named, else those byDefault picks (Web搜索 for the console, 智能下载
// for the background readers), with the server settings that bound the
// search. None chosen answers no sites and no error.
func (s *Service) sitePlan(ctx context.Context, named []string, byDefault func(settings.Site) bool) ([]settings.Site, settings.ServerSetting, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return nil, settings.ServerSetting{}, err
	}
	chosen := pickSites(list, named, byDefault)
	if len(chosen) == 0 {
		return nil, settings.ServerSetting{}, nil
	}
	srv, err := settings.ServerSettingSection.Load(ctx, s.store)
	return chosen, srv, err
}

// historyStatus is what 最近搜索 shows: a search that found nothing because
// every site refused, failed or timed out (a rate limit, say) did not
// complete, so it is not marked 已完成.
func historyStatus(a SearchAnswer) string {
	if len(a.Torrents) == 0 && len(a.SiteNames) == 0 && len(a.SiteErrors) > 0 {
		return "failed"
	}
	return "success"
}

type siteOutcome struct {
	st      settings.Site
	results []indexer.Result
	err     error
	took    time.Duration
}

func (s *Service) searchSites(ctx context.Context, chosen []settings.Site, in SearchInput, timeout time.Duration) SearchAnswer {
	outcomes := make([]siteOutcome, len(chosen))
	var wg sync.WaitGroup
	for i, st := range chosen {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outcomes[i] = s.searchOne(ctx, st, in, timeout, nil)
		}()
	}
	wg.Wait()
	a := SearchAnswer{Torrents: []Torrent{}, SiteNames: []string{}, RunTimeoutNames: []string{}, SiteErrors: []SiteFailure{}, SearchedNames: []string{}}
	var slowest time.Duration
	for _, o := range outcomes {
		a.add(o, &slowest, s.parser.Load())
	}
	a.MaxRunTime = round(slowest.Seconds(), 2)
	if slowest > 0 && a.MaxRunTime == 0 {
		a.MaxRunTime = 0.01
	}
	sort.SliceStable(a.Torrents, func(i, j int) bool { return a.Torrents[i].UploadCount > a.Torrents[j].UploadCount })
	s.keepTorrents(ctx, a.Torrents, outcomes)
	return a
}

// add counts one site's outcome into the answer; slowest is the longest
// time a site that answered took.
func (a *SearchAnswer) add(o siteOutcome, slowest *time.Duration, p *release.Parser) {
	name := aliasOf(o.st)
	a.SearchedNames = append(a.SearchedNames, name)
	switch kind := indexer.KindOf(o.err); {
	case o.err == nil:
		a.SiteNames = append(a.SiteNames, name)
		if o.took > *slowest {
			*slowest, a.MaxRunSiteName = o.took, name
		}
		for _, r := range o.results {
			a.Torrents = append(a.Torrents, toTorrent(p, o.st.SiteName, name, r))
		}
	case kind == indexer.KindTimeout:
		a.RunTimeoutNames = append(a.RunTimeoutNames, name)
		a.SiteErrors = append(a.SiteErrors, SiteFailure{o.st.SiteName, name, o.err.Error()})
	default:
		a.SiteErrors = append(a.SiteErrors, SiteFailure{o.st.SiteName, name, reasonOf(o.err)})
	}
}

// searchOne searches one site within timeout; page, when not nil, hears
// each result page's rows as the site reads them (a site that reads no
// pages one by one tells none: its outcome has them all).
func (s *Service) searchOne(ctx context.Context, st settings.Site, in SearchInput, timeout time.Duration, page func([]indexer.Result)) siteOutcome {
	o := siteOutcome{st: st}
	limit := st.SearchLimit
	if limit == 0 {
		if def := s.defs[st.SiteName]; def != nil && def.RateLimit > 0 {
			limit = def.RateLimit
		} else {
			limit = defaultSearchesPerHour
		}
	}
	q := indexer.Query{Keywords: in.Keyword, Categories: in.Cates, IMDbID: in.IMDbID, Pages: in.Pages}
	if rs, ok := s.answers.get(st.SiteName, q, time.Now()); ok && !isFresh(ctx) {
		o.results = rs // the same question a moment ago: no request, no search counted
		return o
	}
	if o.err = s.allow(st.SiteName, limit); o.err != nil {
		return o
	}
	site, err := s.site(ctx, st)
	if err != nil {
		o.err = err
		return o
	}
	sctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	if ps, ok := site.(indexer.PagedSite); ok && page != nil {
		o.results, o.err = ps.SearchPages(sctx, q, page)
	} else {
		o.results, o.err = site.Search(sctx, q)
	}
	o.took = time.Since(start)
	if o.err == nil {
		s.answers.put(st.SiteName, q, o.results, time.Now())
	}
	if o.err != nil && sctx.Err() != nil && ctx.Err() == nil {
		o.err = &indexer.Error{Kind: indexer.KindTimeout, Detail: "超过" + timeout.String() + "没有结果", Err: o.err}
	}
	if o.err != nil {
		s.log.Warn("site search failed", "site", st.SiteName, "reason", o.err.Error())
	}
	s.markHealth(context.WithoutCancel(ctx), st.SiteName, o.err)
	return o
}

func reasonOf(err error) string {
	if indexer.KindOf(err) == "" {
		return "站点无法访问：" + err.Error()
	}
	return err.Error()
}

func aliasOf(st settings.Site) string {
	if st.Alias != "" {
		return st.Alias
	}
	return st.SiteName
}

// webSearchTimeout is how long one site may take (at least a second).
func webSearchTimeout(srv settings.ServerSetting) time.Duration {
	return time.Duration(max(srv.WebSearchTimeout, 1)) * time.Second
}
