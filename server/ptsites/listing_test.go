package ptsites

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
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
