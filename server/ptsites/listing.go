package ptsites

import (
	"context"
	"slices"

	"github.com/movie-robot/web-console/server/settings"
)

// The background readers (server/subengine, server/customsub): the sites
// with 智能下载 on, each under its own rate limit, their results kept like
// a console search so TorrentFile finds them again.

// SiteResults is one site's answer to the engine.
type SiteResults struct {
	Site     string // site code
	Name     string // alias as shown
	Torrents []Torrent
	Err      string // why the site gave nothing ("" = it answered)
	// BothTitles: the site's search matches the subtitle too (its
	// definition's search.bothtitles), so one title's query finds both.
	BothTitles bool
}

// Latest reads every smart-download site's newest listing (its search
// page with no keyword): one request per site for all subscriptions.
func (s *Service) Latest(ctx context.Context) ([]SiteResults, error) {
	return s.SearchSubscribed(ctx, "")
}

// LatestTraffic reads the newest listing of the sites with 流量管理 on
// (traffic_management_status 1 主动 or 2 被动), through the same search
// path, rate limits and kept rows as Latest; none on answers nothing.
func (s *Service) LatestTraffic(ctx context.Context) ([]SiteResults, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return nil, err
	}
	var named []string
	for _, st := range list {
		if st.TrafficManagementStatus != 0 {
			named = append(named, st.SiteName)
		}
	}
	if len(named) == 0 {
		return nil, nil
	}
	return s.results(ctx, SearchInput{Sites: named})
}

// SearchSubscribed runs keyword ("" = the newest listing) on the named
// sites, or on those with smart download on, answering per site.
func (s *Service) SearchSubscribed(ctx context.Context, keyword string, sites ...string) ([]SiteResults, error) {
	return s.results(ctx, SearchInput{Keyword: keyword, Sites: sites})
}

// results runs one background search and answers it per site.
func (s *Service) results(ctx context.Context, in SearchInput) ([]SiteResults, error) {
	chosen, a, err := s.gather(ctx, in)
	if err != nil || len(chosen) == 0 {
		return nil, err
	}
	out := make([]SiteResults, 0, len(chosen))
	at := map[string]int{}
	for _, st := range chosen {
		at[st.SiteName] = len(out)
		def := s.defs[st.SiteName]
		out = append(out, SiteResults{Site: st.SiteName, Name: aliasOf(st), Torrents: []Torrent{},
			BothTitles: def != nil && def.Search.BothTitles})
	}
	for _, t := range a.Torrents {
		if i, ok := at[t.SiteID]; ok {
			out[i].Torrents = append(out[i].Torrents, t)
		}
	}
	for _, f := range a.SiteErrors {
		if i, ok := at[f.SiteID]; ok {
			out[i].Err = f.Reason
		}
	}
	return out, nil
}

// pickSites are the named sites when any are named, else those on by
// default: the console's search (Web搜索) and the background readers
// (智能下载) choose the same way.
func pickSites(list []settings.Site, named []string, byDefault func(settings.Site) bool) []settings.Site {
	var chosen []settings.Site
	for _, st := range list {
		if len(named) > 0 && slices.Contains(named, st.SiteName) || len(named) == 0 && byDefault(st) {
			chosen = append(chosen, st)
		}
	}
	return chosen
}
