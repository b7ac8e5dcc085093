package api

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

type sdkTorrent struct {
	ID               int64   `json:"id"`
	SiteID           string  `json:"site_id"`
	Name             string  `json:"name"`
	CateLevel1       string  `json:"cate_level1"`
	DownloadURL      string  `json:"download_url"`
	IMDbID           string  `json:"imdb_id"`
	PublishDate      *string `json:"publish_date"`
	UploadCount      int     `json:"upload_count"`
	DownloadingCount int     `json:"downloading_count"`
	DownloadCount    int     `json:"download_count"`
}

func TestScriptingSiteSearch(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	adminKey := scriptKey(t, e, admin.ID, "admin-key-0123456789")
	np := standin.Must(t, "nexusphp", nil)
	wantOK(t, sdk(t, e, "POST", "/api/site/save_site", saveSiteBody(np.URL, standinCookie), adminKey), nil)
	viewer, err := e.store.CreateUser(context.Background(), "viewer", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.srv.Users.SaveProfile(context.Background(), viewer.ID, users.Profile{PermissionCategory: []string{"TV"}}); err != nil {
		t.Fatal(err)
	}
	viewerKey := scriptKey(t, e, viewer.ID, "viewer-key-0123456789")

	var found []sdkTorrent
	wantOK(t, sdk(t, e, "POST", "/api/site/search_remote",
		`{"query":[{"key":"imdb_id","value":"tt0133093"}],"cate_level1":null,"timeout":15,"site_id":null}`, adminKey), &found)
	if len(found) != 2 || found[0].SiteID != "hdsky" || found[0].CateLevel1 != "Movie" || found[0].DownloadURL == "" ||
		found[0].UploadCount != 120 || found[0].DownloadingCount != 3 || found[0].DownloadCount != 800 ||
		found[0].PublishDate == nil || *found[0].PublishDate != "2026-11-20 10:00:00" {
		t.Fatalf("search_remote by IMDb id, SDK's Torrent: %+v", found)
	}
	wantOK(t, sdk(t, e, "POST", "/api/site/search_local", `{"query":[{"key":"SearchType.Keyword","value":"matrix 2160p"}]}`, adminKey), &found)
	if len(found) != 1 || found[0].IMDbID != "tt0133093" {
		t.Fatalf("search_local finds the kept results: %+v", found)
	}
	wantOK(t, sdk(t, e, "GET", "/api/site/list_local_torrents?start_time=", "", adminKey), &found)
	if len(found) != 2 {
		t.Fatalf("list_local_torrents: %+v", found)
	}
	// A user limited to TV sees none of these films.
	wantOK(t, sdk(t, e, "GET", "/api/site/list_local_torrents", "", viewerKey), &found)
	if len(found) != 0 {
		t.Fatalf("categories the user may not search: %+v", found)
	}
	if err := e.srv.Users.SaveProfile(context.Background(), viewer.ID, users.Profile{PermissionCategory: []string{"Movie"}}); err != nil {
		t.Fatal(err)
	}
	wantOK(t, sdk(t, e, "GET", "/api/site/list_local_torrents", "", viewerKey), &found)
	if len(found) != 2 || found[0].DownloadURL != "" || found[1].DownloadURL != "" {
		t.Fatalf("a user sees their categories without passkey links: %+v", found)
	}
	// site_id naming no site of this install says so by the field.
	wantFail(t, sdk(t, e, "POST", "/api/site/search_remote",
		`{"query":[{"key":"keyword","value":"matrix"}],"cate_level1":null,"timeout":15,"site_id":["mteam"]}`, adminKey),
		"site_id 中没有可搜索的站点（mteam）：站点编号是站点管理中的站点（site.list() 的 site_id），且需允许Web搜索")
	wantFail(t, sdk(t, e, "POST", "/api/site/search_local", `{"query":[{"key":"title","value":"x"}]}`, adminKey),
		"query 的 key 只能是 keyword 或 imdb_id")
	wantFail(t, sdk(t, e, "POST", "/api/site/search_local", `{"cate_level1":["Movie"]}`, adminKey), "缺少必填字段：query")
	wantFail(t, sdk(t, e, "GET", "/api/site/list_local_torrents?start_time=yesterday", "", adminKey),
		"start_time 的格式是 YYYY-MM-DD HH:MM:SS")
}

func TestScriptingMediaServerByTMDB(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	var items []struct {
		ID       string `json:"id"`
		Type     string `json:"type"`
		Name     string `json:"name"`
		TmdbID   int    `json:"tmdb_id"`
		SubItems []any  `json:"sub_items"`
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/media_server/search_by_tmdb?tmdb_id=842675&fetch_all=false", "", key), &items)
	if len(items) != 0 {
		t.Fatalf("no media server yet: %+v", items)
	}
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "默认", URL: emby.URL, Token: "k", MasterServer: true}})
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/media_server/search_by_tmdb?tmdb_id=842675&fetch_all=false", "", key), &items)
	// "流浪地球" would also match the title search; only the id's film stays.
	if len(items) != 1 || items[0].Name != "流浪地球2" || items[0].TmdbID != 842675 || items[0].Type != "Movie" {
		t.Fatalf("search_by_tmdb: %+v", items)
	}
	var eps []struct {
		ID     string `json:"id"`
		Index  int    `json:"index"`
		Status int    `json:"status"`
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/media_server/list_episodes_from_tmdb?tmdb_id=204541&season_number=1&fetch_all=true", "", key), &eps)
	if len(eps) != 5 || eps[0].Index != 1 || eps[0].Status != 1 || eps[3].Status != 0 {
		t.Fatalf("episodes of season 1, present and missing: %+v", eps)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/media_server/list_episodes_from_tmdb?tmdb_id=204541", "", key), "缺少 season_number")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/media_server/search_by_tmdb?tmdb_id=999999", "", key), "没有找到这个影片")
}
