package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

type recordPage struct {
	Queue  int              `json:"download_queue_size"`
	Result []map[string]any `json:"result"`
}

type liveItem struct {
	Hash     string  `json:"hash"`
	Progress float64 `json:"progress"`
	Size     string  `json:"size_str"`
}

// TestDownloadRecordsFollowARealQBittorrent: two search results go to a
// real qbittorrent-nox (their data half and wholly in place); the records,
// live progress, the watcher with the real organiser (TMDB stand-in knows
// one of them), the info, the dashboard, re-identify and delete.
func TestDownloadRecordsFollowARealQBittorrent(t *testing.T) {
	ctx := context.Background()
	qb := qbtest.Start(t)
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	tmdb := standin.Must(t, "tmdb", nil)
	root := t.TempDir()
	dl, lib := filepath.Join(root, "dl"), filepath.Join(root, "lib")
	os.MkdirAll(dl, 0o755)
	os.MkdirAll(lib, 0o755)
	storetest.PutSetting(t, e.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{qbtest.Client("qb", qb.URL)})
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: dl, SourceDir: dl, TargetDir: lib,
		Type: "movie", FileProcessMode: "link"}})
	storetest.PutSetting(t, e.store, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key",
		Hosts: settings.MetadataHosts{TMDBAPIBase: tmdb.URL + "/3", TMDBImageBase: tmdb.URL + "/t/p"}})
	e.standinSite(t, admin)
	// A PushDeer channel on loopback receives the 下载完成 notifications.
	pushed := make(chan string, 4)
	push := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		pushed <- r.Form.Get("text")
		w.Write([]byte(`{"code":0}`))
	}))
	t.Cleanup(push.Close)
	storetest.PutSetting(t, e.store, notify.ChannelsSection, []notify.ChannelConfig{{Type: "pushdeer", Name: "pd", Enable: true,
		NotifyMessage: []string{notify.DownloadStart, notify.DownloadCompleted}, Args: notify.Config{"server": push.URL, "push_key": "k"}}})

	download := func(keyword, name string, have int) string {
		a := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword="+keyword, "", admin))
		os.WriteFile(filepath.Join(dl, name+".mkv"), standin.TorrentContent(name + ".mkv")[:have], 0o644)
		var sub struct{ Hash string }
		wantOK(t, call(t, e.srv, "GET", fmt.Sprintf("/api/download/torrent?id=%d&site_id=hdsky&save_path=%s",
			a.Torrents[0].ID, url.QueryEscape(dl)), "", admin), &sub)
		return sub.Hash
	}
	spirited := download("spirited", "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS", 65536)
	oppen := download("oppenheimer", "Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi", 32768)

	for _, want := range []string{"开始下载：千与千寻", "开始下载：奥本海默"} {
		select {
		case got := <-pushed:
			if got != want {
				t.Fatalf("notified %q, want %q", got, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no %q", want)
		}
	}
	// Live progress: the half-there one stays at 50 %; the whole one leaves the list.
	waitFor(t, func() bool {
		var live recordPage
		items := okData[struct{ Result []liveItem }](t, call(t, e.srv, "GET", "/api/download/downloading", "", admin))
		_ = live
		return len(items.Result) == 1 && items.Result[0].Hash == oppen && items.Result[0].Progress == 50 &&
			items.Result[0].Size == "64.00KB"
	})
	// The live feed: the open screens get the progress as a `record` event (no polling).
	listener := e.srv.Events.Subscribe(1, true, 256)
	defer e.srv.Events.Unsubscribe(listener)
	e.srv.feed.Round(ctx)
	if ev := recordEventOf(t, listener, oppen); ev.Data["progress"] != 50.0 || ev.Data["size_str"] != "64.00KB" {
		t.Fatalf("live record event %+v", ev)
	}
	w := &downloads.Watcher{DL: e.srv.Downloads, Org: e.srv.Library, Notify: notify.NewNotifier(e.store, nil, nil),
		Event: notify.DownloadCompleted}
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	page := okData[recordPage](t, call(t, e.srv, "GET", "/api/download/record_list?start=0&filter_unknown=false", "", admin))
	if len(page.Result) != 2 || page.Result[1]["torrent_hash"] != spirited || page.Result[1]["download_status"] != 1.0 ||
		page.Result[1]["movie_name"] != "千与千寻" || page.Result[0]["download_status"] != 0.0 {
		t.Fatalf("after the first round %+v", page.Result)
	}
	select {
	case text := <-pushed:
		if text != "下载完成：千与千寻" {
			t.Fatalf("notified %q", text)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no 下载完成 notification")
	}
	if thumb, _ := page.Result[1]["thumb_image_url"].(string); !strings.HasPrefix(thumb, "/api/common/image?url=") ||
		!strings.Contains(thumb, url.QueryEscape(tmdb.URL+"/t/p/w780/")) || page.Result[1]["desc"] == "千与千寻 | 宫崎骏" {
		t.Fatalf("the recognised title's picture and overview: %v / %v", thumb, page.Result[1]["desc"])
	}
	linked := page.Result[1]["link_path"].(string)
	if want := filepath.Join(lib, "千与千寻 (2001)"); !strings.HasPrefix(linked, want+"/") {
		t.Fatalf("linked to %q", linked)
	}
	a, _ := os.Stat(linked)
	b, _ := os.Stat(filepath.Join(dl, "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv"))
	if a == nil || b == nil || a.Sys().(*syscall.Stat_t).Ino != b.Sys().(*syscall.Stat_t).Ino {
		t.Fatal("not a hard link of the download")
	}

	// The other one completes; TMDB does not know it: 未能识别, hidden by default.
	const oppenFile = "Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi.mkv"
	os.WriteFile(filepath.Join(dl, oppenFile), standin.TorrentContent(oppenFile), 0o644)
	qbtest.Post(t, qb.URL, "/api/v2/torrents/recheck", url.Values{"hashes": {oppen}})
	waitFor(t, func() bool {
		w.Run(ctx)
		r, _ := e.srv.Downloads.List(ctx, downloads.Filter{}, 0, 1)
		return r[0].Status == downloads.StatusUnrecognised
	})
	// It left the downloading list: the screens drop its bar at once.
	time.Sleep(1100 * time.Millisecond) // the clients' answer is shared for a second
	e.srv.feed.Round(ctx)
	if ev := recordEventOf(t, listener, oppen); ev.Data["done"] != true {
		t.Fatalf("no done event: %+v", ev)
	}
	// Each download is announced once, however many rounds see it done.
	time.Sleep(200 * time.Millisecond)
	if len(pushed) != 1 || <-pushed != "下载完成：奥本海默" {
		t.Fatal("not exactly one more notification, for 奥本海默")
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?start=0", "", admin), &page)
	if len(page.Result) != 1 || page.Result[0]["torrent_hash"] != spirited {
		t.Fatalf("filter_unknown hides the unrecognised: %+v", page.Result)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?start=0&filter_unknown=false", "", admin), &page)
	if len(page.Result) != 2 || page.Result[0]["source_type"] != "unknown" || page.Result[0]["download_status"] != 3.0 {
		t.Fatalf("all records %+v", page.Result)
	}
	if why, _ := page.Result[0]["unidentified_reason"].(string); !strings.HasPrefix(why, "识别失败") {
		t.Fatalf("the record does not say why it is 未能识别: %+v", page.Result[0])
	}
	// The event stream: a 消息通知 with a link to the record, one log line.
	notes := okData[[]sysNotifyJSON](t, call(t, e.srv, "GET", "/api/user/get_all_sys_notify", "", admin))
	if len(notes) == 0 || notes[0].Title != "未能识别：奥本海默" || !strings.HasPrefix(notes[0].Message, "识别失败") ||
		notes[0].Args == nil || !strings.Contains(*notes[0].Args, `"link":"/download/record#record-`) {
		t.Fatalf("messages %+v", notes)
	}
	if n := strings.Count(e.logs.String(), "msg=未能识别：奥本海默（识别失败"); n != 1 {
		t.Fatalf("%d 未能识别 log lines in %s", n, e.logs)
	}
	oppenID := int(page.Result[0]["id"].(float64))
	spiritedID := int(page.Result[1]["id"].(float64))
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?start=20&filter_unknown=false", "", admin), &page)
	if len(page.Result) != 0 {
		t.Fatalf("second page %+v", page.Result)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?filter_unknown=false&status=1&site_name=hdsky", "", admin), &page)
	if len(page.Result) != 1 || page.Result[0]["torrent_hash"] != spirited {
		t.Fatalf("status filter %+v", page.Result)
	}

	var info struct {
		Record      map[string]any `json:"record"`
		Nick        string         `json:"user_nickname"`
		TorrentInfo map[string]any `json:"torrent_info"`
	}
	wantOK(t, call(t, e.srv, "GET", fmt.Sprint("/api/download/get_record?id=", spiritedID), "", admin), &info)
	if info.Record["site_name"] != "天空" || info.Nick != "admin" || strings.TrimRight(info.TorrentInfo["save_path"].(string), "/") != dl ||
		info.TorrentInfo["size_str"] != "64.00KB" || info.Record["link_path"] != linked ||
		fmt.Sprint(info.TorrentInfo["files"]) != "[map[name:Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv progress:100 size_str:64.00KB]]" {
		t.Fatalf("get_record %+v", info)
	}
	if secs, ok := info.TorrentInfo["seeding_seconds"].(float64); !ok || secs < 0 { // for plugins: a number
		t.Fatalf("get_record %+v", info)
	}
	var dash struct {
		Types []downloads.Count `json:"type_count"`
		Sites []downloads.Count `json:"site_count"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_dashboard", "", admin), &dash)
	if fmt.Sprint(dash.Types) != "[{未识别 1} {电影 1}]" || fmt.Sprint(dash.Sites) != "[{天空 2}]" {
		t.Fatalf("dashboard %+v", dash)
	}

	// 重新识别: validation, then a TMDB id files it.
	re := fmt.Sprintf("/api/download/reanalyse?id=%d&movie_type=Movie", oppenID)
	wantFail(t, call(t, e.srv, "GET", re, "", admin), "请填写链接路径")
	wantFail(t, call(t, e.srv, "GET", re+"&link_path="+url.QueryEscape(lib), "", admin), "没有TMDBID时，请填写影视名称和发行年份")
	wantFail(t, call(t, e.srv, "GET", re, "", e.userAuth(t)), "需要管理员权限")
	// A correction that still finds nothing is told as the automatic
	// recognition tells it: a 未能识别 message with the reason, a log line.
	r := call(t, e.srv, "GET", re+"&link_path="+url.QueryEscape(lib)+"&name="+url.QueryEscape("查无此片")+"&year=1901", "", admin)
	if r.env.Code == 0 || !strings.HasPrefix(r.env.Message, "识别失败") {
		t.Fatalf("reanalyse of a title TMDB does not know: %+v", r.env)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/user/get_all_sys_notify", "", admin), &notes)
	if len(notes) == 0 || notes[0].Title != "未能识别：奥本海默" || notes[0].Message != r.env.Message {
		t.Fatalf("no 未能识别 message for the manual 重新识别: %+v", notes)
	}
	if n := strings.Count(e.logs.String(), "msg=未能识别：奥本海默（识别失败"); n != 2 {
		t.Fatalf("%d 未能识别 log lines (want the watcher's and the manual one) in %s", n, e.logs)
	}
	r = call(t, e.srv, "GET", re+"&link_path="+url.QueryEscape(lib)+"&tmdb_id="+url.QueryEscape("https://www.themoviedb.org/movie/278"), "", admin)
	wantOK(t, r, nil)
	if !strings.HasPrefix(r.env.Message, "已整理到"+filepath.Join(lib, "肖申克的救赎 (1994)")) {
		t.Fatalf("reanalyse %q", r.env.Message)
	}
	// Filed by hand: the same 已整理入库 message and log line as the watcher's.
	wantOK(t, call(t, e.srv, "GET", "/api/user/get_all_sys_notify", "", admin), &notes)
	if len(notes) == 0 || notes[0].Title != "已整理入库：肖申克的救赎" ||
		!strings.HasPrefix(notes[0].Message, filepath.Join(lib, "肖申克的救赎 (1994)")) {
		t.Fatalf("no 已整理入库 message for the manual 重新识别: %+v", notes)
	}
	if !strings.Contains(e.logs.String(), "已整理入库：肖申克的救赎（"+filepath.Join(lib, "肖申克的救赎 (1994)")) {
		t.Fatalf("no 已整理入库 log line in %s", e.logs)
	}

	// Delete with everything: the task and its file, the library item, blacklisted.
	r = call(t, e.srv, "GET", fmt.Sprintf("/api/download/delete_record?id=%d&delete_torrent=true&delete_media_server=true&add_blacklist=true&delete_sub=false", spiritedID), "", admin)
	wantOK(t, r, nil)
	if r.env.Message != "已删除下载记录，以及下载器任务及文件、媒体库资源、已加入种子黑名单" {
		t.Fatalf("delete %q", r.env.Message)
	}
	waitFor(t, func() bool {
		_, err := os.Stat(filepath.Join(dl, "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS.mkv"))
		return os.IsNotExist(err)
	})
	if _, err := os.Stat(filepath.Dir(linked)); !os.IsNotExist(err) {
		t.Fatalf("library folder still there: %v", err)
	}
	if black, _ := e.srv.Downloads.Blacklisted(ctx, spirited); !black {
		t.Fatal("not blacklisted")
	}
	wantFail(t, call(t, e.srv, "GET", fmt.Sprint("/api/download/get_record?id=", spiritedID), "", admin), "下载记录不存在")

	// delete_files=false removes the task and keeps what it downloaded.
	task := downloads.Record{Client: "qb", Hash: oppen}
	if _, ok := e.srv.Downloads.LiveOf(ctx, task); !ok {
		t.Fatal("the task is not in the client before the delete")
	}
	r = call(t, e.srv, "GET", fmt.Sprintf("/api/download/delete_record?id=%d&delete_torrent=true&delete_files=false", oppenID), "", admin)
	wantOK(t, r, nil)
	if r.env.Message != "已删除下载记录，以及下载器任务" {
		t.Fatalf("delete keeping files %q", r.env.Message)
	}
	waitFor(t, func() bool { _, ok := e.srv.Downloads.LiveOf(ctx, task); return !ok })
	time.Sleep(500 * time.Millisecond) // a file removal would have started by now
	if _, err := os.Stat(filepath.Join(dl, "Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi.mkv")); err != nil {
		t.Fatalf("the kept file is gone: %v", err)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	polltest.Until(t, "the download client", 20*time.Second, ok)
}

// recordEventOf reads l up to the next `record` event about hash.
func recordEventOf(t *testing.T, l *events.Sub, hash string) events.Event {
	t.Helper()
	for {
		select {
		case ev := <-l.C:
			if ev.Kind == events.Record && ev.Data["hash"] == hash {
				return ev
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("no record event for %s", hash)
		}
	}
}
