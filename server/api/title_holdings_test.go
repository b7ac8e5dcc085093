package api

import (
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// The title page's one call: the Emby stand-in holds 繁花 S01E01–E03 of
// the five episodes TMDB lists (部分入库); a normal user reads the
// library's status and her own subscription, not the admin's.
func TestTitleHoldingsEndpoint(t *testing.T) {
	e := newMetaEnv(t)
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "客厅", URL: emby.URL, Token: "k", MasterServer: true}})
	mum, mumUser := e.user(t, "mum")
	for _, uid := range []int64{1, mumUser.ID} {
		if _, err := e.store.DB().Exec(`INSERT INTO subscriptions(uid, tmdb_id, media_type, cn_name, season_index, status,
			filter_name, created_at, updated_at) VALUES (?, 204541, 'TV', '繁花', 1, 3, '', '2026-11-01 10:00:00', '')`, uid); err != nil {
			t.Fatal(err)
		}
	}

	type holdingsJSON struct {
		Library struct {
			Status  string   `json:"status"`
			Servers []string `json:"servers"`
			Seasons []struct {
				Season   int    `json:"season"`
				Status   string `json:"status"`
				Episodes []int  `json:"episodes"`
				Total    int    `json:"total"`
			} `json:"seasons"`
		} `json:"library"`
		Records       []any `json:"records"`
		Subscriptions []struct {
			UID int64 `json:"uid"`
		} `json:"subscriptions"`
	}
	got := okData[holdingsJSON](t, call(t, e.srv, "GET", "/api/movie/title_holdings?tmdb_id=204541&media_type=TV", "", mum))
	lib := got.Library
	if lib.Status != "partial" || !slices.Equal(lib.Servers, []string{"客厅"}) || len(lib.Seasons) != 1 ||
		!slices.Equal(lib.Seasons[0].Episodes, []int{1, 2, 3}) || lib.Seasons[0].Total != 5 {
		t.Fatalf("library %+v", lib)
	}
	if len(got.Subscriptions) != 1 || got.Subscriptions[0].UID != mumUser.ID || len(got.Records) != 0 {
		t.Fatalf("mum sees %+v", got)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/movie/title_holdings?tmdb_id=204541&media_type=TV", "", e.admin), &got)
	if len(got.Subscriptions) != 2 {
		t.Fatalf("the admin sees %+v", got.Subscriptions)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/movie/title_holdings?media_type=TV", "", mum), "缺少 tmdb_id 或 douban_id")
	wantFail(t, call(t, e.srv, "GET", "/api/movie/title_holdings?tmdb_id=1&media_type=XX", "", mum), "media_type 只能是 Movie 或 TV")

	// The grid's states: hers is a request awaiting approval.
	var states []string
	wantOK(t, call(t, e.srv, "POST", "/api/movie/title_states",
		`{"items":[{"tmdb_id":204541,"media_type":"TV"},{"tmdb_id":204541,"media_type":"Movie"},{"douban_id":"1","media_type":"movie"}]}`, mum), &states)
	if !slices.Equal(states, []string{"pending", "", ""}) {
		t.Fatalf("states %q", states)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/movie/title_states", `{"items":[{"tmdb_id":1,"media_type":"Book"}]}`, mum),
		"media_type 只能是 Movie 或 TV")

	// A filed download: the grid says 已入库 to everyone; 下载记录 follows the title page's link (?tmdb_id=).
	for _, rec := range []struct {
		name string
		tmdb int
	}{{"Blossoms.S01E04", 204541}, {"Other", 129}} {
		e.addRecord(t, map[string]any{"torrent_name": rec.name, "movie_name": "繁花", "movie_type": "TV", "season_index": 1,
			"episodes": "4", "status": 1, "tmdb_id": rec.tmdb, "link_path": "/lib"})
	}
	wantOK(t, call(t, e.srv, "POST", "/api/movie/title_states", `{"items":[{"tmdb_id":204541,"media_type":"TV"}]}`, mum), &states)
	if !slices.Equal(states, []string{"in_library"}) {
		t.Fatalf("states %q", states)
	}
	var list struct {
		Result []struct {
			Name string `json:"torrent_name"`
		} `json:"result"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?tmdb_id=204541&filter_unknown=false", "", e.admin), &list)
	if len(list.Result) != 1 || list.Result[0].Name != "Blossoms.S01E04" {
		t.Fatalf("record_list?tmdb_id= %+v", list.Result)
	}
}
