package api

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/subengine"
)

// kicks is a scheduler with one job that remembers what was kicked.
type kicks []string

func (k *kicks) Kick(name string) (string, bool) {
	if name != "subscribe_listing" {
		return "", false
	}
	*k = append(*k, name)
	return "读取站点最新种子并匹配全部订阅", true
}

func (k *kicks) Status() []scheduler.State {
	return []scheduler.State{
		{Name: "subscribe_listing", Title: "读取站点最新种子并匹配全部订阅", Running: len(*k) > 0, Runs: 3,
			LastStart: time.Date(2026, 11, 24, 8, 0, 0, 0, time.Local), LastEnd: time.Date(2026, 11, 24, 8, 0, 5, 0, time.Local),
			NextRun: time.Date(2026, 11, 24, 8, 15, 5, 0, time.Local), LastError: "站点无法访问"},
		{Name: "site_refresh", Title: "刷新站点用户数据"},
	}
}

func TestTaskListSaysWhatEachJobIsDoing(t *testing.T) {
	var k kicks
	e := newTestEnvDeps(t, func(d *Deps) { d.Tasks = &k })
	admin := e.adminAuth(t)
	got := okData[[]taskJSON](t, call(t, e.srv, "GET", "/api/task/list", "", admin))
	want := []taskJSON{
		{Name: "subscribe_listing", Title: "读取站点最新种子并匹配全部订阅", Runs: 3, LastStart: "2026-11-24 08:00:00",
			LastEnd: "2026-11-24 08:00:05", NextRun: "2026-11-24 08:15:05", LastError: "站点无法访问"},
		{Name: "site_refresh", Title: "刷新站点用户数据"},
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("list %+v", got)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/task/list", "", e.userAuth(t)), "需要管理员权限")
}

func TestTaskRunKicksTheNamedJob(t *testing.T) {
	var k kicks
	e := newTestEnvDeps(t, func(d *Deps) { d.Tasks = &k })
	admin := e.adminAuth(t)
	r := call(t, e.srv, "GET", "/api/task/run?name=subscribe_listing", "", admin)
	wantOK(t, r, nil)
	if r.env.Message != "已开始运行：读取站点最新种子并匹配全部订阅" || len(k) != 1 {
		t.Fatalf("message %q, kicks %v", r.env.Message, k)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/task/run?name=nope", "", admin), "没有这个任务：nope")
	wantFail(t, call(t, e.srv, "GET", "/api/task/run", "", admin), "请指定要运行的任务")
	wantFail(t, call(t, e.srv, "GET", "/api/task/run?name=subscribe_listing", "", e.userAuth(t)), "需要管理员权限")
	if len(k) != 1 {
		t.Fatalf("kicks %v", k)
	}
}

// kickFunc is a scheduler that hands every kick to a func.
type kickFunc func(job string)

func (f kickFunc) Kick(name string) (string, bool) {
	f(name)
	return name, true
}

func (kickFunc) Status() []scheduler.State { return nil }

// 每日全量搜索: off on a fresh install, switched on and off from 后台任务
// into the record the engine reads at every run; on, the job runs now.
func TestFullSearchSwitch(t *testing.T) {
	var kicked []string
	e := newTestEnvDeps(t, func(d *Deps) { d.Tasks = kickFunc(func(job string) { kicked = append(kicked, job) }) })
	admin := e.adminAuth(t)
	var cfg subengine.Config
	stored := func() subengine.Config {
		t.Helper()
		c, err := subengine.ConfigSection.Load(context.Background(), e.store)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if r := call(t, e.srv, "GET", "/api/task/get_subscribe_config", "", admin); r.raw != okEmpty+`{"full_search":false}}` {
		t.Fatalf("fresh: %s", r.raw)
	}
	if r := call(t, e.srv, "POST", "/api/task/set_full_search", `{"enable":true}`, admin); r.raw != `{"code":0,"message":"已开启","data":null}` {
		t.Fatalf("on: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/task/get_subscribe_config", "", admin), &cfg)
	if !cfg.FullSearch || !stored().FullSearch || len(kicked) != 1 || kicked[0] != subengine.JobFull {
		t.Fatalf("after on: answered %+v, stored %+v, kicked %v", cfg, stored(), kicked)
	}
	if r := call(t, e.srv, "POST", "/api/task/set_full_search", `{"enable":false}`, admin); r.env.Message != "已关闭" {
		t.Fatalf("off: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/task/get_subscribe_config", "", admin), &cfg)
	if cfg.FullSearch || stored().FullSearch || len(kicked) != 1 {
		t.Fatalf("after off: answered %+v, stored %+v, kicked %v", cfg, stored(), kicked)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/task/set_full_search", `{}`, admin), "缺少参数enable（true或false）")
	wantFail(t, call(t, e.srv, "POST", "/api/task/set_full_search", `{"enable":"on"}`, admin), "字段enable的值类型不正确（收到string）")
	user := e.userAuth(t)
	wantFail(t, call(t, e.srv, "GET", "/api/task/get_subscribe_config", "", user), "需要管理员权限")
	wantFail(t, call(t, e.srv, "POST", "/api/task/set_full_search", `{"enable":true}`, user), "需要管理员权限")
	if stored().FullSearch {
		t.Fatal("a user switched it on")
	}
}
