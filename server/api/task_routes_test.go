package api

import (
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/scheduler"
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
	var got []taskJSON
	wantOK(t, call(t, e.srv, "GET", "/api/task/list", "", admin), &got)
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
