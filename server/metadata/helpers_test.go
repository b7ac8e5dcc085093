package metadata

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// env is a Service on a fresh store pointed at the stand-ins.
type env struct {
	svc    *Service
	st     *store.Store
	tmdb   *standin.Server
	douban *standin.Server
	clock  *time.Time
}

func newEnv(t *testing.T, doubanOpts map[string]string, tmdbKey string) *env {
	t.Helper()
	dir := t.TempDir()
	st := storetest.OpenIn(t, dir)
	e := &env{st: st, tmdb: standin.Must(t, "tmdb", nil), douban: standin.Must(t, "douban", doubanOpts)}
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.Local)
	e.clock = &now
	var err error
	e.svc, err = New(context.Background(), Options{Store: st, ImageDir: dir + "/cache/images", ImageCap: 1 << 20,
		Now: func() time.Time { return *e.clock }, MinInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	e.configure(t, tmdbKey, "")
	return e
}

// configure stores the key, cookie and stand-in addresses.
func (e *env) configure(t *testing.T, tmdbKey, cookie string) {
	t.Helper()
	m := settings.MetadataSetting{TMDBAPIKey: tmdbKey, DoubanCookie: cookie, Hosts: settings.MetadataHosts{
		TMDBAPIBase: e.tmdb.URL + "/3", TMDBImageBase: e.tmdb.URL + "/t/p",
		DoubanRexxarBase: e.douban.URL + "/rexxar/api/v2", DoubanFrodoBase: e.douban.URL + "/api/v2"}}
	storetest.PutSetting(t, e.st, settings.MovieMetadataSection, m)
}

// count is how many requests the stand-in got whose path contains part.
func count(s *standin.Server, part string) int {
	n := 0
	for _, r := range s.Requests() {
		if strings.Contains(r.Path, part) {
			n++
		}
	}
	return n
}

func wantMessage(t *testing.T, err error, msg string) {
	t.Helper()
	me, ok := AsError(err)
	if !ok || me.Message != msg {
		t.Fatalf("error %v, want %q", err, msg)
	}
}

// wantSetup: err is a failure only the settings cure, in msg's words.
func wantSetup(t *testing.T, err error, msg string) {
	t.Helper()
	var e settings.NeedsSetup
	if !errors.As(err, &e) || e.Message != msg {
		t.Fatalf("error %v, want the settings.NeedsSetup %q", err, msg)
	}
}

func mustTMDB(t *testing.T, key string) *standin.Server {
	return standin.Must(t, "tmdb", map[string]string{"key": key})
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
