package library

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// env is a Service on a fresh store, its TMDB pointed at the stand-in.
type env struct {
	svc  *Service
	st   *store.Store
	meta *metadata.Service
	tmdb *standin.Server
	dir  string // data folder
}

func newEnv(t testing.TB) *env {
	t.Helper()
	dir := t.TempDir()
	st := storetest.OpenIn(t, filepath.Join(dir, "data"))
	e := &env{st: st, tmdb: standin.Must(t, "tmdb", nil), dir: dir}
	ctx := context.Background()
	m := settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key", Hosts: settings.MetadataHosts{
		TMDBAPIBase: e.tmdb.URL + "/3", TMDBImageBase: e.tmdb.URL + "/t/p"}}
	storetest.PutSetting(t, st, settings.MovieMetadataSection, m)
	var err error
	if e.meta, err = metadata.New(ctx, metadata.Options{Store: st, MinInterval: time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	e.restart(t)
	return e
}

// restart builds a new Service on the same store (a program restart).
func (e *env) restart(t testing.TB) {
	t.Helper()
	svc, err := New(context.Background(), Options{Store: e.st, Metadata: e.meta})
	if err != nil {
		t.Fatal(err)
	}
	e.svc = svc
}

// touch writes a small file (and its folders).
func touch(t *testing.T, path, body string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// run starts a job and waits for it.
func (e *env) run(t *testing.T, r Request) []Result {
	t.Helper()
	ctx := context.Background()
	if _, err := e.svc.Start(ctx, r); err != nil {
		t.Fatal(err)
	}
	wait, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := e.svc.Wait(wait); err != nil {
		t.Fatal(err)
	}
	res, err := e.svc.Results(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
