package api

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// fixedProgress stands in for the engine's side of a subscription.
type fixedProgress struct{ p subscribe.Progress }

func (f fixedProgress) Progress(context.Context, int64) (subscribe.Progress, error) { return f.p, nil }

func TestReVersionStoresTheFilterAndStatus(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292052"}`, viewer), nil)
	id := e.subs(t, "Movie", viewer)[0].ID
	body := `{"sub_id":` + itoa64(id) + `,"resolution":["2160p","全部分辨率"],"has_cn":true,"min_size":"1024","download_mode":1}`
	status := okData[int](t, call(t, e.srv, "POST", "/api/subscribe/re_version", body, viewer))
	sub := e.subs(t, "Movie", viewer)[0]
	if status != 0 || sub.Status != 0 || sub.FilterName != subscribe.FilterNew || sub.FilterConfig == nil {
		t.Fatalf("re_version on a running subscription keeps it running with its own filter: %d %+v", status, sub)
	}
	var cfg struct {
		Resolution   []string `json:"resolution"`
		HasCN        bool     `json:"has_cn"`
		MinSize      int      `json:"min_size"`
		DownloadMode int      `json:"download_mode"`
	}
	if err := json.Unmarshal([]byte(*sub.FilterConfig), &cfg); err != nil || len(cfg.Resolution) != 1 ||
		cfg.Resolution[0] != "2160p" || !cfg.HasCN || cfg.MinSize != 1024 || cfg.DownloadMode != 1 {
		t.Fatalf("stored filter %s", *sub.FilterConfig)
	}
	// A completed one goes to 洗版中.
	if _, err := e.store.DB().Exec(`UPDATE subscriptions SET status = 1 WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"sub_id":"`+itoa64(id)+`"}`, viewer), &status)
	if status != 2 || e.subs(t, "Movie", viewer)[0].Status != 2 {
		t.Fatalf("completed → 洗版中: %d", status)
	}
	logs := okData[[]subscribe.LogEntry](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_logs?sub_id="+itoa64(id), "", viewer))
	text := okData[string](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_log_text?log_id="+itoa64(logs[0].ID), "", viewer))
	if len(logs) != 3 || !strings.Contains(text, "viewer 修改了过滤器") || !strings.Contains(text, "转为洗版中") {
		t.Fatalf("each change is logged: %d %q", len(logs), text)
	}
	other, _ := e.user(t, "other")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"sub_id":`+itoa64(id)+`}`, other), "订阅不存在或已被删除")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"resolution":[]}`, viewer), "缺少必填字段：sub_id")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"sub_id":"x"}`, viewer), "订阅ID无效")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"sub_id":`+itoa64(id)+`,"resolution":["8K"]}`, viewer),
		"不支持的分辨率：8K")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/re_version", `{"sub_id":`+itoa64(id)+`,"min_size":9,"max_size":2}`, viewer),
		"最小尺寸不能大于最大尺寸")
}

func TestSubDetail(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292052"}`, viewer), nil)
	id := e.subs(t, "Movie", viewer)[0].ID
	for _, r := range []struct {
		subID   int64
		subType string
		name    string
	}{{id, "Sub", "mine"}, {id, "CustomSub", "a custom subscription's"}, {id + 1, "Sub", "another's"}, {0, "", "manual"}} {
		e.addRecord(t, map[string]any{"site_name": "mteam", "torrent_name": r.name, "torrent_hash": "h",
			"created_at": "2026-01-01 00:00:00", "sub_id": r.subID, "sub_type": r.subType})
	}
	e.srv.Subscriptions.UseProgress(fixedProgress{subscribe.Progress{NextRun: "2026-01-02 03:04:05", LastRun: "2026-01-01 03:04:05",
		Have: []int{}, Missing: []int{}}})
	var d struct {
		Sub      subJSON            `json:"sub"`
		Progress subscribe.Progress `json:"progress"`
		Records  []struct {
			TorrentName string `json:"torrent_name"`
			SubID       int64  `json:"sub_id"`
			SiteName    string `json:"site_name"`
			SiteTitle   string `json:"site_title"`
		} `json:"records"`
		Logs []subscribe.LogEntry `json:"logs"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail?id="+itoa64(id), "", viewer), &d)
	if d.Sub.ID != id || d.Sub.CNName != "肖申克的救赎" || d.Progress.NextRun != "2026-01-02 03:04:05" ||
		len(d.Records) != 1 || d.Records[0].TorrentName != "mine" || d.Records[0].SubID != id || len(d.Logs) != 1 {
		t.Fatalf("detail %+v", d)
	}
	// The site by name: the catalogue's while it is not configured, then its alias.
	if r := d.Records[0]; r.SiteName != "mteam" || r.SiteTitle != "馒头" {
		t.Fatalf("site %q titled %q", r.SiteName, r.SiteTitle)
	}
	storetest.PutSetting(t, e.testEnv.store, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "mteam", Alias: "馒头PT"}})
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail?id="+itoa64(id), "", viewer), &d)
	if r := d.Records[0]; r.SiteName != "mteam" || r.SiteTitle != "馒头PT" {
		t.Fatalf("configured site %q titled %q", r.SiteName, r.SiteTitle)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail?id="+itoa64(id), "", e.admin), nil)
	other, _ := e.user(t, "other")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail?id="+itoa64(id), "", other), "订阅不存在或已被删除")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail?id=abc", "", viewer), "订阅ID无效")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_detail", "", viewer), "缺少订阅ID")
}

func TestSubDoubanChecksTheOwnFilter(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban",
		`{"id":"1292052","filter_name":"system:newFilter","filter_config":{"resolution":["8K"]}}`, viewer), "不支持的分辨率：8K")
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban",
		`{"id":"1292052","filter_name":"system:newFilter","filter_config":{"resolution":["全部分辨率","1080p"],"min_size":"700"}}`,
		viewer), nil)
	sub := e.subs(t, "Movie", viewer)[0]
	var cfg struct {
		Resolution []string `json:"resolution"`
		MinSize    int      `json:"min_size"`
	}
	if err := json.Unmarshal([]byte(*sub.FilterConfig), &cfg); err != nil || len(cfg.Resolution) != 1 || cfg.MinSize != 700 {
		t.Fatalf("own filter stored in the editor's spelling: %s", *sub.FilterConfig)
	}
}

// The iCal feed needs no sign-in, only the user's own token; a reset
// token stops working; the original's calendar page leads to ours.
func TestCalendarFeedByToken(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	feed := okData[struct{ Token string }](t, call(t, e.srv, "GET", "/api/subscribe/calendar_feed", "", viewer))
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/subscribe/calendar.ics?token="+feed.Token, nil))
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/calendar") ||
		!strings.HasPrefix(rec.Body.String(), "BEGIN:VCALENDAR\r\n") {
		t.Fatalf("feed: %d %s %q", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/reset_calendar_feed", "{}", viewer), nil)
	rec = httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/subscribe/calendar.ics?token="+feed.Token, nil))
	if rec.Code != 404 {
		t.Errorf("a reset token still answers: %d", rec.Code)
	}
	rec = httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/static/tv_calendar.html", nil))
	if rec.Code != 302 || rec.Header().Get("Location") != "../subscribe/calendar" {
		t.Errorf("tv_calendar.html: %d %q", rec.Code, rec.Header().Get("Location"))
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/calendar?days=999", "", viewer), "days：应为1到120之间的整数")
}
