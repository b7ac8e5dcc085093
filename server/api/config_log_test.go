package api

import (
	"bytes"
	"database/sql"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

// Secrets go into the settings table and back to admins, and nowhere else:
// not into logs (at any level), not into messages.
func TestSecretsNeverLoggedNorEchoed(t *testing.T) {
	e := newTestEnv(t)
	logs := &bytes.Buffer{}
	srv := New(withDomains(t, Deps{
		Store:  e.store,
		Tokens: auth.NewTokens(e.secret, auth.DefaultTTL, time.Now),
		Logger: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
	}))
	admin := e.adminAuth(t)
	up := embyStandIn(t, "SECRET-EMBY-KEY", "4.8")
	q := qbStandIn(t, "admin", "SECRET-QB-PASS")
	dead := deadURL(t)
	secrets := []string{"SECRET-EMBY-KEY", "SECRET-WRONG-KEY", "SECRET-QB-PASS", "SECRET-QB-WRONG", "SECRET-TMDB", "SECRET-FANART", "SECRET-PROXY"}
	requests := []struct{ path, body string }{
		{"/api/config/save_media_server", `{"type":"emby","url":"` + up.URL + `","token":"SECRET-EMBY-KEY"}`},
		{"/api/config/save_media_server", `{"type":"emby","url":"` + up.URL + `","token":"SECRET-WRONG-KEY"}`},
		{"/api/config/test_media_server", `{"type":"plex","url":"` + dead + `","token":"SECRET-WRONG-KEY"}`},
		{"/api/config/save_download_client", `{"type":"qbittorrent","url":"` + q.URL + `","username":"admin","password":"SECRET-QB-PASS","need_login":true}`},
		{"/api/config/test_download_client", `{"type":"qbittorrent","url":"` + q.URL + `","username":"admin","password":"SECRET-QB-WRONG","need_login":true}`},
		{"/api/config/save_download_client", `{"type":"qbittorrent","url":"` + q.URL + `","username":"","password":"SECRET-QB-WRONG","need_login":true}`},
		{"/api/config/save_download_client", `{"type":"aria2","url":"` + dead + `","password":"SECRET-QB-WRONG"}`},
		{"/api/config/save_movie_metadata", `{"tmdb_api_key":"SECRET-TMDB","fanart_api_key":"SECRET-FANART","proxies":"http://u:SECRET-PROXY@127.0.0.1:1"}`},
		{"/api/config/save_movie_metadata", `{"tmdb_api_key":"SECRET-TMDB","proxies":"SECRET-PROXY"}`},
	}
	for _, rq := range requests {
		r := call(t, srv, "POST", rq.path, rq.body, admin)
		for _, s := range secrets {
			if strings.Contains(r.env.Message, s) {
				t.Errorf("%s answered %q, quoting a secret", rq.path, r.env.Message)
			}
		}
	}
	// A store that refuses writes makes the saves log internal errors:
	// those too must not carry the request's secrets.
	refuseSettingWrites(t, e)
	for _, rq := range requests {
		if r := call(t, srv, "POST", rq.path, rq.body, admin); r.status != 500 && r.env.Code == 0 {
			t.Errorf("%s saved despite the refusing store: %s", rq.path, r.raw)
		}
	}
	out := logs.String()
	if !strings.Contains(out, "config saved") || !strings.Contains(out, "settings are read-only in this test") {
		t.Fatalf("expected save and failure logs, got:\n%s", out)
	}
	for _, s := range secrets {
		if strings.Contains(out, s) {
			t.Fatalf("log contains secret %q:\n%s", s, out)
		}
	}
}

// refuseSettingWrites makes every write to the settings table fail, through
// a second connection to the same database file.
func refuseSettingWrites(t *testing.T, e *testEnv) {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(e.dir, store.DBFileName))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, op := range []string{"INSERT", "UPDATE"} {
		_, err := db.Exec(`CREATE TRIGGER refuse_` + op + ` BEFORE ` + op + ` ON settings
			BEGIN SELECT RAISE(ABORT, 'settings are read-only in this test'); END`)
		if err != nil {
			t.Fatal(err)
		}
	}
}
