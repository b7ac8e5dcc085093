package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A season whose episodes are all filed does not complete while one of
// its downloads is still in the client: 订阅完成 is said once that one is
// filed too.
func TestSeasonCompletesOnlyWithNothingInFlight(t *testing.T) {
	e, _ := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{5: seasonOf("2026-01-01", "2026-01-08")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 5, CNName: "漫长的季节", ENName: "The Long Season", SeasonIndex: 1})
	rec := func(n int64, name string, status int, link string) downloads.Record {
		return downloads.Record{ID: n, SubID: id, SubType: downloads.SubTypeSubscribe, Name: name, Hash: name,
			Status: status, LinkPath: link, TMDBID: 5, MovieType: "TV", Season: 1}
	}
	e.dl.recs = []downloads.Record{
		rec(1, "The.Long.Season.S01E01.2023.1080p.WEB-DL.H264-GRP", downloads.StatusDone, "/media/tv/E01.mkv"),
		rec(2, "The.Long.Season.S01E02.2023.1080p.WEB-DL.H264-GRP", downloads.StatusDone, "/media/tv/E02.mkv"),
		rec(3, "The.Long.Season.S01E02.2023.2160p.WEB-DL.H265-GRP", downloads.StatusDownloading, ""),
	}
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) == subscribe.StatusCompleted {
		t.Fatalf("completed with a download in flight\n%s", e.lastLog(t, id))
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d once everything is filed\n%s", e.status(t, id), e.lastLog(t, id))
	}
}

// 洗版 with the top quality filed does not complete while a lower
// version it sent earlier is still downloading (it would be filed after
// the subscription ended); it completes once that one is filed.
func TestReversionCompletesOnlyWithNothingInFlight(t *testing.T) {
	e, _, id := reversionHeld(t)
	rec := func(n int64, name string, status int, link string) downloads.Record {
		return downloads.Record{ID: n, Name: name, Hash: name, SubID: id, SubType: downloads.SubTypeSubscribe,
			Status: status, LinkPath: link, BetterVersion: true}
	}
	e.dl.recs = append(e.dl.recs,
		rec(2, "Spirited.Away.2001.1080p.BluRay.x264-GRP", downloads.StatusDownloading, ""),
		rec(3, "Spirited.Away.2001.2160p.UHD.BluRay.x265-GRP", downloads.StatusDone, "/media/4k"))
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusReversion {
		t.Fatalf("status %d with a download in flight\n%s", e.status(t, id), e.lastLog(t, id))
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d once everything is filed\n%s", e.status(t, id), e.lastLog(t, id))
	}
}
