package dashboard

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/downloadstest"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// env is a store with the record and subscription tables, one user.
type env struct {
	st  *store.Store
	dl  *downloads.Service
	uid int64
}

func newEnv(t *testing.T) env {
	t.Helper()
	ctx := context.Background()
	st, dl := downloadstest.Open(t)
	if _, err := subscribe.New(ctx, st, nil, nil); err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, "alice", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	return env{st: st, dl: dl, uid: u.ID}
}

func (e env) exec(t *testing.T, q string, args ...any) {
	t.Helper()
	if _, err := e.st.DB().Exec(q, args...); err != nil {
		t.Fatal(err)
	}
}

// record adds a download record: status 0 downloading, 1 done (filed when link is set).
func (e env) record(t *testing.T, name, client, hash string, status int, link string) {
	e.exec(t, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash, save_path,
		client_name, status, created_at, movie_name, movie_type, link_path, backdrop, completed_at)
		VALUES ('hdsky', ?, ?, '', ?, '/dl', ?, ?, '2026-11-20 10:00:00', ?, 'Movie', ?, '/b.jpg', ?)`,
		e.uid, name, hash, client, status, name, link, map[bool]string{true: "2026-11-21 10:00:00"}[link != ""])
}

// sub adds a subscription with status, updated at.
func (e env) sub(t *testing.T, name string, status int, updated time.Time) int64 {
	res, err := e.st.DB().Exec(`INSERT INTO subscriptions(uid, tmdb_id, media_type, cn_name, status, filter_name, season_index,
		created_at, updated_at) VALUES (?, 1396, 'TV', ?, ?, 'system:autoSelectFilter', 1, ?, ?)`,
		e.uid, name, status, updated.Format(time.DateTime), updated.Format(time.DateTime))
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	return id
}

func mustNew(t *testing.T, o Options) *Service {
	t.Helper()
	s, err := New(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
