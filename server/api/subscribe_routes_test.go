package api

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/users"
)

type subJSON struct {
	ID           int64   `json:"id"`
	DoubanID     string  `json:"douban_id"`
	TMDBID       int     `json:"tmdb_id"`
	Type         string  `json:"type"`
	CNName       string  `json:"cn_name"`
	Status       int     `json:"status"`
	SeasonIndex  int     `json:"season_index"`
	FilterName   string  `json:"filter_name"`
	FilterConfig *string `json:"filter_config"`
	SubMode      string  `json:"sub_mode"`
	StartEpisode int     `json:"start_episode_number"`
	Genres       string  `json:"genres"`
	PosterPath   string  `json:"poster_path"`
}

func (e *metaEnv) subs(t *testing.T, mediaType, authz string) []subJSON {
	t.Helper()
	out := okData[[]subJSON](t, call(t, e.srv, "GET", "/api/subscribe/list?media_type="+mediaType, "", authz))
	return out
}

func TestSubscribeFromACardShowsEverywhere(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	r := call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292052"}`, viewer)
	wantOK(t, r, nil)
	if r.env.Message != "订阅成功：肖申克的救赎" {
		t.Fatalf("message %q", r.env.Message)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":1292052}`, viewer), "已经订阅过了")
	subs := e.subs(t, "Movie", viewer)
	if len(subs) != 1 || subs[0].Status != 0 || subs[0].FilterName != "system:autoSelectFilter" || subs[0].TMDBID != 278 ||
		subs[0].Genres != "剧情,犯罪" || !strings.HasPrefix(subs[0].PosterPath, "/api/common/image?url=") {
		t.Fatalf("list %+v", subs)
	}
	top := e.cards(t, "/api/movie/douban_rank_list?type=movie_top250", viewer)
	if top[0].Status == nil || *top[0].Status != 0 || top[0].SubID == nil || *top[0].SubID != subs[0].ID || top[1].Status != nil {
		t.Fatalf("card %+v", top[0])
	}
	var detail struct {
		Status *int   `json:"status"`
		SubID  *int64 `json:"sub_id"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/movie/media_detail?tmdb_id=278&media_type=Movie", "", viewer), &detail)
	if detail.Status == nil || *detail.SubID != subs[0].ID {
		t.Fatalf("detail %+v", detail)
	}
	// Logs.
	var logs []struct {
		ID   int64  `json:"id"`
		Time string `json:"time"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_logs?sub_id="+itoa64(subs[0].ID)+"&sub_type=Sub", "", viewer), &logs)
	if len(logs) != 1 || len(logs[0].Time) != 19 {
		t.Fatalf("logs %+v", logs)
	}
	text := okData[string](t, call(t, e.srv, "GET", "/api/subscribe/get_sub_log_text?log_id="+itoa64(logs[0].ID), "", viewer))
	if !strings.Contains(text, "viewer 订阅了《肖申克的救赎》") {
		t.Fatalf("log text %q", text)
	}
	// Another user sees none of it and cannot delete it; the admin sees it.
	other, _ := e.user(t, "other")
	if len(e.subs(t, "Movie", other)) != 0 || len(e.subs(t, "Movie", e.admin)) != 1 {
		t.Fatal("visibility")
	}
	if top := e.cards(t, "/api/movie/douban_rank_list?type=movie_top250", other); top[0].Status != nil {
		t.Fatal("another user's card shows the subscription")
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub?id="+itoa64(subs[0].ID), "", other), "订阅不存在或已被删除")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_log_text?log_id="+itoa64(logs[0].ID), "", other), "订阅不存在或已被删除")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/delete_sub", `{"id":`+itoa64(subs[0].ID)+`}`, other), "订阅不存在或已被删除")
	// Delete by Douban id (cards without a sub id).
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/delete_sub", `{"id":"1292052","deep_delete":true}`, viewer), nil)
	if len(e.subs(t, "Movie", viewer)) != 0 {
		t.Fatal("not deleted")
	}
}

func TestSubscribeSeasonsFilterAndTMDB(t *testing.T) {
	e := newMetaEnv(t)
	viewer, _ := e.user(t, "viewer")
	cfg := `{"media_source":["BluRay"],"resolution":["1080p"],"has_cn":true}`
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"3016187","season_ids":[3016187],
		"filter_name":"system:newFilter","filter_config":`+cfg+`,"sub_mode":"AnyNew","start_episode_number":"3"}`, viewer), nil)
	tv := e.subs(t, "TV", viewer)
	if len(tv) != 1 || tv[0].SeasonIndex != 1 || tv[0].SubMode != "AnyNew" || tv[0].StartEpisode != 3 || tv[0].FilterConfig == nil {
		t.Fatalf("tv %+v", tv)
	}
	got := okData[subJSON](t, call(t, e.srv, "GET", "/api/subscribe/get_sub?id="+itoa64(tv[0].ID), "", viewer))
	var back map[string]any
	if json.Unmarshal([]byte(*got.FilterConfig), &back) != nil || back["has_cn"] != true {
		t.Fatalf("filter_config %v", got.FilterConfig)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1291546","sub_mode":"AnyNew"}`, viewer), "请填写从第几集开始订阅")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1291546","filter_name":"system:newFilter"}`, viewer),
		"独立设置过滤器时必须填写过滤条件")
	// TMDB-only cards: seasons 2 and 3 of Breaking Bad, and a movie.
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_tmdb", `{"tmdb_id":1396,"media_type":"TV","season_numbers":[2,3]}`, viewer), nil)
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_tmdb", `{"tmdb_id":1396,"media_type":"TV","season_numbers":[9]}`, viewer), "绝命毒师没有第9季")
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_tmdb", `{"tmdb_id":27205,"media_type":"Movie"}`, viewer), nil)
	if tv = e.subs(t, "TV", viewer); len(tv) != 3 {
		t.Fatalf("tv %+v", tv)
	}
	trend := e.cards(t, "/api/movie/tmdb_trending?media_type=Movie", viewer)
	for _, c := range trend {
		if (c.TMDBID == 27205) != (c.Status != nil) {
			t.Fatalf("trending card %+v", c)
		}
	}
	// A TMDB-only show's seasons are deleted by number beside one sub id.
	var bb int64
	for _, x := range tv {
		if x.TMDBID == 1396 && x.SeasonIndex == 3 {
			bb = x.ID
		}
	}
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/delete_sub", `{"id":`+itoa64(bb)+`,"season_ids":["3"]}`, viewer), nil)
	if tv = e.subs(t, "TV", viewer); len(tv) != 2 {
		t.Fatalf("after TMDB season delete %+v", tv)
	}
	// Deleting chosen seasons.
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/delete_sub", `{"id":"3016187","season_ids":[3016187]}`, viewer), nil)
	if tv = e.subs(t, "TV", viewer); len(tv) != 1 || tv[0].SeasonIndex != 2 {
		t.Fatalf("after season delete %+v", tv)
	}
}

