package ptsites

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// The scripting API's torrent calls (site/search_remote, search_local,
// list_local_torrents of the original's Python SDK). "Local" torrents are
// the search results this server kept (a week of them, see keepTorrents):
// the built-in backend has no RSS torrent database of its own.

// ScriptQuery is what a script searches for.
type ScriptQuery struct {
	Keyword, IMDbID string
	Cates           []string // SDK categories (Movie, TV, …); empty = all
	Sites           []string // site codes; empty = the sites with web search on
	Timeout         int      // seconds; 0 = the web-search setting
}

// ScriptTorrent is the SDK's site.Torrent. Its download_count is the
// number of completed downloads and downloading_count the leechers (the
// console's Torrent names them otherwise). Times are "YYYY-MM-DD
// HH:MM:SS" or null: the SDK parses nothing else.
type ScriptTorrent struct {
	ID                   int64   `json:"id"`
	SiteID               string  `json:"site_id"`
	Name                 string  `json:"name"`
	Subject              string  `json:"subject"`
	CateLevel1           string  `json:"cate_level1"`
	CateID               string  `json:"cate_id"`
	DetailsURL           string  `json:"details_url"`
	DownloadURL          string  `json:"download_url"`
	IMDbID               string  `json:"imdb_id"`
	PublishDate          *string `json:"publish_date"`
	GmtModified          *string `json:"gmt_modified"`
	SizeMB               float64 `json:"size_mb"`
	UploadCount          int     `json:"upload_count"`
	DownloadingCount     int     `json:"downloading_count"`
	DownloadCount        int     `json:"download_count"`
	FreeDeadline         *string `json:"free_deadline"`
	DownloadVolumeFactor float64 `json:"download_volume_factor"`
	UploadVolumeFactor   float64 `json:"upload_volume_factor"`
	MinimumRatio         float64 `json:"minimum_ratio"`
	MinimumSeedTime      int     `json:"minimum_seed_time"`
	PosterURL            string  `json:"poster_url"`
}

// sdkCategories are the SDK's CateLevel1 values; anything else is Other.
var sdkCategories = []string{"Movie", "TV", "Documentary", "Anime", "Music", "Game", "AV", "Other"}

// scriptTime is t when it has the SDK's format, else null.
func scriptTime(t string) *string {
	if _, err := time.Parse(stamp, t); err != nil {
		return nil
	}
	return &t
}

// toScript is a kept or fresh result in the SDK's shape; the download link
// (it carries the user's passkey) only withLinks.
func toScript(id int64, site, seen string, r indexer.Result, withLinks bool) ScriptTorrent {
	t := ScriptTorrent{ID: id, SiteID: site, Name: r.Title, Subject: r.Description, CateLevel1: r.Category,
		DetailsURL: r.DetailsURL, IMDbID: r.IMDbID, PublishDate: scriptTime(r.Date), GmtModified: scriptTime(seen),
		SizeMB: round(r.SizeMB, 2), UploadCount: r.Seeders, DownloadingCount: r.Leechers, DownloadCount: r.Grabs,
		FreeDeadline: scriptTime(r.FreeUntil), DownloadVolumeFactor: r.DownloadFactor, UploadVolumeFactor: r.UploadFactor,
		MinimumRatio: r.MinimumRatio, PosterURL: r.Poster}
	if !slices.Contains(sdkCategories, t.CateLevel1) {
		t.CateLevel1 = "Other"
	}
	if withLinks {
		t.DownloadURL = r.DownloadURL
	}
	return t
}

// SearchRemote searches the sites now, like the console's search, and
// answers every result.
func (s *Service) SearchRemote(ctx context.Context, q ScriptQuery, withLinks bool) ([]ScriptTorrent, error) {
	ctx = purpose(ctx, sitebudget.Plugin)
	if strings.TrimSpace(q.Keyword) == "" && q.IMDbID == "" {
		return nil, Invalid{Message: "请提供搜索关键字或IMDb编号"}
	}
	in := SearchInput{Keyword: strings.TrimSpace(q.Keyword), IMDbID: q.IMDbID, Cates: q.Cates, Sites: q.Sites}
	chosen, srv, err := s.searchPlan(ctx, in)
	if errors.Is(err, ErrNoSites) && len(q.Sites) > 0 {
		// The sites exist, the script named others: say which field.
		return nil, Invalid{Message: "site_id 中没有可搜索的站点（" + strings.Join(q.Sites, "、") +
			"）：站点编号是站点管理中的站点（site.list() 的 site_id），且需允许Web搜索"}

	}
	if err != nil {
		return nil, err
	}
	timeout := webSearchTimeout(srv)
	if q.Timeout > 0 {
		timeout = min(time.Duration(q.Timeout)*time.Second, time.Minute)
	}
	a := s.searchSites(ctx, chosen, in, timeout)
	if n := srv.WebSearchResultLimit; n > 0 && len(a.Torrents) > n {
		a.Torrents = a.Torrents[:n]
	}
	if len(a.Torrents) == 0 && len(a.SiteErrors) > 0 && len(a.SiteNames) == 0 {
		return nil, Invalid{Message: "所有站点都没有回答：" + a.SiteErrors[0].SiteName + " " + a.SiteErrors[0].Reason}
	}
	ids := make([]int64, 0, len(a.Torrents))
	for _, t := range a.Torrents {
		ids = append(ids, t.ID)
	}
	return s.keptByID(ctx, ids, withLinks)
}
