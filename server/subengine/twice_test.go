package subengine

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// seed puts a record another path made (by hand, a custom subscription,
// another user) into the fake client's records.
func (f *fakeDL) seed(r downloads.Record) {
	f.mu.Lock()
	defer f.mu.Unlock()
	r.ID = int64(len(f.recs) + 1)
	f.recs = append(f.recs, r)
}

func hashOf(t *testing.T, name string) string {
	t.Helper()
	tor, err := bencode.ParseTorrent(torrentFile(name))
	if err != nil {
		t.Fatal(err)
	}
	return tor.InfoHash
}

// A 想看 title filed in the library 14 minutes earlier (by another
// download) is not sent again: the run says so and the subscription
// completes.
func TestWishOfAFiledTitleIsNotSentAgain(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.dl.seed(downloads.Record{Name: "Dune.Part.Two.2024.1080p.BluRay.x264-OLD", Hash: "old", UserID: 2, MovieName: "沙丘2",
		MovieType: "Movie", TMDBID: 693134, Status: downloads.StatusDone, LinkPath: "/media/沙丘2 (2024)"})
	sites.add("Dune.Part.Two.2024.2160p.UHD.BluRay.x265-GRP", "沙丘2", 50)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024,
		DoubanID: "35575567", TMDBID: 693134})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent again: %v", e.dl.names())
	}
	wantIn(t, e.lastLog(t, id), "《沙丘2》已入库，跳过")
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d\n%s", e.status(t, id), e.lastLog(t, id))
	}
}

// A full season on its way (a custom subscription's pack): the engine's
// E01–E05 pack of the same title is skipped.
func TestOverlappingPackAfterTheFullSeasonIsSkipped(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{99: seasonOf("2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04", "2026-10-05", "2026-10-06")}
	e.dl.seed(downloads.Record{Name: "The.Long.Season.S01.2023.1080p.WEB-DL-OTHER", Hash: "season", UserID: 1, MovieType: "TV",
		Season: 1, TMDBID: 99, SubType: downloads.SubTypeCustom, SubID: 4})
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 99, CNName: "漫长的季节", ENName: "The Long Season",
		ReleaseYear: 2023, SeasonIndex: 1, SeasonYear: 2023})
	sites.add("The.Long.Season.S01E01-E05.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第1-5集", 30)
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "The.Long.Season.S01E01-E05.2023.1080p.WEB-DL.H264-GRP — 整季已在下载，跳过")
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent %v", e.dl.names())
	}
}

// Singles first, then the season pack: the pack is taken and the singles
// not started yet are removed; started ones keep the pack out.
func TestPackReplacesSinglesNotStarted(t *testing.T) {
	for _, began := range []bool{false, true} {
		e, sites := fakeSiteEnv(t)
		e.eng.o.Seasons = fakeSeasons{99: seasonOf("2026-10-01", "2026-10-02", "2026-10-03")}
		id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 99, CNName: "漫长的季节", ENName: "The Long Season",
			ReleaseYear: 2023, SeasonIndex: 1, SeasonYear: 2023})
		sites.add("The.Long.Season.S01E01.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第1集", 30)
		sites.add("The.Long.Season.S01E02.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第2集", 30)
		ctx := context.Background()
		if err := e.eng.RunListing(ctx); err != nil || len(e.dl.recs) != 2 {
			t.Fatalf("singles: %v %v", e.dl.names(), err)
		}
		e.dl.started = map[string]bool{hashOf(t, "The.Long.Season.S01E01.2023.1080p.WEB-DL.H264-GRP"): began}
		sites.add("The.Long.Season.S01.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 全3集", 30)
		if err := e.eng.RunListing(ctx); err != nil {
			t.Fatal(err)
		}
		log := e.lastLog(t, id)
		if began {
			wantIn(t, log, "The.Long.Season.S01.2023.1080p.WEB-DL.H264-GRP — E01–E02 已在下载，跳过")
			if len(e.dl.recs) != 2 || len(e.dl.retired) != 0 {
				t.Fatalf("started singles: sent %v, retired %v", e.dl.names(), e.dl.retired)
			}
			continue
		}
		wantIn(t, log, "⬇ 选择 [天空] The.Long.Season.S01.2023", "整季包代替尚未开始的 E01–E02：已从下载器删除，下载记录已关闭")
		if len(e.dl.recs) != 3 || len(e.dl.retired) != 2 {
			t.Fatalf("sent %v, retired %v\n%s", e.dl.names(), e.dl.retired, log)
		}
	}
}

