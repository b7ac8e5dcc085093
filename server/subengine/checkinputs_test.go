package subengine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Issue 31: the listing run's completion check is made again only when
// one of its inputs changed (a record of its own or of its title, the
// media servers, the sent list, the subscription, the season); an
// unchanged subscription is not checked (the work counted, not timed).
func TestCompletionCheckOnlyOnChangedInputs(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	e.eng.o.Library = fakeLibrary{}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 5, CNName: "漫长的季节", ENName: "The Long Season", SeasonIndex: 1})
	idle := e.addSub(t, subscribe.Sub{Type: "Movie", TMDBID: 6, CNName: "无下载", ENName: "Nothing Yet"})
	rec := func(n int64, sub int64, name string, status int) downloads.Record {
		return downloads.Record{ID: n, SubID: sub, SubType: downloads.SubTypeSubscribe, Name: name, Hash: name,
			Status: status, TMDBID: 5, MovieType: "TV", Season: 1}
	}
	e.dl.recs = []downloads.Record{rec(1, id, "The.Long.Season.S01E01.1080p.WEB-DL-GRP", downloads.StatusDownloading)}
	step := func(what string, want int64) {
		t.Helper()
		x, err := e.subs.ByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 { // the second of two runs in a row has nothing new
			for _, s := range []int64{x.ID, idle} {
				y, _ := e.subs.ByID(ctx, s)
				if err := e.eng.quietCheck(ctx, y); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := e.eng.checks.Load(); got != want {
			t.Fatalf("%s: %d checks, want %d", what, got, want)
		}
	}
	step("first run", 1)
	step("nothing changed", 1)
	e.dl.recs = append(e.dl.recs, rec(2, id, "The.Long.Season.S01E02.1080p.WEB-DL-GRP", downloads.StatusDownloading))
	step("a new record", 2)
	e.dl.mu.Lock()
	e.dl.recs[0].Status, e.dl.recs[0].LinkPath = downloads.StatusDone, "/media/tv/E01.mkv"
	e.dl.mu.Unlock()
	step("a record filed", 3)
	other := rec(3, 99, "The.Long.Season.S01E03.1080p.WEB-DL-GRP", downloads.StatusDone)
	other.LinkPath = "/media/tv/E03.mkv"
	e.dl.recs = append(e.dl.recs, other)
	step("the title filed by another download", 4)
	e.eng.o.Library = fakeLibrary{4}
	step("a new file in the media servers", 5)
	if _, err := e.st.DB().Exec(`INSERT INTO subengine_sent (sub_id, torrent_key, hash, name, record_id, created_at) VALUES (?, 'k', 'h', 'n', 7, '')`, id); err != nil {
		t.Fatal(err)
	}
	step("a torrent sent", 6)
	if _, err := e.st.DB().Exec(`UPDATE subscriptions SET start_episode = 2 WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	step("the subscription edited", 7)
	e.eng.o.Seasons = fakeSeasons{5: seasonOf("2026-01-01", "2026-01-08", "2026-01-15", "2026-12-01")}
	step("the season's episodes known", 8)
	e.now = e.now.AddDate(0, 1, 0) // the fourth episode aired
	step("an episode aired", 9)
	e.eng.o.Profiles = fakeProfiles{cats: allCats, rule: "collection"}
	step("the score rule changed", 10)
}

// heldFilm is a media server that holds one film (name "" none), or does
// not answer (err).
type heldFilm struct {
	name string
	err  error
}

func (h heldFilm) HeldMovie(context.Context, subscribe.Sub) (string, error)   { return h.name, h.err }
func (h heldFilm) HeldEpisodes(context.Context, subscribe.Sub) ([]int, error) { return nil, h.err }

// A film's check follows what the media servers hold of it, and runs each
// time while they do not answer (what they hold is then unknown). Once
// they hold it the subscription completes, announced once however often
// it is checked again.
func TestFilmCompletionCheckFollowsTheMediaServers(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	id := e.addSub(t, subscribe.Sub{Type: "Movie", TMDBID: 6, CNName: "无名之辈", ENName: "A Cool Fish", ReleaseYear: 2018})
	e.dl.recs = []downloads.Record{{ID: 1, SubID: id, SubType: downloads.SubTypeSubscribe, Name: "A.Cool.Fish.2018.1080p.WEB-DL-GRP",
		Hash: "h1", Status: downloads.StatusDownloading, TMDBID: 6, MovieType: "Movie"}}
	for _, step := range []struct {
		what string
		lib  heldFilm
		want int64
	}{
		{"first run", heldFilm{}, 1},
		{"nothing changed", heldFilm{}, 1},
		{"a server does not answer", heldFilm{err: errors.New("down")}, 3},
		{"the servers now hold it", heldFilm{name: "无名之辈"}, 5},
	} {
		e.eng.o.Library = step.lib
		for range 2 {
			x, err := e.subs.ByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if err := e.eng.quietCheck(ctx, x); err != nil {
				t.Fatal(err)
			}
		}
		if got := e.eng.checks.Load(); got != step.want {
			t.Fatalf("%s: %d checks, want %d", step.what, got, step.want)
		}
	}
	var notices int
	e.st.DB().QueryRow(`SELECT count(*) FROM sys_notify WHERE title = '订阅完成'`).Scan(&notices)
	// Completed by what the servers hold, not by its own download: the
	// log says so.
	if e.status(t, id) != subscribe.StatusCompleted || strings.Count(e.allLogs(t, id), "✔ 《无名之辈》已入库，订阅完成") != 1 || notices != 1 {
		t.Fatalf("status %d, %d notices\n%s", e.status(t, id), notices, e.allLogs(t, id))
	}
}
