package ptsites

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// The subscription engine's reads (server/subengine): the sites with
// 智能下载 on, each under its own rate limit, their results kept like a
// console search so TorrentFile finds them again.

// SiteResults is one site's answer to the engine.
type SiteResults struct {
	Site     string // site code
	Name     string // alias as shown
	Torrents []Torrent
	Err      string // why the site gave nothing ("" = it answered)
}

// Latest reads every smart-download site's newest listing (its search
// page with no keyword): one request per site for all subscriptions.
func (s *Service) Latest(ctx context.Context) ([]SiteResults, error) {
	return s.SearchSubscribed(ctx, "")
}

// SearchSubscribed runs keyword ("" = the newest listing) on the sites
// with smart download on, answering per site.
func (s *Service) SearchSubscribed(ctx context.Context, keyword string) ([]SiteResults, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return nil, err
	}
	var chosen []settings.Site
	for _, st := range list {
		if st.SmartDownload == 1 {
			chosen = append(chosen, st)
		}
	}
	if len(chosen) == 0 {
		return nil, nil
	}
	srv, err := settings.ServerSettingSection.Load(ctx, s.store)
	if err != nil {
		return nil, err
	}
	a := s.searchSites(ctx, chosen, SearchInput{Keyword: strings.TrimSpace(keyword)}, webSearchTimeout(srv))
	out := make([]SiteResults, 0, len(chosen))
	at := map[string]int{}
	for _, st := range chosen {
		at[st.SiteName] = len(out)
		out = append(out, SiteResults{Site: st.SiteName, Name: aliasOf(st), Torrents: []Torrent{}})
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
