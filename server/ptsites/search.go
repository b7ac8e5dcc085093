package ptsites

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
)

// SearchInput is movie/search_keyword's query.
type SearchInput struct {
	Keyword string
	Cates   []string // console categories; empty = all
	Sites   []string // site codes; empty = the sites with web search on
	Cache   bool     // answer the last results for this keyword when kept
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

// ErrNoSites: nothing to search.
var ErrNoSites = Invalid{"没有可搜索的站点：请先在站点管理中添加站点并允许Web搜索"}

// Search runs the keyword on the chosen sites in parallel, each within
// the web-search time-out, and keeps the answer for the user's history.
func (s *Service) Search(ctx context.Context, uid int64, in SearchInput) (SearchAnswer, error) {
	in.Keyword = strings.TrimSpace(in.Keyword)
	if in.Keyword == "" {
		return SearchAnswer{}, Invalid{"请输入搜索关键字"}
	}
	if in.Cache {
		if a, ok, err := s.cached(ctx, uid, in.Keyword); err != nil || ok {
			return a, err
		}
	}
	list, err := s.configured(ctx)
	if err != nil {
		return SearchAnswer{}, err
	}
	var chosen []settings.Site
	for _, st := range list {
		if len(in.Sites) > 0 && slices.Contains(in.Sites, st.SiteName) || len(in.Sites) == 0 && st.WebSearch == 1 {
			chosen = append(chosen, st)
		}
	}
	if len(chosen) == 0 {
		return SearchAnswer{}, ErrNoSites
	}
	srv, err := settings.ServerSettingSection.Load(ctx, s.store)
	if err != nil {
		return SearchAnswer{}, err
	}
	s.remember(ctx, uid, in, "searching", nil)
	a := s.searchSites(ctx, chosen, in, time.Duration(max(srv.WebSearchTimeout, 1))*time.Second)
	if n := srv.WebSearchResultLimit; n > 0 && len(a.Torrents) > n {
		a.Torrents = a.Torrents[:n]
	}
	a.SearchTime = s.now().Format(stamp)
	s.remember(ctx, uid, in, "success", &a)
	return a, nil
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
			outcomes[i] = s.searchOne(ctx, st, in, timeout)
		}()
	}
	wg.Wait()
	a := SearchAnswer{Torrents: []Torrent{}, SiteNames: []string{}, RunTimeoutNames: []string{}, SiteErrors: []SiteFailure{}, SearchedNames: []string{}}
	var slowest time.Duration
	for _, o := range outcomes {
		name := aliasOf(o.st)
		a.SearchedNames = append(a.SearchedNames, name)
		switch kind := indexer.KindOf(o.err); {
		case o.err == nil:
			a.SiteNames = append(a.SiteNames, name)
			if o.took > slowest {
				slowest, a.MaxRunSiteName = o.took, name
			}
			for _, r := range o.results {
				a.Torrents = append(a.Torrents, toTorrent(o.st.SiteName, name, r))
			}
		case kind == indexer.KindTimeout:
			a.RunTimeoutNames = append(a.RunTimeoutNames, name)
			a.SiteErrors = append(a.SiteErrors, SiteFailure{o.st.SiteName, name, o.err.Error()})
		default:
			a.SiteErrors = append(a.SiteErrors, SiteFailure{o.st.SiteName, name, reasonOf(o.err)})
		}
	}
	a.MaxRunTime = round(slowest.Seconds(), 2)
	if slowest > 0 && a.MaxRunTime == 0 {
		a.MaxRunTime = 0.01
	}
	sort.SliceStable(a.Torrents, func(i, j int) bool { return a.Torrents[i].UploadCount > a.Torrents[j].UploadCount })
	s.keepTorrents(ctx, a.Torrents, outcomes)
	return a
}

