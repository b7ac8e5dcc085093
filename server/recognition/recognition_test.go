package recognition

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Stored rules scoped to a subscription are in force for it only: its
// episode offset and replacement read its names, a custom subscription
// with the same id and the global reading are untouched.
func TestStoredScopedRulesReadOnlyTheirSubscriptionsNames(t *testing.T) {
	st := storetest.Open(t)
	ctx := context.Background()
	rec, err := settings.RecognitionRules{Rules: "Hunting\\.Bad => Breaking.Bad", Scoped: []settings.ScopedRules{
		{Scope: release.ScopeSub, ID: 7, Rules: "第 <> 集 >> EP-12\nMeitantei => Conan"},
		{Scope: release.ScopeSub, ID: 8, Rules: "  "},
	}}.Validate()
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Scoped) != 1 {
		t.Fatalf("an empty set is kept: %+v", rec.Scoped)
	}
	storetest.PutSetting(t, st, settings.RecognitionRulesSection, rec)
	p, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	name := "[风车字幕组][Meitantei][第857集][1080P]"
	own := p.For(release.Scope{Kind: release.ScopeSub, ID: 7}).Read(name, "")
	if own.EpisodeStart != 845 || own.Title != "Conan" {
		t.Fatalf("subscription 7 reads %d %q", own.EpisodeStart, own.Title)
	}
	for _, s := range []release.Scope{{}, {Kind: release.ScopeCustomSub, ID: 7}, {Kind: release.ScopeSub, ID: 8}} {
		if got := p.For(s).Read(name, ""); got.EpisodeStart != 857 {
			t.Errorf("%+v reads episode %d", s, got.EpisodeStart)
		}
	}
	if got := p.For(release.Scope{Kind: release.ScopeSub, ID: 7}).Read("Hunting.Bad.S01E02", ""); got.Title != "Breaking Bad" {
		t.Errorf("the global rules are not in force for the subscription: %q", got.Title)
	}
}

// A scoped set is refused naming its place, its kind and its line.
func TestScopedRulesRefusedNamingTheField(t *testing.T) {
	for in, want := range map[settings.ScopedRules]string{
		{Scope: "user", ID: 1, Rules: "a"}:                   "适用范围第1项：适用范围须为订阅（sub）或自定义订阅（custom_sub）",
		{Scope: release.ScopeSub, Rules: "a"}:                "适用范围第1项：适用范围须指明订阅的编号",
		{Scope: release.ScopeSub, ID: 3, Rules: "a\n第 <> 集"}: "适用范围第1项：识别词第2行：",
	} {
		_, err := settings.RecognitionRules{Scoped: []settings.ScopedRules{in}}.Validate()
		if err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
			t.Errorf("%+v: %v", in, err)
		}
	}
}