// The same torrent another user sent by hand (no TMDB id on its record)
// is not sent again by a subscription.
func TestSameHashFromAnotherUserIsSkipped(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	name := "Oppenheimer.2023.1080p.BluRay.x264-GRP"
	e.dl.seed(downloads.Record{Name: name, Hash: hashOf(t, name), UserID: 2, MovieType: "Movie"})
	sites.add(name, "奥本海默", 50)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023, TMDBID: 872585})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent twice: %v", e.dl.names())
	}
	wantIn(t, e.lastLog(t, id), "同一个种子已在下载记录中")
}

// The detail's 已有 N 集 and the completion count filed episodes only: a
// pack at 0 % has none, the same pack filed has them all.
func TestEpisodesCountOnceFiled(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{99: seasonOf("2026-10-01", "2026-10-02")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 99, CNName: "漫长的季节", ENName: "The Long Season",
		ReleaseYear: 2023, SeasonIndex: 1, SeasonYear: 2023})
	sites.add("The.Long.Season.S01.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 全2集", 30)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil || len(e.dl.recs) != 1 {
		t.Fatalf("pack: %v %v", e.dl.names(), err)
	}
	// Done in the client but not filed (identification failed): still 0.
	e.dl.mu.Lock()
	e.dl.recs[0].Status = downloads.StatusUnrecognised
	e.dl.mu.Unlock()
	p, err := e.eng.Progress(ctx, id)
	if err != nil || len(p.Have) != 0 || episodeText(p.Missing) != "1-2" || episodeText(p.Coming) != "1-2" {
		t.Fatalf("at 0 %%: %+v %v", p, err)
	}
	if err := e.eng.RunListing(ctx); err != nil || e.status(t, id) == subscribe.StatusCompleted {
		t.Fatalf("completed with nothing filed (%v)\n%s", err, e.lastLog(t, id))
	}
	e.dl.organise()
	if p, err = e.eng.Progress(ctx, id); err != nil || episodeText(p.Have) != "1-2" || len(p.Missing) != 0 {
		t.Fatalf("filed: %+v %v", p, err)
	}
	if err := e.eng.RunListing(ctx); err != nil || e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d %v\n%s", e.status(t, id), err, e.lastLog(t, id))
	}
	if strings.Count(strings.Join(e.dl.names(), " "), "S01") != 1 {
		t.Fatalf("sent %v", e.dl.names())
	}
}

// shelf is a media server holding one movie.
type shelf string

func (shelf) HeldEpisodes(context.Context, subscribe.Sub) ([]int, error) { return nil, nil }
func (s shelf) HeldMovie(context.Context, subscribe.Sub) (string, error) { return string(s), nil }

// A 想看 title the media server holds (put there without this app) is
// not downloaded either.
func TestWishOfAMovieOnTheMediaServer(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Library = shelf("沙丘2")
	sites.add("Dune.Part.Two.2024.2160p.UHD.BluRay.x265-GRP", "沙丘2", 50)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024,
		DoubanID: "35575567", TMDBID: 693134})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 0 || e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("sent %v, status %d\n%s", e.dl.names(), e.status(t, id), e.lastLog(t, id))
	}
	wantIn(t, e.lastLog(t, id), "《沙丘2》已入库，跳过")
}
