package subengine

import (
	"context"
	"fmt"
	"testing"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A row that names the title's TMDB or Douban id matches by it: a release
// whose name says nothing is still found, and a namesake with another id
// is not taken by its title.
func TestIdsMatchSubscriptionsExactly(t *testing.T) {
	subs := []subscribe.Sub{
		{ID: 1, Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999, TMDBID: 603},
		{ID: 2, Type: "Movie", CNName: "无名之辈", ENName: "Nobody", ReleaseYear: 2021, DoubanID: "35067474"},
	}
	rows := []ptsites.Torrent{
		{ID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264-GRP", TMDbID: "603"},
		{ID: 2, Name: "The.Matrix.1999.2160p.WEB-DL.x265-GRP", TMDbID: "999001"},  // a namesake
		{ID: 3, Name: "Unnamed.Upload.1999.1080p.BluRay.x264-GRP", TMDbID: "603"}, // says nothing but the id
		{ID: 4, Name: "Nobody.2021.1080p.WEB-DL.x264-GRP", DoubanID: "1111111"},   // another Nobody
		{ID: 5, Name: "Nobody.2021.2160p.WEB-DL.x265-GRP", DoubanID: "35067474"},
		{ID: 6, Name: "The.Matrix.1999.720p.BluRay.x264-GRP"}, // no id: by title
	}
	for i := range rows {
		rows[i].SiteID, rows[i].CateLevel1 = "hdsky", "Movie"
	}
	ix := newIndex(subs, nil)
	got := map[int64][]int64{}
	for _, c := range parseAll(nil, []ptsites.SiteResults{{Site: "hdsky", Torrents: rows}}) {
		for _, x := range ix.match(c) {
			got[c.T.ID] = append(got[c.T.ID], x.ID)
		}
	}
	want := map[int64][]int64{1: {1}, 3: {1}, 5: {2}, 6: {1}}
	if len(got) != len(want) {
		t.Fatalf("matched %v, want %v", got, want)
	}
	for row, ids := range want {
		if len(got[row]) != 1 || got[row][0] != ids[0] {
			t.Fatalf("matched %v, want %v", got, want)
		}
	}
}

// An IMDb id works the same way, known from the title's stored Douban →
// TMDB mapping (Options.IMDbOf): a row naming it matches even when its
// name says nothing; a row naming another IMDb id is never taken by title.
func TestIMDbIdMatchesSubscriptionsExactly(t *testing.T) {
	var asked []string
	e := &Engine{o: Options{IMDbOf: func(_ context.Context, douban string, tmdb int, tv bool) string {
		asked = append(asked, fmt.Sprint(douban, "/", tmdb, "/", tv))
		switch {
		case tmdb == 603 && !tv:
			return "tt0133093"
		case tmdb == 1399 && tv:
			return "tt1480055" // an episode's id, as Douban may name a season
		}
		return ""
	}}}
	subs := []subscribe.Sub{
		{ID: 1, Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999, TMDBID: 603},
		{ID: 2, Type: "Movie", CNName: "无名", ENName: "Nameless", ReleaseYear: 2020}, // no id: not asked
		{ID: 3, Type: "TV", CNName: "权力的游戏", ENName: "Game of Thrones", ReleaseYear: 2011, SeasonIndex: 1, TMDBID: 1399},
	}
	rows := []ptsites.Torrent{
		{ID: 1, Name: "Unnamed.Upload.1999.1080p.BluRay.x264-GRP", IMDbID: "tt0133093"}, // says nothing but the id
		{ID: 2, Name: "The.Matrix.1999.2160p.WEB-DL.x265-GRP", IMDbID: "tt9999999"},     // a namesake
		{ID: 3, Name: "The.Matrix.1999.720p.BluRay.x264-GRP", IMDbID: "133093"},         // the site's short form
		{ID: 4, Name: "The.Matrix.1999.1080p.WEB-DL.x264-GRP"},                          // no id: by title
		// The show's id on the site, an episode's on Douban: still by title.
		{ID: 5, Name: "Game.of.Thrones.S01.2011.1080p.BluRay.x264-GRP", IMDbID: "tt0944947", CateLevel1: "TV"},
	}
	for i := range rows {
		rows[i].SiteID = "hdsky"
		if rows[i].CateLevel1 == "" {
			rows[i].CateLevel1 = "Movie"
		}
	}
	got := matchListing(nil, subs, e.imdbOf(context.Background(), subs...), []ptsites.SiteResults{{Site: "hdsky", Torrents: rows}})
	var ids []int64
	for _, c := range got[1] {
		ids = append(ids, c.T.ID)
	}
	if fmt.Sprint(ids) != "[1 3 4]" || len(got) != 2 || len(got[3]) != 1 || got[3][0].T.ID != 5 {
		t.Fatalf("subscription 1 matched rows %v (all: %v)", ids, got)
	}
	if fmt.Sprint(asked) != "[/603/false /1399/true]" {
		t.Fatalf("asked IMDbOf %v", asked)
	}
}
