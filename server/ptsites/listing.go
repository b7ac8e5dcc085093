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
}

// Latest reads every smart-download site's newest listing (its search
// page with no keyword): one request per site for all subscriptions.
func (s *Service) Latest(ctx context.Context) ([]SiteResults, error) {
	return s.SearchSubscribed(ctx, "")
}

// SearchSubscribed runs keyword ("" = the newest listing) on the sites
// with smart download on, answering per site.
func (s *Service) SearchSubscribed(ctx context.Context, keyword string) ([]SiteResults, error) {
	chosen, a, err := s.gather(ctx, SearchInput{Keyword: keyword})
	if err != nil || len(chosen) == 0 {
		return nil, err
	}
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

// backgroundSites are in.Sites when named, else the smart-download ones.
func backgroundSites(list []settings.Site, named []string) []settings.Site {
	var chosen []settings.Site
	for _, st := range list {
		if len(named) > 0 && slices.Contains(named, st.SiteName) || len(named) == 0 && st.SmartDownload == 1 {
			chosen = append(chosen, st)
		}
	}
	return chosen
}
