// Package downloadstest builds the real downloads service on a fresh store
// for other packages' tests (dashboard, holdings, shelf, traffic …), so
// each does not write the same opening again. The downloads package's own
// tests cannot use it: it imports downloads.
package downloadstest

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Open answers a throwaway store (storetest.Open) whose download clients
// are clients (none given: none set) and the real downloads service on it,
// its tables made.
func Open(t testing.TB, clients ...settings.DownloadClientEntry) (*store.Store, *downloads.Service) {
	t.Helper()
	st := storetest.Open(t)
	if len(clients) > 0 {
		storetest.PutSetting(t, st, settings.DownloadClientsSection, clients)
	}
	dl, err := downloads.New(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return st, dl
}
