package library

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A refresh that failed after filing is owed for the record's library
// path, with the reason, until a retry succeeds.
func TestOwedRefreshIsToldForTheFiledPathUntilARetrySucceeds(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	var down atomic.Bool
	down.Store(true)
	emby := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if down.Load() {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer emby.Close()
	clock := time.Now()
	svc, err := New(ctx, Options{Store: e.st, Metadata: e.meta, Now: func() time.Time { return clock }})
	if err != nil {
		t.Fatal(err)
	}
	servers := []settings.MediaServerEntry{{Type: "emby", Name: "客厅Emby", URL: emby.URL, Token: "k", RefreshMediaServer: true}}
	storetest.PutSetting(t, e.st, settings.MediaServersSection, servers)
	filed := "/lib/电影/沙丘 (2021)/沙丘 (2021) - 1080p.mkv"
	if errs := svc.refreshAll(ctx, servers, []string{filed}); len(errs) != 1 {
		t.Fatalf("refresh errors %v", errs)
	}
	got, err := svc.OwedFor(ctx, []string{filed, "/lib/电影/沙丘 (2021)", "/lib/电影/其他 (2020)/x.mkv", ""})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || len(got[filed]) != 1 || got[filed][0].Server != "客厅Emby" ||
		!strings.Contains(got[filed][0].LastError, "HTTP 502") || len(got["/lib/电影/沙丘 (2021)"]) != 1 {
		t.Fatalf("owed for the filed paths: %+v", got)
	}
	// Still down at the next try: still owed. Back up: cleared.
	clock = clock.Add(2 * time.Minute)
	svc.RetryRefreshes(ctx)
	if got, _ := svc.OwedFor(ctx, []string{filed}); len(got[filed]) != 1 {
		t.Fatalf("owed after a failed retry: %+v", got)
	}
	down.Store(false)
	clock = clock.Add(2 * time.Hour)
	if err := svc.RetryRefreshes(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ := svc.OwedFor(ctx, []string{filed}); len(got) != 0 {
		t.Fatalf("still owed after the retry succeeded: %+v", got)
	}
}
