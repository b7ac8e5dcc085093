package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// 洗版 sends no further version while a better one it sent is still
// downloading: it waits for that one to be filed.
func TestReversionWaitsForTheBetterVersionInFlight(t *testing.T) {
	e, sites, id := reversionHeld(t)
	e.dl.recs = append(e.dl.recs, downloads.Record{ID: 2, Name: "Spirited.Away.2001.1080p.BluRay.x264-GRP", Hash: "better",
		SubID: id, SubType: downloads.SubTypeSubscribe, Status: downloads.StatusDownloading, BetterVersion: true})
	sites.add("Spirited.Away.2001.2160p.UHD.BluRay.x265-GRP", "千与千寻 4K", 50)
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "洗版：更好的版本正在下载，等待整理完成")
	if len(e.dl.recs) != 2 {
		t.Fatalf("sent while a better version downloads: %v", e.dl.names())
	}
}

// A season whose episode count TMDB does not know takes no single once a
// whole-season pack of it is held, and its log says what is held in
// words (never "已有第整季集").
func TestUnknownLengthSeasonWithAPackTakesNoSingles(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 9, CNName: "漫长的季节", ENName: "The Long Season", SeasonIndex: 1})
	e.dl.recs = []downloads.Record{{ID: 1, Name: "The.Long.Season.S01.2023.1080p.WEB-DL.H264-GRP", Hash: "pack", SubID: id,
		SubType: downloads.SubTypeSubscribe, Status: downloads.StatusDownloading, TMDBID: 9, MovieType: "TV", Season: 1}}
	sites.add("The.Long.Season.S01E05.2023.1080p.WEB-DL.H264-GRP", "", 30)
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("a single sent over the season's pack: %v\n%s", e.dl.names(), e.lastLog(t, id))
	}
	wantIn(t, e.lastLog(t, id), "第1季：集数未知，已下载整季")
}

// The log of a season of unknown length names what is held.
func TestUnknownLengthSeasonText(t *testing.T) {
	x := subscribe.Sub{Type: "TV", SeasonIndex: 2}
	for _, c := range []struct {
		h    holding
		want string
	}{
		{holding{have: map[int]bool{}}, "第2季：集数未知，还没有任何一集"},
		{holding{have: map[int]bool{1: true, 2: true, 5: true}}, "第2季：集数未知，已有第1-2,5集"},
		{holding{have: map[int]bool{}, packHeld: true}, "第2季：集数未知，已下载整季"},
	} {
		if got := tvState(subState{}, x, season{}, c.h).text; got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// A season of known length with every wanted episode held says so, not
// "缺少第整季集".
func TestSeasonTextWithNothingMissing(t *testing.T) {
	x := subscribe.Sub{Type: "TV", SeasonIndex: 1}
	h := holding{have: map[int]bool{1: true, 2: true}}
	if got := tvState(subState{start: 1}, x, season{Total: 2, Aired: 2}, h).text; got != "第1季：共2集，已播出2集，已有第1-2集" {
		t.Errorf("got %q", got)
	}
}
