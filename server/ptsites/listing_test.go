package ptsites

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// The engine's listing read: only the smart-download sites, their newest
// rows with no keyword, kept so a row's .torrent can be fetched after.
func TestLatestReadsTheSmartDownloadSites(t *testing.T) {
	s, _ := newService(t, nil)
	on := standin.Must(t, "nexusphp", nil)
	off := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: on.URL, SmartDownload: 1},
		settings.Site{SiteName: "hdhome", SiteURL: off.URL})
	ctx := context.Background()
	res, err := s.Latest(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Site != "hdsky" || res[0].Err != "" || len(res[0].Torrents) < 10 {
		t.Fatalf("latest %+v", res)
	}
	row := res[0].Torrents[0]
	f, data, err := s.TorrentFile(ctx, row.ID, "hdsky")
	if err != nil || len(data) == 0 || f.Name != row.Name {
		t.Fatalf("torrent of %q: %+v %d bytes %v", row.Name, f, len(data), err)
	}
	hits, err := s.SearchSubscribed(ctx, "Oppenheimer")
	if err != nil || len(hits) != 1 || len(hits[0].Torrents) != 1 {
		t.Fatalf("search %+v %v", hits, err)
	}
}

// A subscription's search of a 100-episode show reads on past the first
// page (the first episode is on the fifth), within background work's share
// of the site's budget: a smaller share stops the paging, not the search.
func TestASubscriptionSearchReadsAShowsLaterPages(t *testing.T) {
	ctx := context.Background()
	episodes := func(s *Service) (int, bool) {
		t.Helper()
		site := standin.Must(t, "nexusphp", map[string]string{"episodes": "100", "per_page": "20"})
		putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL, SmartDownload: 1})
		res, err := s.SearchSubscribed(ctx, "endless saga")
		if err != nil || len(res) != 1 || res[0].Err != "" {
			t.Fatalf("%+v %v", res, err)
		}
		first := false
		for _, tr := range res[0].Torrents {
			first = first || strings.Contains(tr.Name, "S01E001.")
		}
		return len(res[0].Torrents), first
	}
	s, _ := newService(t, nil)
	if n, first := episodes(s); n != 100 || !first {
		t.Fatalf("%d episodes found, the first among them: %v", n, first)
	}
	s = budgetService(t, sitebudget.Limits{PerMinute: 100, PerHour: 10, PerDay: 100, BackgroundShare: 0.3, UserShare: 0.5})
	if n, first := episodes(s); n != 60 || first {
		t.Fatalf("within 3 requests: %d episodes found", n)
	}
}
