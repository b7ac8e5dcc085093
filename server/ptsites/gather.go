package ptsites

import (
	"context"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// maxGatherPages bounds a custom subscription's run (api-contract §2.12:
// all_pages reads at most 10 pages).
const maxGatherPages = 10

// Gather is the custom subscriptions' search: by keyword, by IMDb id, or —
// both empty — each site's latest list. It reads up to in.Pages pages per
// site on in.Sites (none: the sites with 智能下载 on), keeps the rows for
// download/torrent like any search, but writes no search history (nobody
// typed it). Site rate limits and time-outs apply as for a search.
func (s *Service) Gather(ctx context.Context, in SearchInput) (SearchAnswer, error) {
	in.Pages = min(max(in.Pages, 1), maxGatherPages)
	chosen, a, err := s.gather(ctx, in)
	if err == nil && len(chosen) == 0 {
		// Custom subscriptions are the admin's: no member wording.
		err = settings.NeedsSetup{Message: "没有可搜索的站点：请先在站点管理中添加站点并开启智能下载，或在过滤站点中选择站点"}
	}
	return a, err
}

// gather is the background readers' one search (Gather, SearchSubscribed):
// in.Sites (none: the smart-download sites), up to in.Pages pages each
// (0: the site's own). No sites chosen answers nothing and no error.
func (s *Service) gather(ctx context.Context, in SearchInput) ([]settings.Site, SearchAnswer, error) {
	if strings.TrimSpace(in.Keyword) == "" && in.IMDbID == "" {
		ctx = purpose(ctx, sitebudget.Listing)
	} else {
		ctx = purpose(ctx, sitebudget.Subscription)
	}
	in.Keyword, in.IMDbID = strings.TrimSpace(in.Keyword), strings.TrimSpace(in.IMDbID)
	chosen, srv, err := s.sitePlan(ctx, in.Sites, func(st settings.Site) bool { return st.SmartDownload == 1 })
	if err != nil || len(chosen) == 0 {
		return nil, SearchAnswer{}, err
	}
	// Each page is a request of its own: the time-out grows with them.
	a := s.searchSites(ctx, chosen, in, webSearchTimeout(srv)*time.Duration(max(in.Pages, 1)))
	a.SearchTime = s.now().Format(stamp)
	return chosen, a, nil
}
