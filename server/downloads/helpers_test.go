package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// serviceOn is New for tests: the service on st, the test failed where it
// cannot start.
func serviceOn(t testing.TB, st *store.Store) *Service {
	t.Helper()
	s, err := New(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// clientService is a service on a fresh store whose only client is c.
func clientService(t *testing.T, c settings.DownloadClientEntry) *Service {
	t.Helper()
	st := storetest.Open(t)
	storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	return serviceOn(t, st)
}

// duneDownloading records a download of Dune.2021.1080p (hash h1, in /dl,
// not yet done) and answers its id.
func duneDownloading(t testing.TB, st *store.Store) int64 {
	t.Helper()
	res, err := st.DB().ExecContext(context.Background(), `INSERT INTO download_record(site_name, user_id, torrent_name,
		torrent_subject, torrent_hash, save_path, client_name, created_at)
		VALUES ('hdsky', 1, 'Dune.2021.1080p', '', 'h1', '/dl', 'qb', '2026-11-26 10:00:00')`)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	return id
}
