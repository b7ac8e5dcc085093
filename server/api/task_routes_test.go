package api

import (
	"testing"
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
