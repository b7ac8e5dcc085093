package subengine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// libraryEnv is the engine asking the Emby stand-in's synthetic library
// (title i: TMDB 100000+i, a film when i is even, else a series of one
// ten-episode season, all on disk) through the media servers' Library.
func libraryEnv(t *testing.T, titles int) (*env, *standin.Server) {
	t.Helper()
	e := newEnv(t)
	emby := standin.Must(t, "emby", map[string]string{"items": fmt.Sprint(titles)})
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "家里", URL: emby.URL,
		Token: "stand-in-key", MasterServer: true}})
	e.eng.o.Library = MediaServers{Store: e.st}
	return e, emby
}

// ownRecord gives subscription id a download of its own not yet filed, so
// every listing run checks it (and asks what the library holds).
func (e *env) ownRecord(id int64, tmdb int, tv bool) {
	r := downloads.Record{ID: int64(len(e.dl.recs) + 1), SubType: downloads.SubTypeSubscribe, SubID: id, TMDBID: tmdb,
		Hash: fmt.Sprintf("%040d", id), Name: fmt.Sprintf("Sub.%d.2020.1080p.WEB-DL-GRP", tmdb), MovieType: "Movie",
		Status: downloads.StatusDone}
	if tv {
		r.MovieType, r.Season, r.Episodes, r.Name = "TV", 1, "1", fmt.Sprintf("Sub.%d.S01E01.1080p.WEB-DL-GRP", tmdb)
	}
	e.dl.recs = append(e.dl.recs, r)
}

// Issue 31: one listing run over many subscriptions asks each media server
// for its titles once (and each held series' episodes once), not a search
// per subscription; what the servers hold is still recognised.
func TestOneListingRunReadsTheMediaServersOnce(t *testing.T) {
	const subs = 120 // films and series alternating, as the library
	e, emby := libraryEnv(t, 200)
	seasons := fakeSeasons{}
	var ids []int64
	for i := range subs {
		tmdb, tv := 100000+i, i%2 == 1
		x := subscribe.Sub{Type: "Movie", TMDBID: tmdb, CNName: fmt.Sprintf("订阅 %04d", i),
			ENName: fmt.Sprintf("Subscription %04d", i), ReleaseYear: 1990 + i%36}
		if tv {
			x.Type, x.SeasonIndex = "TV", 1
			seasons[tmdb] = seasonOf("2020-01-01", "2020-01-01", "2020-01-01", "2020-01-01", "2020-01-01",
				"2020-01-01", "2020-01-01", "2020-01-01", "2020-01-01", "2020-01-01")
		}
		id := e.addSub(t, x)
		e.ownRecord(id, tmdb, tv)
		ids = append(ids, id)
	}
	// Not on the media server: stays subscribed.
	absent := e.addSub(t, subscribe.Sub{Type: "Movie", TMDBID: 300000, CNName: "没有的片", ReleaseYear: 2020})
	e.ownRecord(absent, 300000, false)
	e.eng.o.Seasons = seasons

	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	var listings, episodes, other int
	for _, r := range emby.Requests() {
		switch {
		case r.Path == "/Items" && strings.Contains(r.Query, "StartIndex="):
			listings++
		case strings.HasPrefix(r.Path, "/Shows/") && strings.HasSuffix(r.Path, "/Episodes"):
			episodes++
		default:
			other++
			t.Errorf("asked %s?%s", r.Path, r.Query)
		}
	}
	// 200 titles are one page; each held series' episodes are read once,
	// though both the check's fingerprint and the check itself ask.
	if listings != 1 || episodes != subs/2 || other != 0 {
		t.Fatalf("one run over %d subscriptions asked the media server %d listings, %d episode lists, %d other (want 1, %d, 0)",
			subs+1, listings, episodes, other, subs/2)
	}
	// Held, so complete: every film, and every series with all ten episodes.
	for _, id := range ids {
		if got := e.status(t, id); got != subscribe.StatusCompleted {
			t.Fatalf("subscription %d (held by the media server): status %d, want completed; log %q", id, got, e.allLogs(t, id))
		}
	}
	if got := e.status(t, absent); got != subscribe.StatusSubscribed {
		t.Fatalf("a film the server lacks: status %d, want subscribed", got)
	}
}

// The run's view of the media servers is taken once, but a title the
// organiser files during the run is still held: the records are read per
// subscription.
func TestATitleFiledDuringTheRunIsHeld(t *testing.T) {
	e, emby := libraryEnv(t, 4)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", TMDBID: 300000, CNName: "刚入库的片", ReleaseYear: 2020})
	e.ownRecord(id, 300000, false)
	ctx := e.eng.forRun(context.Background())
	if name, err := e.eng.library(ctx).(movieLibrary).HeldMovie(ctx, subscribe.Sub{Type: "Movie", TMDBID: 100000}); err != nil || name != "订阅 0000" {
		t.Fatalf("a film on the server: %q, %v", name, err)
	}
	asked := len(emby.Requests())
	// Filed by another download while the run goes on.
	e.dl.recs = append(e.dl.recs, downloads.Record{ID: 99, TMDBID: 300000, MovieType: "Movie", MovieName: "刚入库的片",
		Name: "Just.Filed.2020.1080p.WEB-DL-GRP", Hash: strings.Repeat("f", 40), Status: downloads.StatusDone,
		LinkPath: "/media/刚入库的片"})
	x, err := e.subs.ByID(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.eng.quietCheck(ctx, x); err != nil {
		t.Fatal(err)
	}
	if got := e.status(t, id); got != subscribe.StatusCompleted {
		t.Fatalf("filed during the run: status %d, want completed; log %q", got, e.allLogs(t, id))
	}
	if n := len(emby.Requests()); n != asked {
		t.Fatalf("the run's view was read again: %d requests after %d", n, asked)
	}
}

// A new-subscription run searches at most a few subscriptions: it asks the
// media servers per subscription instead of listing a whole library (at
// 10,000 titles twenty pages, for five subscriptions at the most).
func TestANewRunSearchesTheMediaServersInsteadOfListingThem(t *testing.T) {
	e, emby := libraryEnv(t, 1200)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", TMDBID: 100002, CNName: "订阅 0002",
		ENName: "Subscription 0002", ReleaseYear: 1992})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, r := range emby.Requests() {
		if r.Path == "/Items" && strings.Contains(r.Query, "StartIndex=") {
			t.Fatalf("a new-subscription run listed the library: %s?%s", r.Path, r.Query)
		}
	}
	if got := e.status(t, id); got != subscribe.StatusCompleted {
		t.Fatalf("a new subscription the server holds: status %d, want completed; log %q", got, e.allLogs(t, id))
	}
}
