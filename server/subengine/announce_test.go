package subengine

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// The owner hears of a send the client refused (发送失败) and then, once
// the outbox's retry is confirmed, that it downloads after all (开始下载),
// each once, about the subscription and linking to it.
func TestARetriedSendIsAnnouncedOnce(t *testing.T) {
	e, id := duneListed(t)
	storetest.PutSetting(t, e.st, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "hdsky", Alias: "天空"}})
	bus := &eventstest.Recorder{}
	e.eng.o.Events = bus
	ctx := context.Background()
	e.dl.fail = errors.New("提交到下载器qb失败：connection refused")
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.fail = nil
	for _, after := range []time.Duration{11 * time.Minute, time.Hour, time.Hour} {
		e.now = e.now.Add(after)
		if err := e.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if len(bus.Events()) != 2 || len(e.push.sent) != 0 {
		t.Fatalf("published %+v, pushed past the bus %+v", bus.Events(), e.push.sent)
	}
	link := "/subscribe/detail?id=" + strconv.FormatInt(id, 10)
	for _, ev := range bus.Events() {
		if ev.UID != e.uid || ev.Refs.SubID != id || ev.Title != "沙丘2" || ev.Link != link || ev.Refs.SiteID != "hdsky" {
			t.Errorf("%s: %+v", ev.Kind, ev)
		}
	}
	failed, sent := bus.Events()[0], bus.Events()[1]
	if failed.Kind != events.SendFailed || !strings.Contains(failed.Reason, "connection refused") {
		t.Errorf("first %+v", failed)
	}
	v := sent.Push.Vars
	if sent.Kind != events.Sent || sent.Refs.RecordID != 1 || sent.Reason != "天空 · Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP" ||
		sent.Push.Type != "download_start" || v["site_name"] != "天空" || v["title"] != "沙丘2" || v["year"] != "2024" || v["size"] != "1B" {
		t.Errorf("then %+v %v", sent, v)
	}
}
