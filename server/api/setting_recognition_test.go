package api

import (
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// 自定义识别词: saved by an admin, refused whole (naming the line) when a
// line cannot be read, previewed before and after, and in force at once.
func TestRecognitionRules(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	var got settings.RecognitionRules
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_recognition_rules", "", admin), &got)
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
	var p previewAnswer
	wantOK(t, call(t, e.srv, "POST", "/api/setting/preview_recognition", name, admin), &p)
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
	if e.srv.parser.Read("[风车字幕组][名侦探柯南][第857集][1080P]", "").EpisodeStart != 845 {
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
