package health

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestIndicatorsFromHourlyCounts(t *testing.T) {
	st := openStore(t)
	storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "jellyfin", Name: "家", URL: "http://j", MasterServer: true}})
	storetest.PutSetting(t, st, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "k"})
	ctx := context.Background()
	now := time.Date(2025, 5, 2, 9, 40, 0, 0, time.UTC)
	record := func(ago time.Duration, up bool) {
		if err := st.RecordHealth(ctx, "media_server.家", now.Add(-ago), up); err != nil {
			t.Fatal(err)
		}
	}
	record(30*time.Hour, false) // older than a day: not counted
	for range 11 {
		record(2*time.Hour, true)
	}
	record(2*time.Hour, false)
	record(10*time.Minute, true)
	for h := 3; h <= 26; h++ { // fill older hours to overflow the 23 slots
		record(time.Duration(h)*time.Hour, true)
	}
	cst := time.FixedZone("CST", 8*3600)
	got, err := Indicators(ctx, st, now, cst)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ServiceName != "Jellyfin(家)" || got[1].ServiceName != "TMDB" {
		t.Fatalf("rows %+v", got)
	}
	j := got[0]
	if len(j.Hours) != 23 {
		t.Fatalf("%d slots", len(j.Hours))
	}
	last, prev := j.Hours[22], j.Hours[21]
	if last.Hour != 17 || last.Time != "2025-05-02 17:00" || last.Rate != 100 || last.Status != (HourStatus{1, 0}) {
		t.Fatalf("current hour %+v", last)
	}
	if prev.Hour != 15 || prev.Rate != 91.6 || prev.Status != (HourStatus{11, 1}) {
		t.Fatalf("two hours ago %+v", prev)
	}
	// 24 hours: 21 full hours (3..23 h ago) + 12 + 1 → 33 up of 34.
	if j.Rate != 97 {
		t.Fatalf("rate %v", j.Rate)
	}
	if got[1].Rate != 0 || len(got[1].Hours) != 0 {
		t.Fatalf("unchecked TMDB %+v", got[1])
	}
}

func TestRate(t *testing.T) {
	for _, c := range []struct {
		up, total int
		want      float64
	}{{0, 0, 0}, {1, 1, 100}, {999, 1000, 99.9}, {9999, 10000, 99.9}, {1, 3, 33.3}, {0, 5, 0}} {
		if got := rate(c.up, c.total); got != c.want {
			t.Errorf("rate(%d,%d) = %v, want %v", c.up, c.total, got, c.want)
		}
	}
}
