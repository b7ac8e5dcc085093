package holdings

import (
	"context"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/downloadstest"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

type env struct {
	svc        *Service
	st         *store.Store
	admin, mum store.User
}

// fakeServers: an Emby holding 繁花 (TMDB 204541) S01E01–E03.
type fakeServers struct{}

func (fakeServers) ByTMDB(_ context.Context, id int, _ []string) ([]mediaserver.Item, error) {
	if id != 204541 {
		return nil, nil
	}
	eps := []mediaserver.Episode{{Index: 1, Status: 1}, {Index: 2, Status: 1}, {Index: 3, Status: 1}, {Index: 4, Status: 0}}
	return []mediaserver.Item{{Type: "TV", TmdbID: id, ServerName: "emby", SubItems: []mediaserver.Season{{Index: 1, SubItems: eps}}}}, nil
}

func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	st, dl := downloadstest.Open(t)
	subs, err := subscribe.New(ctx, st, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	admin, err := st.CreateFirstAdmin(ctx, "admin", "x")
	if err != nil {
		t.Fatal(err)
	}
	mum, err := st.CreateUser(ctx, "mum", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	return &env{svc: &Service{Store: st, DL: dl, Subs: subs, Media: fakeServers{}}, st: st, admin: admin, mum: mum}
}

func (e *env) sub(t *testing.T, uid int64, douban string, tmdb int, typ string, season, status int) int64 {
	t.Helper()
	res, err := e.st.DB().Exec(`INSERT INTO subscriptions(uid, douban_id, tmdb_id, media_type, cn_name, season_index,
		status, filter_name, created_at, updated_at) VALUES (?, ?, ?, ?, 't', ?, ?, '', '2026-11-01 10:00:00', '')`,
		uid, douban, tmdb, typ, season, status)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	return id
}

// record: linkPath set = filed; subID > 0 = a subscription's.
func (e *env) record(t *testing.T, uid int64, name, typ string, season int, eps string, status, tmdb int, link string, subID int64) {
	t.Helper()
	subType := ""
	if subID > 0 {
		subType = downloads.SubTypeSubscribe
	}
	if _, err := e.st.DB().Exec(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at, movie_name, movie_type, season_index, episodes, status, tmdb_id,
		link_path, sub_id, sub_type) VALUES ('hdsky', ?, ?, '', ?, '/d', 'qb', '2026-11-02 10:00:00', 't', ?, ?, ?, ?, ?, ?, ?, ?)`,
		uid, name, name, typ, season, eps, status, tmdb, link, subID, subType); err != nil {
		t.Fatal(err)
	}
}

func TestTitleJoinsMediaServersAndFiledRecords(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	// Emby holds S01E01–E03; a filed record adds E05; S02 is a filed pack.
	e.record(t, e.admin.ID, "Blossoms.S01E05", "TV", 1, "5", downloads.StatusDone, 204541, "/lib/s1e5", 0)
	e.record(t, e.admin.ID, "Blossoms.S02", "TV", 2, "", downloads.StatusDone, 204541, "/lib/s2", 0)
	// A film with the same TMDB id is another title.
	e.record(t, e.admin.ID, "Other.Film", "Movie", 0, "", downloads.StatusDone, 204541, "/lib/film", 0)
	got, err := e.svc.Title(ctx, e.admin, Query{TMDBID: 204541, Type: "TV", Episodes: map[int]int{0: 2, 1: 5, 2: 3, 3: 8}})
	if err != nil {
		t.Fatal(err)
	}
	lib := got.Library
	if lib.Status != PartLibrary || !slices.Equal(lib.Servers, []string{"emby"}) || !lib.Filed {
		t.Fatalf("library %+v", lib)
	}
	want := []Season{
		{Season: 1, Status: PartLibrary, Episodes: []int{1, 2, 3, 5}, Total: 5},
		{Season: 2, Status: InLibrary, Episodes: []int{1, 2, 3}, Whole: true, Total: 3},
		{Season: 3, Status: NotInLibrary, Episodes: []int{}, Total: 8},
	}
	if len(lib.Seasons) != len(want) {
		t.Fatalf("seasons %+v", lib.Seasons)
	}
	for i, w := range want {
		g := lib.Seasons[i]
		if g.Season != w.Season || g.Status != w.Status || !slices.Equal(g.Episodes, w.Episodes) || g.Whole != w.Whole || g.Total != w.Total {
			t.Fatalf("season %d: got %+v, want %+v", w.Season, g, w)
		}
	}
	if len(got.Records) != 2 {
		t.Fatalf("records %+v (the film of the same id is not this show's)", got.Records)
	}

	// Once E04 is filed too, season 1 is whole; with S03 unknown to TMDB the show is 已入库.
	e.record(t, e.admin.ID, "Blossoms.S01E04", "TV", 1, "4", downloads.StatusDone, 204541, "/lib/s1e4", 0)
	got, _ = e.svc.Title(ctx, e.admin, Query{TMDBID: 204541, Type: "TV", Episodes: map[int]int{1: 5, 2: 3}})
	if got.Library.Status != InLibrary {
		t.Fatalf("library %+v", got.Library)
	}
}

func TestTitleMovieNotInLibrary(t *testing.T) {
	e := newEnv(t)
	// Downloading, then 未能识别: neither is in the library.
	e.record(t, e.admin.ID, "Spirited.Away.2001", "Movie", 0, "", downloads.StatusDownloading, 129, "", 0)
	e.record(t, e.admin.ID, "Spirited.Away.2001.x", "Movie", 0, "", downloads.StatusUnrecognised, 129, "", 0)
	got, err := e.svc.Title(context.Background(), e.admin, Query{TMDBID: 129, Type: "Movie"})
	if err != nil {
		t.Fatal(err)
	}
	if got.Library.Status != NotInLibrary || len(got.Records) != 2 {
		t.Fatalf("%+v", got)
	}
	e.record(t, e.admin.ID, "Spirited.Away.2001.y", "Movie", 0, "", downloads.StatusDone, 129, "/lib/sa", 0)
	got, _ = e.svc.Title(context.Background(), e.admin, Query{TMDBID: 129, Type: "Movie"})
	if got.Library.Status != InLibrary || !got.Records[0].Filed {
		t.Fatalf("%+v", got)
	}
}

func TestTitleShowsANormalUserHerOwnOnly(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	adminSub := e.sub(t, e.admin.ID, "1291561", 129, "Movie", 0, 0)
	mumSub := e.sub(t, e.mum.ID, "1291561", 129, "Movie", 0, 3)
	e.record(t, e.admin.ID, "Admin.Copy", "Movie", 0, "", downloads.StatusDone, 129, "/lib/a", adminSub)
	e.record(t, e.mum.ID, "Mum.Copy", "Movie", 0, "", downloads.StatusDownloading, 0, "", mumSub)

	got, err := e.svc.Title(ctx, e.mum, Query{TMDBID: 129, Type: "Movie"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Subscriptions) != 1 || got.Subscriptions[0].ID != mumSub || got.Subscriptions[0].Nickname != "mum" {
		t.Fatalf("mum's subscriptions %+v", got.Subscriptions)
	}
	if len(got.Records) != 1 || got.Records[0].Name != "Mum.Copy" {
		t.Fatalf("mum's records %+v", got.Records)
	}
	// The library is the household's: the admin's filed copy counts for her.
	if got.Library.Status != InLibrary {
		t.Fatalf("library %+v", got.Library)
	}
	all, _ := e.svc.Title(ctx, e.admin, Query{TMDBID: 129, Type: "Movie", DoubanID: "1291561"})
	if len(all.Subscriptions) != 2 || len(all.Records) != 2 {
		t.Fatalf("the admin sees everyone's: %+v", all)
	}
}

func TestStatesOneQueryPerGrid(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	pending := e.sub(t, e.mum.ID, "1291561", 0, "Movie", 0, 3) // Douban-only card
	active := e.sub(t, e.mum.ID, "", 1396, "TV", 1, 0)         // TMDB card
	downloading := e.sub(t, e.mum.ID, "3541415", 27205, "Movie", 0, 0)
	e.record(t, e.mum.ID, "Inception", "Movie", 0, "", downloads.StatusDownloading, 0, "", downloading)
	e.record(t, e.admin.ID, "Titanic", "Movie", 0, "", downloads.StatusDone, 597, "/lib/t", 0)
	e.record(t, e.admin.ID, "Leon", "Movie", 0, "", downloads.StatusDownloading, 101, "", 0) // the admin's
	// A filed film with no TMDB id belongs to no card by that missing id.
	e.record(t, e.admin.ID, "Unknown", "Movie", 0, "", downloads.StatusDone, 0, "/lib/u", 0)
	e.sub(t, e.mum.ID, "", 550, "Movie", 0, 2) // 洗版中 counts as subscribed
	// A Douban card is in the library by its subscription's TMDB id.
	e.sub(t, e.mum.ID, "1292052", 278, "Movie", 0, 0)
	e.record(t, e.admin.ID, "Shawshank", "Movie", 0, "", downloads.StatusDone, 278, "/lib/s", 0)
	_, _ = pending, active
	keys := []Key{
		{DoubanID: "1291561", Type: "Movie"},
		{TMDBID: 1396, Type: "TV"},
		{DoubanID: "3541415", Type: "Movie"},
		{TMDBID: 597, Type: "Movie"},
		{TMDBID: 597, Type: "TV"}, // another title with that id
		{TMDBID: 101, Type: "Movie"},
		{DoubanID: "none", Type: "Movie"},
		{TMDBID: 550, Type: "Movie"},
		{DoubanID: "1292052", Type: "Movie"},
	}
	got, err := e.svc.States(ctx, e.mum, keys)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{StatePending, StateSubscribed, StateDownloading, StateInLibrary, "", "", "", StateSubscribed, StateInLibrary}
	if !slices.Equal(got, want) {
		t.Fatalf("mum: got %q, want %q", got, want)
	}
	// The admin sees everyone's requests and downloads.
	got, _ = e.svc.States(ctx, e.admin, keys)
	want = []string{StatePending, StateSubscribed, StateDownloading, StateInLibrary, "", StateDownloading, "", StateSubscribed, StateInLibrary}
	if !slices.Equal(got, want) {
		t.Fatalf("admin: got %q, want %q", got, want)
	}
}

// A record not filed says why (an unrecognised or deleted download's
// note); one still downloading has nothing to explain yet.
func TestRecordReasonOnlyWhenNotFiledNorDownloading(t *testing.T) {
	for _, c := range []struct {
		r    downloads.Record
		want string
	}{
		{downloads.Record{Status: downloads.StatusUnrecognised, Desc: "无法识别"}, "无法识别"},
		{downloads.Record{Status: downloads.StatusDownloading, Desc: "排队中"}, ""},
		{downloads.Record{Status: downloads.StatusDone, LinkPath: "/lib/x", Desc: "已整理"}, ""},
	} {
		if got := recordOf(c.r).Reason; got != c.want {
			t.Errorf("status %d: reason %q, want %q", c.r.Status, got, c.want)
		}
	}
}
