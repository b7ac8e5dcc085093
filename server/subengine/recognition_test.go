package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// 自定义识别词 change what the engine does: a fansub's romanised title
// replaced (season pinned) and its absolute episode shifted lets a
// subscription take a release it misses without them, as episode 1 of its
// season; a block word keeps a release away. The rules reach the engine
// through the one parser it was built with, swapped in place as a save does.
func TestRecognitionRulesChangeWhatTheEngineTakes(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Parser = release.NewParser(release.Rules{})
	e.eng.o.Seasons = fakeSeasons{209867: seasonOf("2026-10-01", "2026-10-08", "2026-12-30")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 209867, CNName: "葬送的芙莉莲", ENName: "Frieren",
		ReleaseYear: 2023, SeasonIndex: 2, SeasonYear: 2026})
	sites.add("[SubsPlease] Sousou no Frieren - 29 (1080p) [A1B2C3D4]", "", 50)
	sites.add("[SubsPlease] Sousou no Frieren - 30 (1080p) 预告 [A1B2C3D5]", "", 50)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 0 {
		t.Fatalf("without rules the romanised title matched: %v", e.dl.names())
	}
	rs, err := release.ParseRules("Sousou no Frieren => Frieren {[s=2]}\nFrieren - <> (1080p) >> EP-28\n预告")
	if err != nil {
		t.Fatal(err)
	}
	e.eng.o.Parser.Use(rs)
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	log := e.lastLog(t, id)
	t.Log(log)
	if got := e.dl.names(); len(got) != 1 || got[0] != "[SubsPlease] Sousou no Frieren - 29 (1080p) [A1B2C3D4]" {
		t.Fatalf("sent %v", got)
	}
	wantIn(t, log, "补齐第1集")
}

// A subscription's own 自定义识别词 apply to the rows read for it and for
// no other: scoped to another subscription, the rules leave Frieren's run
// as it was (nothing taken); scoped to Frieren, its run takes the release
// as episode 1, while the other subscription still reads the shared rows.
func TestScopedRecognitionRulesApplyToTheirSubscriptionOnly(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Parser = release.NewParser(release.Rules{})
	e.eng.o.Seasons = fakeSeasons{209867: seasonOf("2026-10-01", "2026-10-08", "2026-12-30"),
		1396: seasonOf("2008-01-20", "2008-01-27")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 209867, CNName: "葬送的芙莉莲", ENName: "Frieren",
		ReleaseYear: 2023, SeasonIndex: 2, SeasonYear: 2026})
	other := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 1396, CNName: "绝命毒师", ENName: "Breaking Bad",
		ReleaseYear: 2008, SeasonIndex: 1, SeasonYear: 2008})
	sites.add("[SubsPlease] Sousou no Frieren - 29 (1080p) [A1B2C3D4]", "", 50)
	sites.add("Breaking.Bad.S01E01.1080p.BluRay.x264-GRP", "", 50)
	own, err := release.ParseRules("Sousou no Frieren => Frieren {[s=2]}\nFrieren - <> (1080p) >> EP-28")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	e.eng.o.Parser.Use(release.Rules{}.WithScoped(release.Scope{Kind: release.ScopeSub, ID: other}, own))
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	for _, n := range e.dl.names() {
		if n == "[SubsPlease] Sousou no Frieren - 29 (1080p) [A1B2C3D4]" {
			t.Fatalf("another subscription's rules reached Frieren's run: %v", e.dl.names())
		}
	}
	if got := e.dl.names(); len(got) != 1 || got[0] != "Breaking.Bad.S01E01.1080p.BluRay.x264-GRP" {
		t.Fatalf("the subscription with rules of its own still reads its rows: sent %v", got)
	}
	e.eng.o.Parser.Use(release.Rules{}.WithScoped(release.Scope{Kind: release.ScopeSub, ID: id}, own))
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	got := e.dl.names()
	if len(got) != 2 || got[1] != "[SubsPlease] Sousou no Frieren - 29 (1080p) [A1B2C3D4]" {
		t.Fatalf("Frieren's own rules: sent %v", got)
	}
	wantIn(t, e.lastLog(t, id), "补齐第1集")
}
