package health

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestCheckAllStoresHealthAndHistory(t *testing.T) {
	st := openStore(t)
	storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{
		{Type: "emby", Name: "默认", URL: "http://emby", Token: "k", MasterServer: true},
		{Type: "plex", Name: "书房", URL: "http://plex", Token: "t"},
	})
	storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{{Type: "qbittorrent", Name: "默认", URL: "http://qb", IsDefault: true}})
	prober := &fakeProber{down: map[string]string{"http://plex": "连接超时"}}
	now := time.Date(2025, 5, 1, 10, 30, 0, 0, time.UTC)
	var downs []string
	c := New(Options{Store: st, Probes: Probes{Clients: prober}, Now: func() time.Time { return now },
		OnDown: func(_ context.Context, s Service, h settings.Health) { downs = append(downs, s.Display+":"+h.Message) }})
	if err := c.CheckAll(context.Background()); err != nil {
		t.Fatal(err)
	}
	if h := healthOf(t, st, settings.KindMediaServer, "默认"); h.Status != 1 || h.Version != "1.0" || h.CheckedAt != "2025-05-01T10:30:00Z" {
		t.Fatalf("emby %+v", h)
	}
	if h := healthOf(t, st, settings.KindMediaServer, "书房"); h.Status != 2 || h.Message != "连接超时" {
		t.Fatalf("plex %+v", h)
	}
	if h := healthOf(t, st, settings.KindDownloadClient, "默认"); h.Status != 1 {
		t.Fatalf("qb %+v", h)
	}
	if len(downs) != 0 {
		t.Fatalf("OnDown for a service never up: %v", downs)
	}
	// Emby goes down: one OnDown, and the hour now has 1 up + 1 down.
	prober.down["http://emby"] = "连接被拒绝"
	c.CheckAll(context.Background())
	if len(downs) != 1 || downs[0] != "Emby(默认):连接被拒绝" {
		t.Fatalf("downs %v", downs)
	}
	hist, _ := st.HealthHistory(context.Background(), now.Add(-time.Hour))
	got := map[string][2]int{}
	for _, h := range hist {
		got[h.Service] = [2]int{h.Up, h.Down}
	}
	if got["media_server.默认"] != [2]int{1, 1} || got["media_server.书房"] != [2]int{0, 2} || got["download_client.默认"] != [2]int{2, 0} {
		t.Fatalf("history %v", got)
	}
}

// A result computed for settings that were changed during the check is
// dropped: it would describe a configuration that no longer exists.
func TestCheckDropsResultsForChangedSettings(t *testing.T) {
	st := openStore(t)
	entry := settings.MediaServerEntry{Type: "emby", Name: "默认", URL: "http://old", Token: "k", MasterServer: true}
	storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{entry})
	prober := &fakeProber{down: map[string]string{"http://old": "旧地址连不上"}}
	prober.during = func() {
		changed := entry
		changed.URL = "http://new"
		storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{changed})
	}
	c := New(Options{Store: st, Probes: Probes{Clients: prober}})
	if err := c.CheckAll(context.Background()); err != nil {
		t.Fatal(err)
	}
	if h := healthOf(t, st, settings.KindMediaServer, "默认"); h.Status != 0 {
		t.Fatalf("stale result stored: %+v", h)
	}
	if hist, _ := st.HealthHistory(context.Background(), time.Now().Add(-time.Hour)); len(hist) != 0 {
		t.Fatalf("stale result counted: %+v", hist)
	}
}
