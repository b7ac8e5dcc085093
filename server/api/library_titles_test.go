package api

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/shelf"
)

// The library screen against the Emby stand-in with 600 synthetic titles
// (two pages of the client's listing): 立即同步 is the admin's, the list
// and a title's detail everyone's; 繁花 lacks S01E04 (E05 not aired yet).
func TestLibraryTitlesEndpoints(t *testing.T) {
	e := newMetaEnv(t)
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k", "items": "600"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "客厅", URL: emby.URL, Token: "k", MasterServer: true}})
	mum, _ := e.user(t, "mum")
	wantFail(t, call(t, e.srv, "POST", "/api/library/sync", "{}", mum), "需要管理员权限")
	wantOK(t, call(t, e.srv, "POST", "/api/library/sync", "{}", e.admin), nil)

	type page struct {
		Total int `json:"total"`
		Items []struct {
			ID        int64    `json:"id"`
			Name      string   `json:"name"`
			Type      string   `json:"type"`
			Qualities []string `json:"qualities"`
			Servers   []string `json:"servers"`
		} `json:"items"`
		Qualities []string `json:"qualities"`
	}
	all := okData[page](t, call(t, e.srv, "GET", "/api/library/titles?size=50&page=2", "", mum))
	if all.Total != 604 || len(all.Items) != 50 {
		t.Fatalf("every title, paged: %d, %d rows", all.Total, len(all.Items))
	}
	// A series' quality is its best episode's; one episode of 繁花 (and
	// every synthetic one) lacks subtitles.
	shows := okData[page](t, call(t, e.srv, "GET", "/api/library/titles?type=tv&quality=2160p", "", mum))
	if shows.Total != 1 || shows.Items[0].Name != "繁花" || !slices.Equal(shows.Items[0].Qualities, []string{"2160p"}) {
		t.Errorf("series by quality: %+v", shows)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/library/titles?type=tv&missing_subs=1", "", mum), &shows)
	if shows.Total != 301 {
		t.Errorf("series missing subtitles: %d", shows.Total)
	}
	found := okData[page](t, call(t, e.srv, "GET", "/api/library/titles?q=繁花", "", mum))
	if found.Total != 1 || found.Items[0].Type != "TV" || !slices.Equal(found.Items[0].Servers, []string{"客厅"}) {
		t.Fatalf("繁花: %+v", found)
	}
	var detail struct {
		Versions []struct {
			Source string `json:"source"`
			URL    string `json:"url"`
		} `json:"versions"`
		Missing []struct {
			Season   int   `json:"season"`
			Episodes []int `json:"episodes"`
		} `json:"missing"`
		Holdings struct {
			Library struct {
				Servers []string `json:"servers"`
			} `json:"library"`
		} `json:"holdings"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/library/title?id="+itoa64(found.Items[0].ID), "", mum), &detail)
	if len(detail.Versions) != 1 || detail.Versions[0].Source != "server" || detail.Versions[0].URL == "" {
		t.Errorf("versions %+v", detail.Versions)
	}
	if len(detail.Missing) != 1 || detail.Missing[0].Season != 1 || !slices.Equal(detail.Missing[0].Episodes, []int{4}) {
		t.Errorf("missing %+v", detail.Missing)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/library/titles?type=book", "", mum), "type 只能是 movie 或 tv")
	wantFail(t, call(t, e.srv, "GET", "/api/library/title?id=x", "", mum), "id 应为影视的编号")
	wantFail(t, call(t, e.srv, "GET", "/api/library/title?id=99999", "", mum), "找不到该影视，媒体库可能刚刚同步过，请刷新")
}

// A Plex server's titles are listed into the index too: its films and
// shows with their TMDB ids and qualities; Plex's listings carry no
// streams, so their subtitles are unknown (-1), never "missing".
func TestLibrarySyncListsPlex(t *testing.T) {
	e := newMetaEnv(t)
	plex := standin.Must(t, "plex", map[string]string{"token": "pt"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "plex", Name: "书房", URL: plex.URL, Token: "pt", MasterServer: true}})
	wantOK(t, call(t, e.srv, "POST", "/api/library/sync", "{}", e.admin), nil)
	var all struct {
		Total int `json:"total"`
		Items []struct {
			Name      string   `json:"name"`
			Type      string   `json:"type"`
			TMDBID    int      `json:"tmdb_id"`
			Subs      int      `json:"subs"`
			Qualities []string `json:"qualities"`
			Servers   []string `json:"servers"`
		} `json:"items"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/library/titles", "", e.admin), &all)
	got := map[string]string{}
	for _, it := range all.Items {
		got[it.Name] = fmt.Sprintf("%s %d %v %v %d", it.Type, it.TMDBID, it.Qualities, it.Servers, it.Subs)
	}
	want := map[string]string{"流浪地球2": "Movie 842675 [2160p] [书房] -1", "流浪地球": "Movie 535167 [1080p] [书房] -1",
		"千与千寻": "Movie 129 [1080p] [书房] -1", "繁花": "TV 204541 [2160p] [书房] -1"}
	if all.Total != 4 || !maps.Equal(got, want) {
		t.Errorf("listed %d: %v", all.Total, got)
	}
}

// Saving or deleting a media server (either settings form) kicks the
// scheduler's library sync; a refused save does not.
func TestMediaServerChangeResyncsTheLibrary(t *testing.T) {
	var kicked []string
	e := newTestEnvDeps(t, func(d *Deps) { d.Tasks = kickFunc(func(job string) { kicked = append(kicked, job) }) })
	admin := e.adminAuth(t)
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_media_server", `{"type":"emby","name":"","url":"http://x","token":"k"}`, admin), "别名不能为空")
	if len(kicked) != 0 {
		t.Fatalf("a refused save kicked %v", kicked)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_media_server", toJSON(map[string]any{"type": "emby", "name": "客厅",
		"url": emby.URL, "token": "k", "master_server": true}), admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_media_server", toJSON(map[string]any{"type": "emby",
		"url": emby.URL, "token": "k"}), admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/setting/delete_media_server?type=emby&name=%E5%AE%A2%E5%8E%85", "", admin), nil)
	if want := []string{shelf.JobName, shelf.JobName, shelf.JobName}; !slices.Equal(kicked, want) {
		t.Fatalf("kicked %v, want %v", kicked, want)
	}
}
