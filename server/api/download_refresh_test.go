package api

import (
	"context"
	"fmt"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A media server refresh that failed after filing shows on the record
// (library_refresh with the reason) until a retry succeeds.
func TestRecordShowsAnOwedLibraryRefreshUntilItIsDone(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	ctx := context.Background()
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "客厅", URL: emby.URL,
		Token: "k", RefreshMediaServer: true}})
	for _, link := range []string{"/lib/沙丘 (2021)/沙丘 (2021) - 1080p.mkv", "/lib/其他 (2020)/其他 (2020).mkv"} {
		e.addRecord(t, map[string]any{"torrent_name": link, "status": 1, "link_path": link})
	}
	if _, err := e.store.DB().Exec(`INSERT INTO library_refresh_owed(server, paths, attempts, next_at, last_error)
		VALUES ('客厅', '["/lib/沙丘 (2021)/沙丘 (2021) - 1080p.mkv"]', 1, '2000-01-01T00:00:00Z', '通知客厅刷新媒体库失败：HTTP 502')`); err != nil {
		t.Fatal(err)
	}
	type refresh struct {
		Reason string `json:"reason"`
		NextAt string `json:"next_at"`
	}
	var list struct {
		Result []struct {
			LinkPath string   `json:"link_path"`
			Refresh  *refresh `json:"library_refresh"`
		} `json:"result"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?filter_unknown=false", "", admin), &list)
	if len(list.Result) != 2 || list.Result[0].Refresh != nil || list.Result[1].Refresh == nil ||
		list.Result[1].Refresh.Reason != "通知客厅刷新媒体库失败：HTTP 502" || list.Result[1].Refresh.NextAt == "" {
		t.Fatalf("records %+v", list.Result)
	}
	// The retry reaches Emby: the record's state is gone.
	if err := e.srv.Library.RetryRefreshes(ctx); err != nil {
		t.Fatal(err)
	}
	list.Result = nil
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?filter_unknown=false", "", admin), &list)
	if len(list.Result) != 2 || list.Result[0].Refresh != nil || list.Result[1].Refresh != nil {
		t.Fatalf("records after the retry %+v", list.Result)
	}
}

// delete_record keeping the torrent in its client (delete_torrent=false)
// remembers its hash, so 监控所有种子 does not record it again; a record
// whose torrent is already gone from the client (下载被删) is not remembered.
func TestDeleteRecordKeepingTheTorrentRemembersItsHash(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for _, row := range []struct {
		hash   string
		status int
	}{{"AAAA000000000000000000000000000000000001", 1}, {"bbbb000000000000000000000000000000000002", 2}} {
		e.addRecord(t, map[string]any{"site_name": "", "torrent_hash": row.hash, "status": row.status})
	}
	for id := 1; id <= 2; id++ {
		wantOK(t, call(t, e.srv, "GET", fmt.Sprintf("/api/download/delete_record?id=%d&delete_torrent=false", id), "", admin), nil)
	}
	var kept []string
	rows, err := e.store.DB().Query(`SELECT hash FROM forgotten_torrent`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var h string
		rows.Scan(&h)
		kept = append(kept, h)
	}
	rows.Close()
	if len(kept) != 1 || kept[0] != "aaaa000000000000000000000000000000000001" {
		t.Fatalf("remembered hashes %v", kept)
	}
}