func TestApprovalFlow(t *testing.T) {
	e := newMetaEnv(t)
	viewer, vu := e.user(t, "viewer")
	if err := e.srv.Users.SaveProfile(context.Background(), vu.ID, users.Profile{ApprovalEnable: true}); err != nil {
		t.Fatal(err)
	}
	r := call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1291546"}`, viewer)
	wantOK(t, r, nil)
	if !strings.Contains(r.env.Message, "等待管理员批准") {
		t.Fatalf("message %q", r.env.Message)
	}
	sub := e.subs(t, "Movie", viewer)[0]
	if sub.Status != 3 {
		t.Fatalf("status %d", sub.Status)
	}
	admin, _ := e.store.FirstAdmin(context.Background())
	notes, err := e.store.TakeUnreadNotify(context.Background(), admin.ID)
	if err != nil || len(notes) != 2 || notes[0].Type != "SmartDownload" || !notes[0].HasAction ||
		notes[0].Args.String != `{"approval_enable":true,"sub_id":`+itoa64(sub.ID)+`}` {
		t.Fatalf("notify %+v %v", notes, err)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/approved?sub_id="+itoa64(sub.ID), "", viewer), "需要管理员权限")
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/approved?sub_id="+itoa64(sub.ID), "", e.admin), nil)
	if s := e.subs(t, "Movie", viewer)[0]; s.Status != 0 {
		t.Fatalf("after approval %d", s.Status)
	}
	var log string
	e.store.DB().QueryRow(`SELECT action_log FROM sys_notify WHERE id = ?`, notes[0].ID).Scan(&log)
	if log != "已处理" {
		t.Fatalf("action_log %q", log)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/approved?sub_id="+itoa64(sub.ID), "", e.admin), "这个订阅不需要批准")
	// Refuse: the subscription goes, the card is unsubscribed again.
	wantOK(t, call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1292720"}`, viewer), nil)
	var pending int64
	for _, s := range e.subs(t, "Movie", viewer) {
		if s.DoubanID == "1292720" {
			pending = s.ID
		}
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/refuse?sub_id="+itoa64(pending), "", e.admin), nil)
	if len(e.subs(t, "Movie", viewer)) != 1 {
		t.Fatal("refused subscription kept")
	}
	told, _ := e.store.TakeUnreadNotify(context.Background(), vu.ID)
	if len(told) != 4 || told[0].Title != "订阅被拒绝" || told[1].Title != "订阅等待批准" ||
		told[2].Title != "订阅已批准" || told[3].Title != "订阅等待批准" || told[3].Message != "你订阅了《"+sub.CNName+"》，管理员批准后才会开始下载。" {
		t.Fatalf("the subscriber was not told: %+v", told)
	}
	// An administrator's own subscriptions never wait, even with the flag set on her profile.
	if err := e.srv.Users.SaveProfile(context.Background(), admin.ID, users.Profile{ApprovalEnable: true}); err != nil {
		t.Fatal(err)
	}
	r = call(t, e.srv, "POST", "/api/subscribe/sub_douban", `{"id":"1291546"}`, e.admin)
	if wantOK(t, r, nil); !strings.HasPrefix(r.env.Message, "订阅成功") {
		t.Fatalf("the admin's subscription: %q", r.env.Message)
	}
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

// subscribe/list without page or size is the whole list, as the original
// answers it; with them (an addition) one filtered page and its total.
func TestSubscribeListPagesOnlyWhenAsked(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	authz := bearer(e.tokenFor(t, admin.ID, time.Now()))
	for i := range 70 {
		if _, err := e.store.DB().Exec(`INSERT INTO subscriptions(uid, media_type, cn_name, status, genres, area, filter_name, created_at, updated_at)
			VALUES (?, 'Movie', ?, ?, '剧情', ?, 'system:autoSelectFilter', '2026-01-01', '2026-01-01')`,
			admin.ID, fmt.Sprintf("订阅%02d", i), i%4, []string{"美国", "日本"}[i%2]); err != nil {
			t.Fatal(err)
		}
	}
	whole := call(t, e.srv, "GET", "/api/subscribe/list?media_type=Movie", "", authz)
	all := okData[[]subJSON](t, whole)
	if len(all) != 70 || all[0].CNName != "订阅69" || !strings.Contains(whole.raw, `"data":[{`) {
		t.Fatalf("whole list: %d %q", len(all), whole.raw[:min(len(whole.raw), 80)])
	}
	var page struct {
		Total, Page, Size int
		Items             []subJSON
		Areas, Genres     []string
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/list?media_type=Movie&page=2&size=60", "", authz), &page)
	if page.Total != 70 || page.Page != 2 || len(page.Items) != 10 || page.Items[9].CNName != "订阅00" ||
		fmt.Sprint(page.Areas, page.Genres) != "[日本 美国] [剧情]" {
		t.Fatalf("page 2: %+v", page)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/list?media_type=Movie&size=60&status=0,3&area=日本", "", authz), &page)
	if page.Total != 17 || page.Items[0].CNName != "订阅67" || page.Items[1].CNName != "订阅63" {
		t.Fatalf("filtered: %d %+v", page.Total, page.Items[:2])
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/list?media_type=Movie&page=1&status=9", "", authz),
		"status 只能是 0、1、2、3 中的一个或几个（用逗号分隔）")
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/list?size=0", "", authz), "size 应为 1 到 500 之间的整数")
}
