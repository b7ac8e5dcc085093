package api

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// 自定义识别词: saved by an admin, refused whole (naming the line) when a
// line cannot be read, previewed before and after, and in force at once.
func TestRecognitionRules(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	got := okData[settings.RecognitionRules](t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin))
	if got.Rules != "" {
		t.Fatalf("fresh: %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_recognition_rules", `{"rules":"Kimetsu => Demon Slayer\n第 <> 集 >> 12"}`, admin),
		"识别词第2行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字")
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin), &got)
	if got.Rules != "" {
		t.Fatalf("a refused save stored %q", got.Rules)
	}
	name := `{"name":"[风车字幕组][名侦探柯南][第857集][1080P]"}`
	p := okData[recognition.Preview](t, call(t, e.srv, "POST", "/api/setting/preview_recognition", name, admin))
	if p.Changed || p.After.EpisodeStart != 857 {
		t.Fatalf("no rules yet: %+v", p)
	}
	// Unsaved rules from the form.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/preview_recognition",
		`{"name":"[风车字幕组][名侦探柯南][第857集][1080P]","rules":"第 <> 集 >> EP-12"}`, admin), &p)
	if !p.Changed || p.Before.EpisodeStart != 857 || p.After.EpisodeStart != 845 || p.After.MediaType != "TV" {
		t.Fatalf("unsaved rules: %+v", p)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/preview_recognition", `{"name":"x","rules":"ok\n(bad => x"}`, admin),
		"识别词第2行：正则表达式无效：error parsing regexp: missing closing ): `(bad`")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/preview_recognition", `{"name":"  "}`, admin), "种子名称不能为空")

	r := call(t, e.srv, "POST", "/api/setting/save_recognition_rules", `{"rules":"# 柯南\n第 <> 集 >> EP-12\n预告"}`, admin)
	if r.env.Code != 0 || r.env.Message != msgSaved {
		t.Fatalf("save: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin), &got)
	if got.Rules != "# 柯南\n第 <> 集 >> EP-12\n预告" {
		t.Fatalf("stored %q", got.Rules)
	}
	// In force at once: the preview without rules text uses them, and so
	// does the one parser the engine reads with.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/preview_recognition", name, admin), &p)
	if p.After.EpisodeStart != 845 {
		t.Fatalf("saved rules not in force: %+v", p)
	}
	if e.srv.Parser.Read("[风车字幕组][名侦探柯南][第857集][1080P]", "").EpisodeStart != 845 {
		t.Fatal("the server's parser did not take the saved rules")
	}
	wantOK(t, call(t, e.srv, "POST", "/api/setting/preview_recognition", `{"name":"某剧 预告 1080p"}`, admin), &p)
	if !p.Blocked || !p.Changed {
		t.Fatalf("block word: %+v", p)
	}
	user := e.userAuth(t)
	for _, path := range []string{"/api/setting/save_recognition_rules", "/api/setting/preview_recognition"} {
		wantFail(t, call(t, e.srv, "POST", path, `{"rules":"","name":"x"}`, user), "需要管理员权限")
	}
	wantFail(t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", user), "需要管理员权限")
}

// Rules scoped to a subscription or a custom subscription are saved and
// read back with their scope, in force for it only; a scope whose
// subscription does not exist is refused naming the item, a bad kind
// naming the field, and a set stored for a subscription deleted since
// does not block the next save.
func TestRecognitionRulesScopes(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	ctx := context.Background()
	res, err := e.store.DB().Exec(`INSERT INTO subscriptions(uid, tmdb_id, media_type, cn_name, season_index, status,
		filter_name, created_at, updated_at) VALUES (1, 30983, 'TV', '名侦探柯南', 1, 0, '', '2026-11-01 10:00:00', '')`)
	if err != nil {
		t.Fatal(err)
	}
	sub, _ := res.LastInsertId()
	custom, err := e.srv.CustomSubs.Save(ctx, 1, customsub.Sub{Name: "柯南", SavePath: "/d"})
	if err != nil {
		t.Fatal(err)
	}
	save := func(scoped string) reply {
		return call(t, e.srv, "POST", "/api/setting/save_recognition_rules", `{"rules":"","scoped":[`+scoped+`]}`, admin)
	}
	wantFail(t, save(`{"scope":"sub","id":`+itoa64(sub+100)+`,"rules":"第 <> 集 >> EP-12"}`), "适用范围第1项：订阅（编号"+itoa64(sub+100)+"）不存在或已被删除")
	wantFail(t, save(`{"scope":"sub","id":`+itoa64(sub)+`,"rules":"a"},{"scope":"custom_sub","id":99,"rules":"b"}`), "适用范围第2项：自定义订阅（编号99）不存在或已被删除")
	wantFail(t, save(`{"scope":"user","id":1,"rules":"a"}`), "适用范围第1项：适用范围须为订阅（sub）或自定义订阅（custom_sub）")
	wantFail(t, save(`{"scope":"sub","id":`+itoa64(sub)+`,"rules":"第 <> 集 >> 12"}`), "适用范围第1项：识别词第1行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字")
	r := save(`{"scope":"sub","id":` + itoa64(sub) + `,"rules":"第 <> 集 >> EP-12"},{"scope":"custom_sub","id":` + itoa64(custom) + `,"rules":"预告"}`)
	if r.env.Code != 0 {
		t.Fatalf("save: %s", r.raw)
	}
	got := okData[settings.RecognitionRules](t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin))
	if len(got.Scoped) != 2 || got.Scoped[0] != (settings.ScopedRules{Scope: "sub", ID: sub, Rules: "第 <> 集 >> EP-12"}) ||
		got.Scoped[1] != (settings.ScopedRules{Scope: "custom_sub", ID: custom, Rules: "预告"}) {
		t.Fatalf("read back %+v", got)
	}
	name := "[风车字幕组][名侦探柯南][第857集][1080P]"
	if e.srv.Parser.Read(name, "").EpisodeStart != 857 || e.srv.Parser.For(release.Scope{Kind: "sub", ID: sub}).Read(name, "").EpisodeStart != 845 {
		t.Fatal("the scoped rules are not in force for their subscription only")
	}
	if _, err := e.store.DB().Exec(`DELETE FROM subscriptions WHERE id = ?`, sub); err != nil {
		t.Fatal(err)
	}
	if r := save(`{"scope":"sub","id":` + itoa64(sub) + `,"rules":"第 <> 集 >> EP-11"}`); r.env.Code != 0 {
		t.Fatalf("a stored set of a deleted subscription blocks the save: %s", r.raw)
	}
}

// "What else changes": a rule set not saved yet is replayed against the
// stored download history, each record read for its own subscription, and
// nothing is saved; a bad line is refused as save refuses it.
func TestRecognitionImpactReplaysTheHistory(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	for _, row := range []struct {
		name    string
		subID   int64
		subType string
	}{
		{"[风车字幕组][名侦探柯南][第857集][1080P]", 0, ""},
		{"[风车字幕组][名侦探柯南][第858集][1080P]", 7, "Sub"},
		{"Dune.2021.1080p.BluRay.x264-CtrlHD", 0, ""},
		{"Dune.2021.1080p.预告.BluRay.x264-CtrlHD", 0, ""},
	} {
		e.addRecord(t, map[string]any{"torrent_name": row.name, "save_path": "/dl", "created_at": "2026-11-26 10:00:00",
			"status": 0, "sub_id": row.subID, "sub_type": row.subType})
	}
	got := okData[recognition.ImpactAnswer](t, call(t, e.srv, "POST", "/api/setting/recognition_impact", `{"rules":"第 <> 集 >> EP-12\n预告"}`, admin))
	if got.Scanned != 4 || got.Changed != 3 || got.Blocked != 1 || len(got.Examples) != 3 {
		t.Fatalf("global rules: %+v", got)
	}
	if ex := got.Examples[1]; ex.Before.EpisodeStart != 858 || ex.After.EpisodeStart != 846 {
		t.Fatalf("newest first, episode offset: %+v", ex)
	}
	// A set scoped to subscription 7 changes its records only.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/recognition_impact",
		`{"rules":"","scoped":[{"scope":"sub","id":7,"rules":"第 <> 集 >> EP-12"}]}`, admin), &got)
	if got.Changed != 1 || got.Examples[0].Name != "[风车字幕组][名侦探柯南][第858集][1080P]" {
		t.Fatalf("scoped rules: %+v", got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/recognition_impact", `{"rules":"ok\n第 <> 集 >> 12"}`, admin),
		"识别词第2行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/recognition_impact", `{"rules":""}`, e.userAuth(t)), "需要管理员权限")
	stored := okData[settings.RecognitionRules](t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin))
	if stored.Rules != "" || len(stored.Scoped) != 0 {
		t.Fatalf("the preview saved: %+v", stored)
	}
}
