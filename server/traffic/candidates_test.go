package traffic

import (
	"context"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
)

// A free row whose free period ends within MinFreeLeft is no candidate:
// it would be counted in full before it is done.
func TestCandidatesNeedEnoughFreeTimeLeft(t *testing.T) {
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.Local)
	e, err := New(context.Background(), Options{Store: storetest.Open(t), Now: func() time.Time { return now }, MinFreeLeft: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	at := func(d time.Duration) string { return now.Add(d).Format(stamp) + "到期" }
	rows := []ptsites.Torrent{
		{ID: 1, SiteID: "s", Name: "ends-soon", FreeDesc: at(30 * time.Minute)},
		{ID: 2, SiteID: "s", Name: "ends-later", FreeDesc: at(3 * time.Hour)},
		{ID: 3, SiteID: "s", Name: "no-end"},
	}
	var got []string
	for _, c := range e.candidates(context.Background(), rows, false) {
		got = append(got, c.T.Name)
	}
	if !slices.Equal(got, []string{"ends-later", "no-end"}) {
		t.Fatalf("%v", got)
	}
}

// Candidates go more leechers per seeder first, then the longer free
// period (no known end longest), then the smaller torrent.
func TestBetterOrdersCandidates(t *testing.T) {
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.Local)
	c := func(name string, score float64, free time.Duration, size float64) candidate {
		x := candidate{T: ptsites.Torrent{Name: name, SizeMB: size}, Score: score}
		if free > 0 {
			x.FreeUntil = now.Add(free)
		}
		return x
	}
	list := []candidate{
		c("big-short", 2, time.Hour, 900), c("small-short", 2, time.Hour, 100), c("long", 2, 5*time.Hour, 900),
		c("forever", 2, 0, 900), c("popular", 9, time.Hour, 900),
	}
	sort.SliceStable(list, func(i, j int) bool { return better(list[i], list[j]) })
	var got []string
	for _, x := range list {
		got = append(got, x.T.Name)
	}
	if want := []string{"popular", "forever", "long", "small-short", "big-short"}; !slices.Equal(got, want) {
		t.Fatalf("%v, want %v", got, want)
	}
}
