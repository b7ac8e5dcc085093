package traffic

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
)

// A free row the site marks H&R (a minimum ratio) is skipped unless the
// form's accept_hr is on; a row that is not free never is a candidate.
func TestHRRowsOnlyWithTheSwitch(t *testing.T) {
	st := storetest.Open(t)
	e, err := New(context.Background(), Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	rows := []ptsites.Torrent{
		{ID: 1, SiteID: "s", Name: "free", DownloadCount: 5},
		{ID: 2, SiteID: "s", Name: "free-hr", MinimumRatio: 1, DownloadCount: 50},
		{ID: 3, SiteID: "s", Name: "paid-hr", DownloadVolumeFactor: 1, MinimumRatio: 1, DownloadCount: 90},
	}
	names := func(acceptHR bool) (out []string) {
		for _, c := range e.candidates(context.Background(), rows, acceptHR) {
			out = append(out, c.T.Name)
		}
		return out
	}
	if got := names(false); len(got) != 1 || got[0] != "free" {
		t.Fatalf("switch off: %v", got)
	}
	if got := names(true); len(got) != 2 || got[0] != "free" || got[1] != "free-hr" {
		t.Fatalf("switch on: %v", got)
	}
}
