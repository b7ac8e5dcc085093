package downloads

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// libEnv files records with the real organiser (TMDB at the stand-in):
// downloads under in/movie and in/tv, hard-linked into lib/….
type libEnv struct {
	dl      *Service
	lib     *library.Service
	in, out string
}

func newLibEnv(t *testing.T, link settings.LinkSetting) *libEnv {
	t.Helper()
	ctx, dir := context.Background(), t.TempDir()
	st := storetest.OpenIn(t, filepath.Join(dir, "data"))
	tmdb := standin.Must(t, "tmdb", nil)
	e := &libEnv{in: filepath.Join(dir, "in"), out: filepath.Join(dir, "lib")}
	storetest.PutSetting(t, st, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key",
		Hosts: settings.MetadataHosts{TMDBAPIBase: tmdb.URL + "/3", TMDBImageBase: tmdb.URL + "/t/p"}})
	storetest.PutSetting(t, st, settings.LinkSettingSection, link)
	storetest.PutSetting(t, st, settings.MediaPathSection, []settings.MediaPath{
		{SourceDir: e.in + "/movie", DownloadPath: e.in + "/movie", TargetDir: e.out + "/movie", Type: "movie", FileProcessMode: "link"},
		{SourceDir: e.in + "/tv", DownloadPath: e.in + "/tv", TargetDir: e.out + "/tv", Type: "tv", FileProcessMode: "link"}})
	meta, err := metadata.New(ctx, metadata.Options{Store: st, MinInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if e.lib, err = library.New(ctx, library.Options{Store: st, Metadata: meta}); err != nil {
		t.Fatal(err)
	}
	if e.dl, err = New(ctx, st); err != nil {
		t.Fatal(err)
	}
	return e
}

// file writes a downloaded file under in/kind.
func (e *libEnv) file(t *testing.T, kind, rel, body string) string {
	t.Helper()
	p := filepath.Join(e.in, kind, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// organise records a finished download of content (under in/kind) and
// files it as the completion watcher does.
func (e *libEnv) organise(t *testing.T, kind, content string, better bool) (Record, error) {
	t.Helper()
	ctx := context.Background()
	mt := map[string]string{"movie": "Movie", "tv": "TV"}[kind]
	res, err := e.dl.db.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at, better_version, movie_type, season_index, content_name)
		VALUES ('hdsky', 1, ?, '', ?, ?, 'qb', '2026-11-24 10:00:00', ?, ?, ?, ?)`,
		content, content, filepath.Join(e.in, kind), better, mt, map[bool]int{true: 1}[kind == "tv"], content)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	r, _ := e.dl.Get(ctx, id)
	err = e.dl.Organise(ctx, e.lib, r, "", "", library.Hint{})
	r, _ = e.dl.Get(ctx, id)
	return r, err
}

func (e *libEnv) get(t *testing.T, id int64) Record {
	t.Helper()
	r, err := e.dl.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func exists(p string) bool { _, err := os.Lstat(p); return err == nil }

func linked(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
