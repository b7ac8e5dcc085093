package cookiecloud

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

type savedSetting map[string]string

func (g savedSetting) Setting(_ context.Context, key string) (string, error) {
	if v, ok := g[key]; ok {
		return v, nil
	}
	return "", store.ErrNotFound
}

// The job is due only while sync is on and its interval has passed (or
// the setting changed): off, the scheduler neither runs nor records it.
func TestDueOnlyWhileOnAndTheIntervalPassed(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	g := savedSetting{}
	s := &Syncer{Settings: g, Clock: func() time.Time { return now }}
	save := func(c settings.CookieCloud) {
		b, _ := json.Marshal(c)
		g[settings.CookieCloudSection.Key] = string(b)
	}
	if s.Due(ctx) {
		t.Fatal("due with sync never set up")
	}
	on := settings.CookieCloud{ServerURL: "http://127.0.0.1:9", UUID: "u", Password: "p", SyncIntervalMinutes: 30, Enable: true}
	save(settings.CookieCloud{ServerURL: on.ServerURL, UUID: "u", Password: "p", SyncIntervalMinutes: 30})
	if s.Due(ctx) {
		t.Fatal("due while sync is off")
	}
	save(on)
	if !s.Due(ctx) {
		t.Fatal("not due once switched on")
	}
	s.last, s.synced = now, on
	if s.Due(ctx) {
		t.Fatal("due again within the interval")
	}
	now = now.Add(30 * time.Minute)
	if !s.Due(ctx) {
		t.Fatal("not due after the interval")
	}
}
