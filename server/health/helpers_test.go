package health

import (
	"context"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

func openStore(t *testing.T) *store.Store {
	t.Helper()
	st := storetest.Open(t)
	return st
}

// fakeProber answers checks from a map of URL → error reason ("" = up),
// and can run a hook while a check is in flight.
type fakeProber struct {
	mu     sync.Mutex
	down   map[string]string
	during func()
	calls  int
}

func (f *fakeProber) result(url string) (string, error) {
	f.mu.Lock()
	f.calls++
	hook := f.during
	reason, isDown := f.down[url]
	f.mu.Unlock()
	if hook != nil {
		hook()
	}
	if isDown {
		return "", &clients.Error{Reason: reason}
	}
	return "1.0", nil
}

func (f *fakeProber) CheckMediaServer(_ context.Context, m clients.MediaServer) (string, error) {
	return f.result(m.URL)
}

func (f *fakeProber) CheckDownloadClient(_ context.Context, d clients.DownloadClient) (string, error) {
	return f.result(d.URL)
}

func healthOf(t *testing.T, st *store.Store, kind, name string) settings.Health {
	t.Helper()
	h, err := settings.HealthSection(kind, name).Load(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
