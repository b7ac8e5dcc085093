package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/release"
)

func want(name string, total int, hash string) Want {
	return WantOf(release.Parse(name), 0, total, []string{hash})
}

func rec(name string, status int, link string) Record {
	info := release.Parse(name)
	r := Record{Name: name, Hash: "h-" + name, Status: status, LinkPath: link, MovieName: info.Title,
		Season: info.SeasonStart, Episodes: episodeList(info), MovieType: "Movie"}
	if info.IsTV {
		r.MovieType = "TV"
	}
	return r
}

func notStarted(Record) bool { return false }
func started(Record) bool    { return true }

func TestJudgeOverlappingPackIsSkipped(t *testing.T) {
	season := rec("Black.Mirror.S01.1080p.WEB-DL-GRP", StatusDownloading, "")
	v := Judge(want("Black.Mirror.S01E01-E05.1080p.WEB-DL-OTHER", 12, "x"), []Record{season}, notStarted)
	if !v.Skip || v.Reason != "整季已在下载，跳过" {
		t.Fatalf("E01–E05 after the full season: %+v", v)
	}
	part := rec("Black.Mirror.S01E01-E05.1080p.WEB-DL-GRP", StatusDownloading, "")
	v = Judge(want("Black.Mirror.S01E03-E07.1080p.WEB-DL-OTHER", 12, "x"), []Record{part}, notStarted)
	if !v.Skip || v.Reason != "E03–E05 已在下载，跳过" {
		t.Fatalf("E03–E07 over E01–E05: %+v", v)
	}
}

func TestJudgePackReplacesSinglesNotStarted(t *testing.T) {
	e1 := rec("Black.Mirror.S01E01.1080p.WEB-DL-GRP", StatusDownloading, "")
	e2 := rec("Black.Mirror.S01E02.1080p.WEB-DL-GRP", StatusDownloading, "")
	pack := want("Black.Mirror.S01.1080p.WEB-DL-GRP", 12, "p")
	v := Judge(pack, []Record{e1, e2}, notStarted)
	if v.Skip || len(v.Replace) != 2 || v.Reason != "整季包代替尚未开始的 E01–E02" {
		t.Fatalf("pack over singles at 0 %%: %+v", v)
	}
	if v = Judge(pack, []Record{e1, e2}, started); !v.Skip || v.Reason != "E01–E02 已在下载，跳过" {
		t.Fatalf("pack over started singles: %+v", v)
	}
	// Never a single the pack already fetches.
	packRec := rec("Black.Mirror.S01.1080p.WEB-DL-GRP", StatusDownloading, "")
	if v = Judge(want("Black.Mirror.S01E07.1080p.WEB-DL-GRP", 12, "s"), []Record{packRec}, notStarted); !v.Skip {
		t.Fatalf("a single under a fetching pack: %+v", v)
	}
}

func TestJudgeFiledTitle(t *testing.T) {
	filedMovie := rec("Dune.2021.1080p.BluRay-GRP", StatusDone, "/media/Dune")
	v := Judge(want("Dune.2021.2160p.WEB-DL-OTHER", 0, "x"), []Record{filedMovie}, notStarted)
	if !v.Skip || !v.Filed || v.Reason != "已入库，跳过" {
		t.Fatalf("a filed movie: %+v", v)
	}
	// 洗版 wants it anyway; only the very same torrent stops it.
	up := want("Dune.2021.2160p.WEB-DL-OTHER", 0, "x")
	up.Upgrade = true
	if v = Judge(up, []Record{filedMovie}, notStarted); v.Skip {
		t.Fatalf("洗版 of a filed movie: %+v", v)
	}
	// An unrecognised download is not filed: it holds nothing.
	lost := rec("Dune.2021.1080p.BluRay-GRP", StatusUnrecognised, "")
	if v = Judge(want("Dune.2021.2160p.WEB-DL-OTHER", 0, "x"), []Record{lost}, notStarted); v.Skip {
		t.Fatalf("an unrecognised record: %+v", v)
	}
}

// A film on its way is not fetched a second time, in another quality or
// from another site; a season's records speak only for that season.
func TestJudgeFetchingFilmAndOtherSeasons(t *testing.T) {
	fetching := rec("Dune.2021.1080p.BluRay-GRP", StatusDownloading, "")
	if v := Judge(want("Dune.2021.2160p.WEB-DL-OTHER", 0, "x"), []Record{fetching}, started); !v.Skip || v.Reason != "已在下载，跳过" {
		t.Fatalf("a film already downloading: %+v", v)
	}
	s1 := rec("Black.Mirror.S01.1080p.WEB-DL-GRP", StatusDone, "/media/Black Mirror/Season 1")
	s1fetching := rec("Black.Mirror.S01.2160p.WEB-DL-GRP", StatusDownloading, "")
	if v := Judge(want("Black.Mirror.S02.1080p.WEB-DL-GRP", 6, "x"), []Record{s1, s1fetching}, started); v.Skip {
		t.Fatalf("season 2 held back by season 1's records: %+v", v)
	}
}

