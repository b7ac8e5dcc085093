package ptsites

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A site whose cookie went stale works again after a CookieCloud sync:
// the cookie the browser holds for the site's host replaces the stored
// one, the site says where it came from, a site CookieCloud lacks is
// reported once, and the schedule syncs only when due.
func TestCookieCloudSyncRevivesAStaleSite(t *testing.T) {
	ctx := context.Background()
	s, st := newService(t, nil)
	site := standin.Must(t, "nexusphp", map[string]string{"cookie": "c_secure_uid=1; c_secure_pass=fresh"})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: site.URL, Cookie: "c_secure_uid=1; c_secure_pass=stale"},
		settings.Site{SiteName: "hdhome", SiteURL: "http://127.0.0.2:1"})
	if a, _ := s.Search(ctx, 1, SearchInput{Keyword: "matrix", Sites: []string{"hdsky"}}); len(a.Torrents) != 0 {
		t.Fatalf("the stale cookie was accepted: %+v", a)
	}
	upload, _ := json.Marshal(map[string]any{"cookie_data": map[string][]cookiecloud.Cookie{
		"127.0.0.1": {{Domain: "127.0.0.1", Name: "c_secure_uid", Value: "1", Path: "/"},
			{Domain: "127.0.0.1", Name: "c_secure_pass", Value: "fresh", Path: "/", ExpirationDate: 4e9}},
	}})
	cc := standin.Must(t, "cookiecloud", map[string]string{"uuid": "u1", "password": "p1", "data": string(upload)})
	storetest.PutSetting(t, st, settings.CookieCloudSection, settings.CookieCloud{ServerURL: cc.URL, UUID: "u1", Password: "p1",
		SyncIntervalMinutes: 60, Enable: true})
	now := time.Now()
	var alerts []string
	sync := &cookiecloud.Syncer{Settings: st, Sites: s, Clock: func() time.Time { return now },
		Alert: func(_ context.Context, alias, reason string) { alerts = append(alerts, alias+"："+reason) }}
	for range 2 { // the second tick is within the interval: no fetch
		if err := sync.Run(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(cc.Requests()); n != 1 {
		t.Errorf("CookieCloud fetched %d times, want 1", n)
	}
	list, _ := s.configured(ctx)
	if list[0].Cookie != "c_secure_pass=fresh; c_secure_uid=1" || !strings.HasPrefix(list[0].CookieSource, "CookieCloud 20") {
		t.Errorf("stored %q from %q", list[0].Cookie, list[0].CookieSource)
	}
	if a, _ := s.Search(ctx, 1, SearchInput{Keyword: "matrix", Sites: []string{"hdsky"}}); len(a.Torrents) == 0 {
		t.Fatalf("no results with the synced cookie: %+v", a.SiteErrors)
	}
	now = now.Add(2 * time.Hour) // due again: the gap is logged, not alerted twice
	out, err := sync.Now(ctx)
	if err != nil || len(out.Unchanged) != 1 || len(out.Missing) != 1 {
		t.Fatalf("second sync %+v %v", out, err)
	}
	if len(alerts) != 1 || !strings.HasPrefix(alerts[0], "家园：CookieCloud里没有") {
		t.Errorf("alerts %q", alerts)
	}
}
