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
	e := newEnv(t)
	sites := &fakeSites{}
	e.eng.o.Sites = sites
	e.eng.o.Profiles = fakeProfiles{cats: allCats, rule: "collection"}
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "千与千寻", ENName: "Spirited Away", ReleaseYear: 2001,
		Status: subscribe.StatusReversion})
	e.dl.recs = append(e.dl.recs, downloads.Record{ID: 1, Name: "Spirited.Away.2001.1080p.WEB-DL.H264-OLD", Hash: "old",
		SubID: id, SubType: downloads.SubTypeSubscribe, Status: downloads.StatusDone, LinkPath: "/media/old"})
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