// What is filed stays held: episodes filed as singles hold the season's
// pack back, a single filed holds back a small pack over it, and a
// season removed from the client after it was filed still counts.
func TestJudgeFiledEpisodesAndRemovedDownloads(t *testing.T) {
	e1 := rec("Black.Mirror.S01E01.1080p.WEB-DL-GRP", StatusDone, "/media/bm/E01.mkv")
	e2 := rec("Black.Mirror.S01E02.1080p.WEB-DL-GRP", StatusDone, "/media/bm/E02.mkv")
	if v := Judge(want("Black.Mirror.S01.1080p.WEB-DL-OTHER", 2, "x"), []Record{e1, e2}, started); !v.Skip || v.Reason != "已入库，跳过" {
		t.Fatalf("the pack of a season filed as singles: %+v", v)
	}
	if v := Judge(want("Black.Mirror.S01E02-E03.1080p.WEB-DL-OTHER", 6, "x"), []Record{e2}, started); !v.Skip || v.Reason != "E02 已入库，跳过" {
		t.Fatalf("a small pack over a filed single: %+v", v)
	}
	gone := rec("Black.Mirror.S02.1080p.WEB-DL-GRP", StatusDeleted, "/media/bm/Season 2")
	if v := Judge(want("Black.Mirror.S02.2160p.WEB-DL-OTHER", 6, "x"), []Record{gone}, started); !v.Skip || v.Reason != "已入库，跳过" {
		t.Fatalf("a filed season removed from the client: %+v", v)
	}
}

// The same info-hash sent by a second user (another path) is the record
// the first made: skipped, whoever asks.
func TestHoldingsSameHashTwoUsers(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t)
	s := serviceOn(t, st)
	ins := func(uid int64, name, hash string, tmdb int, link string, status int) {
		info := release.Parse(name)
		mt := "Movie"
		if info.IsTV {
			mt = "TV"
		}
		if _, err := st.DB().ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
			torrent_hash, save_path, client_name, created_at, movie_name, movie_year, movie_type, season_index, episodes,
			tmdb_id, link_path, status) VALUES ('hdsky', ?, ?, '', ?, '/dl', 'qb', '2026-11-26 10:00:00', ?, ?, ?, ?, ?, ?, ?, ?)`,
			uid, name, hash, info.Title, info.Year, mt, info.SeasonStart, episodeList(info), tmdb, link, status); err != nil {
			t.Fatal(err)
		}
	}
	ins(1, "Some.Other.Film.2020.1080p.BluRay-GRP", "abc", 0, "", StatusDownloading)
	w := WantOf(release.Parse("Renamed.Upload.2019.1080p-X"), 0, 0, []string{"abc"})
	v, err := s.Holdings(ctx, w, "")
	if err != nil || !v.Skip {
		t.Fatalf("same hash, second user: %+v %v", v, err)
	}
	// Filed under its TMDB name; a 想看 subscription knows the TMDB id.
	ins(1, "Dune.2021.1080p.BluRay-GRP", "d1", 438631, "/media/沙丘 (2021)", StatusDone)
	st.DB().ExecContext(ctx, `UPDATE download_record SET movie_name = '沙丘' WHERE torrent_hash = 'd1'`)
	w = WantOf(release.Parse("Dune.2021.2160p.WEB-DL-OTHER"), 438631, 0, []string{"d2"})
	if v, _ = s.Holdings(ctx, w, ""); !v.Skip || !v.Filed || v.Name != "沙丘" {
		t.Fatalf("by TMDB id: %+v", v)
	}
	// A manual download knows no TMDB id: the release's title finds it.
	w = WantOf(release.Parse("Dune.2021.2160p.WEB-DL-OTHER"), 0, 0, []string{"d3"})
	if v, _ = s.Holdings(ctx, w, ""); !v.Skip || !v.Filed {
		t.Fatalf("by title: %+v", v)
	}
	if v, _ = s.Holdings(ctx, WantOf(release.Parse("Dune.Part.Two.2024.1080p-X"), 0, 0, []string{"d4"}), ""); v.Skip {
		t.Fatalf("another title: %+v", v)
	}
}