func (s *Service) searchOne(ctx context.Context, st settings.Site, in SearchInput, timeout time.Duration) siteOutcome {
	o := siteOutcome{st: st}
	limit := st.SearchLimit
	if limit == 0 {
		if def := s.defs[st.SiteName]; def != nil && def.RateLimit > 0 {
			limit = def.RateLimit
		} else {
			limit = defaultSearchesPerHour
		}
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
	o.results, o.err = site.Search(sctx, indexer.Query{Keywords: in.Keyword, Categories: in.Cates})
	o.took = time.Since(start)
	if o.err != nil && sctx.Err() != nil && ctx.Err() == nil {
		o.err = &indexer.Error{Kind: indexer.KindTimeout, Detail: "超过" + timeout.String() + "没有结果", Err: o.err}
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

// keepTorrents stores the rows download/torrent needs to find a result
// again, and forgets rows older than a week.
func (s *Service) keepTorrents(ctx context.Context, ts []Torrent, outcomes []siteOutcome) {
	urls := map[int64]indexer.Result{}
	for _, o := range outcomes {
		for _, r := range o.results {
			urls[torrentID(o.st.SiteName, r.DownloadURL)] = r
		}
	}
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		s.log.Warn("search results not kept", "error", err)
		return
	}
	defer tx.Rollback()
	for _, t := range ts {
		r := urls[t.ID]
		tx.ExecContext(ctx, `INSERT INTO search_torrent(id, site_name, name, subject, download_url, details_url, size_mb, seen_at)
			VALUES (?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET seen_at = excluded.seen_at`,
			t.ID, t.SiteID, t.Name, t.Subject, r.DownloadURL, r.DetailsURL, t.SizeMB, now.Format(stamp))
	}
	tx.ExecContext(ctx, `DELETE FROM search_torrent WHERE seen_at < ?`, now.AddDate(0, 0, -7).Format(stamp))
	if err := tx.Commit(); err != nil {
		s.log.Warn("search results not kept", "error", err)
	}
}

// FoundTorrent is a search result found again by its id.
type FoundTorrent struct {
	ID                      int64
	Site, Name, Subject     string
	DownloadURL, DetailsURL string
	SizeMB                  float64
}

// Found answers a kept search result.
func (s *Service) Found(ctx context.Context, id int64) (FoundTorrent, error) {
	f := FoundTorrent{ID: id}
	err := s.db.QueryRowContext(ctx, `SELECT site_name, name, subject, download_url, details_url, size_mb
		FROM search_torrent WHERE id = ?`, id).Scan(&f.Site, &f.Name, &f.Subject, &f.DownloadURL, &f.DetailsURL, &f.SizeMB)
	if err == sql.ErrNoRows {
		return f, Invalid{"找不到这个种子，请重新搜索后再下载"}
	}
	return f, err
}

// historyOptions are the dialog switches kept with a history entry.
type historyOptions struct {
	SearchDouban      string `json:"searchDouban"`
	SearchMediaServer string `json:"searchMediaServer"`
	SearchSite        string `json:"searchSite"`
}

func (s *Service) remember(ctx context.Context, uid int64, in SearchInput, status string, a *SearchAnswer) {
	opts, _ := json.Marshal(historyOptions{in.SearchDouban, in.SearchMediaServer, in.SearchSite})
	var result []byte
	if a != nil {
		result, _ = json.Marshal(a)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO search_history(user_id, keyword, status, options, result, updated_at)
		VALUES (?,?,?,?,?,?) ON CONFLICT(user_id, keyword) DO UPDATE SET status = excluded.status,
		options = excluded.options, result = CASE WHEN excluded.result = '' THEN search_history.result ELSE excluded.result END,
		updated_at = excluded.updated_at`, uid, in.Keyword, status, string(opts), string(result), s.now().Format(stamp))
	if err != nil {
		s.log.Warn("search history not kept", "error", err)
	}
	// Keep the newest 50 per user.
	s.db.ExecContext(ctx, `DELETE FROM search_history WHERE user_id = ? AND keyword NOT IN
		(SELECT keyword FROM search_history WHERE user_id = ? ORDER BY updated_at DESC LIMIT 50)`, uid, uid)
}

func (s *Service) cached(ctx context.Context, uid int64, keyword string) (SearchAnswer, bool, error) {
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT result FROM search_history WHERE user_id = ? AND keyword = ?`, uid, keyword).Scan(&raw)
	if err == sql.ErrNoRows || err == nil && raw == "" {
		return SearchAnswer{}, false, nil
	}
	if err != nil {
		return SearchAnswer{}, false, err
	}
	var a SearchAnswer
	if err := json.Unmarshal([]byte(raw), &a); err != nil {
		return SearchAnswer{}, false, nil
	}
	a.Cached = true
	return a, true, nil
}

// HistoryEntry is one row of movie/get_search_keyword_cache.
type HistoryEntry struct {
	Keyword           string `json:"keyword"`
	Status            string `json:"status"`
	SearchDouban      string `json:"searchDouban"`
	SearchMediaServer string `json:"searchMediaServer"`
	SearchSite        string `json:"searchSite"`
	Time              string `json:"time"`
}

// History answers the user's recent searches, newest first. A search
// still marked searching after ten minutes was cut off (a restart): it is
// shown as failed.
func (s *Service) History(ctx context.Context, uid int64) ([]HistoryEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT keyword, status, options, updated_at FROM search_history
		WHERE user_id = ? ORDER BY updated_at DESC LIMIT 50`, uid)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []HistoryEntry{}
	stale := s.now().Add(-10 * time.Minute).Format(stamp)
	for rows.Next() {
		var e HistoryEntry
		var opts string
		if err := rows.Scan(&e.Keyword, &e.Status, &opts, &e.Time); err != nil {
			return nil, err
		}
		var o historyOptions
		json.Unmarshal([]byte(opts), &o)
		e.SearchDouban, e.SearchMediaServer, e.SearchSite = o.SearchDouban, o.SearchMediaServer, o.SearchSite
		if e.Status == "searching" && e.Time < stale {
			e.Status = "failed"
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Detail answers site/get_detail: nil when the site has no details pages.
func (s *Service) Detail(ctx context.Context, siteID, detailsURL string) (*indexer.Detail, error) {
	st, err := s.byName(ctx, siteID)
	if err != nil {
		return nil, err
	}
	site, err := s.site(ctx, st)
	if err != nil {
		return nil, err
	}
	d, err := site.Details(ctx, detailsURL)
	if indexer.Unsupported(err) {
		return nil, nil
	}
	if err != nil {
		return nil, Invalid{"读取种子详情失败：" + err.Error()}
	}
	return &d, nil
}

func (s *Service) byName(ctx context.Context, name string) (settings.Site, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return settings.Site{}, err
	}
	at := slices.IndexFunc(list, func(x settings.Site) bool { return x.SiteName == name })
	if at < 0 {
		return settings.Site{}, Invalid{"站点" + name + "还没有添加"}
	}
	return list[at], nil
}

// TorrentFile fetches a kept search result's .torrent with the site's
// credentials.
func (s *Service) TorrentFile(ctx context.Context, id int64, siteID string) (FoundTorrent, []byte, error) {
	f, err := s.Found(ctx, id)
	if err != nil {
		return f, nil, err
	}
	if siteID != "" && siteID != f.Site {
		return f, nil, Invalid{"种子与站点不符，请重新搜索后再下载"}
	}
	st, err := s.byName(ctx, f.Site)
	if err != nil {
		return f, nil, err
	}
	site, err := s.site(ctx, st)
	if err != nil {
		return f, nil, err
	}
	data, err := site.Torrent(ctx, f.DownloadURL)
	if err != nil {
		s.markHealth(context.WithoutCancel(ctx), st.SiteName, err)
		return f, nil, Invalid{"下载种子文件失败：" + err.Error()}
	}
	return f, data, nil
}
