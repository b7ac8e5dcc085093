package api

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

type activityPage struct {
	Total int             `json:"total"`
	Items []activityEntry `json:"items"`
}

// A user reads only their own history, an admin everyone's and the
// system's; the filters are checked and named; a retry a user may not use
// is neither offered nor run.
func TestActivityListIsPerUser(t *testing.T) {
	e := newTestEnv(t)
	admin, user := e.adminAuth(t), e.userAuth(t)
	ctx := context.Background()
	e.srv.Events.Publish(ctx, events.Event{Kind: events.SiteCookieExpired, Title: "HDSky", Reason: "Cookie已过期"})
	e.srv.Events.Publish(ctx, events.Event{Kind: events.OrganiseFailed, UID: 2, Title: "沙丘", Reason: "磁盘已满",
		Refs: events.Refs{RecordID: 9}})
	e.srv.Events.Publish(ctx, events.Event{Kind: events.Record, UID: 2}) // live only
	var all, mine activityPage
	wantOK(t, call(t, e.srv, "GET", "/api/activity/list", "", admin), &all)
	wantOK(t, call(t, e.srv, "GET", "/api/activity/list", "", user), &mine)
	if all.Total != 2 || all.Items[0].Retry != "organise" || all.Items[1].Kind != events.SiteCookieExpired {
		t.Fatalf("admin reads %+v", all)
	}
	if mine.Total != 1 || mine.Items[0].Title != "沙丘" || mine.Items[0].Retry != "" || mine.Items[0].Reason != "磁盘已满" {
		t.Fatalf("user reads %+v", mine)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/activity/retry", fmt.Sprintf(`{"id":%d}`, mine.Items[0].ID), user),
		"这条记录没有可用的重试")
	wantFail(t, call(t, e.srv, "POST", "/api/activity/retry", fmt.Sprintf(`{"id":%d}`, all.Items[1].ID), user),
		"找不到这条活动记录")
	wantFail(t, call(t, e.srv, "POST", "/api/activity/retry", fmt.Sprintf(`{"id":%d}`, all.Items[0].ID), admin),
		"下载记录已删除，不能再整理")
	wantFail(t, call(t, e.srv, "GET", "/api/activity/list?kind=sent,nothing", "", admin), "类型（kind）不正确：nothing")
	wantFail(t, call(t, e.srv, "GET", "/api/activity/list?outcome=x", "", admin), "结果（outcome）只能是 failure 或 success")
	wantFail(t, call(t, e.srv, "GET", "/api/activity/list?start=-1", "", admin), "起始位置（start）不正确")
	var failures activityPage
	wantOK(t, call(t, e.srv, "GET", "/api/activity/list?outcome=failure&kind=site_cookie_expired&from="+
		time.Now().Format(time.DateOnly), "", admin), &failures)
	if failures.Total != 1 {
		t.Fatalf("filtered: %+v", failures)
	}
}

// A manual send to a download client that is down is a 发送失败 with the
// client's reason; once the client answers, 重试 sends the same search
// result through the holdings check into a real qbittorrent-nox.
func TestActivityRetryResendsAFailedSend(t *testing.T) {
	qb := qbtest.Start(t)
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	client := settings.DownloadClientEntry{Type: "qbittorrent", Name: "家里的qb", URL: "http://127.0.0.1:9",
		Username: qbtest.User, Password: qbtest.Password, NeedLogin: true, SiteID: []string{"hdsky"}}
	storetest.PutSetting(t, e.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{client})
	e.standinSite(t, admin)
	a := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=oppenheimer", "", admin))
	save := t.TempDir()
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: save, Type: "movie"}})
	get := fmt.Sprintf("/api/download/torrent?id=%d&site_id=hdsky&save_path=%s", a.Torrents[0].ID, save)
	if r := call(t, e.srv, "GET", get, "", admin); r.env.Code == 0 {
		t.Fatalf("sent to a closed port: %+v", r.env)
	}
	failed := okData[activityPage](t, call(t, e.srv, "GET", "/api/activity/list?outcome=failure", "", admin))
	if failed.Total != 1 || failed.Items[0].Kind != events.SendFailed || failed.Items[0].Retry != "resend" ||
		!strings.Contains(failed.Items[0].Reason, "无法连接下载器") {
		t.Fatalf("failures %+v", failed)
	}
	id := failed.Items[0].ID
	client.URL = qb.URL
	storetest.PutSetting(t, e.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{client})
	r := call(t, e.srv, "POST", "/api/activity/retry", fmt.Sprintf(`{"id":%d}`, id), admin)
	wantOK(t, r, nil)
	if !strings.HasPrefix(r.env.Message, "已提交到下载器家里的qb：Oppenheimer") {
		t.Fatalf("retry said %q", r.env.Message)
	}
	recs, _ := e.srv.Downloads.List(context.Background(), downloads.Filter{}, 0, 10)
	if len(recs) != 1 || recs[0].SavePath != save {
		t.Fatalf("records %+v", recs)
	}
	after := okData[activityPage](t, call(t, e.srv, "GET", "/api/activity/list", "", admin))
	if after.Items[0].Kind != events.Sent || after.Items[1].ID != id || after.Items[1].RetriedAt == "" {
		out, _ := json.Marshal(after)
		t.Fatalf("after the retry %s", out)
	}
	// Sent again: the holdings check asks first, nothing is sent twice.
	wantFail(t, call(t, e.srv, "POST", "/api/activity/retry", fmt.Sprintf(`{"id":%d}`, id), admin),
		"已在下载：《奥本海默》正在下载，确定还要下载吗？")
}

// The queue: the downloads in progress (a user's own), each with -1 while
// no client answers for it, and the records being filed; nothing of the
// scheduler without one.
func TestActivityQueueIsPerUser(t *testing.T) {
	e := newTestEnv(t)
	admin, user := e.adminAuth(t), e.userAuth(t)
	for _, row := range []struct {
		uid  int64
		name string
	}{{1, "Dune.2021.1080p"}, {2, "Heat.1995.1080p"}} {
		e.addRecord(t, map[string]any{"user_id": row.uid, "torrent_name": row.name, "save_path": "/dl",
			"created_at": "2026-11-26 10:00:00", "status": 0})
	}
	var all, mine struct {
		Jobs        []queueJob    `json:"jobs"`
		Downloading []queueRecord `json:"downloading"`
		Organising  []queueRecord `json:"organising"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/activity/queue", "", admin), &all)
	wantOK(t, call(t, e.srv, "GET", "/api/activity/queue", "", user), &mine)
	if len(all.Downloading) != 2 || len(all.Jobs) != 0 {
		t.Fatalf("admin's queue %+v", all)
	}
	if len(mine.Downloading) != 1 || mine.Downloading[0].Name != "Heat.1995.1080p" || mine.Downloading[0].Progress != -1 {
		t.Fatalf("user's queue %+v", mine)
	}
}
