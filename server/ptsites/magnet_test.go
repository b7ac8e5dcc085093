package ptsites

import (
	"context"
	"testing"
)

// A magnet-only site's result is sent as its magnet link: TorrentFile
// answers the link without asking the site for anything.
func TestMagnetOnlyResultIsItsLink(t *testing.T) {
	s, srv := trackerService(t, "tracker-magnet")
	ctx := context.Background()
	if _, err := s.Save(ctx, SaveInput{SiteName: "tracker-magnet", SiteURL: &srv.URL, Cookie: "x=1"}); err != nil {
		t.Fatal(err)
	}
	res, err := s.results(ctx, SearchInput{Keyword: "bunny", Sites: []string{"tracker-magnet"}})
	if err != nil || len(res) != 1 || len(res[0].Torrents) == 0 {
		t.Fatalf("%+v %v", res, err)
	}
	asked := len(srv.Requests())
	tr := res[0].Torrents[0]
	found, data, err := s.TorrentFile(ctx, tr.ID, tr.SiteID)
	want := "magnet:?xt=urn:btih:dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c&dn=Big+Buck+Bunny"
	if err != nil || string(data) != want || found.DownloadURL != want {
		t.Fatalf("%q %+v %v", data, found, err)
	}
	if n := len(srv.Requests()); n != asked {
		t.Fatalf("the site was asked %d more times", n-asked)
	}
}
