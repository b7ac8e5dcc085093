package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// 洗版 takes only a release of higher quality than the one held, as a
// better version, and stops at the rule's top quality.
func TestReversionClimbsToTheTopQuality(t *testing.T) {
	e, sites, id := reversionHeld(t)
	sites.add("Spirited.Away.2001.720p.BluRay.x264-GRP", "千与千寻", 50)
	sites.add("Spirited.Away.2001.1080p.BluRay.x264-GRP", "千与千寻", 50)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	log := e.lastLog(t, id)
	t.Log(log)
	wantIn(t, log, "洗版：已有版本质量分 72，目标 100", "720p.BluRay.x264-GRP — 洗版：质量分 65 不高于已有的 72",
		"⬇ 选择 [天空] Spirited.Away.2001.1080p.BluRay.x264-GRP")
	if len(e.dl.recs) != 2 || !e.dl.recs[1].BetterVersion {
		t.Fatalf("records %+v", e.dl.recs)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusReversion || len(e.dl.recs) != 2 {
		t.Fatalf("status %d, records %v", e.status(t, id), e.dl.names())
	}
	sites.add("Spirited.Away.2001.2160p.UHD.BluRay.x265-GRP", "千与千寻 4K", 50)
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted || len(e.dl.recs) != 3 {
		t.Fatalf("status %d, records %v\n%s", e.status(t, id), e.dl.names(), e.lastLog(t, id))
	}
	wantIn(t, e.lastLog(t, id), "洗版完成")
}

// 洗版 completes only once the top-quality version is in the library: a
// download of it the organiser could not file neither completes it nor
// goes again; filed, it does.
func TestReversionCompletesOnlyWhenTheTopVersionIsFiled(t *testing.T) {
	e, sites, id := reversionHeld(t)
	sites.add("Spirited.Away.2001.2160p.UHD.BluRay.x265-GRP", "千与千寻 4K", 50)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil || len(e.dl.recs) != 2 {
		t.Fatalf("sent %v, %v", e.dl.names(), err)
	}
	e.dl.recs[1].Status = downloads.StatusDone // finished, but not filed
	for range 2 {
		if err := e.eng.RunListing(ctx); err != nil {
			t.Fatal(err)
		}
		if e.status(t, id) != subscribe.StatusReversion || len(e.dl.recs) != 2 {
			t.Fatalf("status %d, records %v\n%s", e.status(t, id), e.dl.names(), e.lastLog(t, id))
		}
	}
	wantIn(t, e.lastLog(t, id), "洗版：已有版本质量分 72", "已经为这个订阅下载过")
	e.dl.recs[1].LinkPath = "/media/new"
	if err := e.eng.Filed(ctx, downloads.SubTypeSubscribe, id); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d\n%s", e.status(t, id), e.lastLog(t, id))
	}
	wantIn(t, e.lastLog(t, id), "洗版完成")
}

// reversionHeld is an env under the collection rule, its fake site still
// empty, and a 洗版 subscription to 千与千寻 (its id) holding a filed
// 1080p WEB-DL.
func reversionHeld(t *testing.T) (*env, *fakeSites, int64) {
	t.Helper()
	e, sites := fakeSiteEnv(t)
	e.eng.o.Profiles = fakeProfiles{cats: allCats, rule: "collection"}
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "千与千寻", ENName: "Spirited Away", ReleaseYear: 2001,
		Status: subscribe.StatusReversion})
	e.dl.recs = append(e.dl.recs, downloads.Record{ID: 1, Name: "Spirited.Away.2001.1080p.WEB-DL.H264-OLD", Hash: "old",
		SubID: id, SubType: downloads.SubTypeSubscribe, Status: downloads.StatusDone, LinkPath: "/media/old"})
	return e, sites, id
}
