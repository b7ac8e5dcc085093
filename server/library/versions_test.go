package library

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// RemoveVersions removes the older file with its own companions, but not
// the newer version's files even where their names share its prefix.
func TestRemoveVersionsSparesTheNewer(t *testing.T) {
	e := newEnv(t)
	lib := filepath.Join(e.dir, "lib")
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{{TargetDir: lib, Type: "movie"}})
	dir := filepath.Join(lib, "Movie (2020)")
	for _, f := range []string{"Movie.mkv", "Movie.nfo", "Movie.2160p.mkv", "Movie.2160p.zh.srt", "movie.nfo", "poster.jpg"} {
		touch(t, filepath.Join(dir, f), f)
	}
	var refreshes atomic.Int32 // the media server hears of the removal
	emby := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		refreshes.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer emby.Close()
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "Emby", URL: emby.URL, Token: "k", RefreshMediaServer: true}})
	other := touch(t, filepath.Join(lib, "Old (2019)", "Old.mkv"), "o")
	touch(t, filepath.Join(lib, "Old (2019)", "poster.jpg"), "p")
	errs := e.svc.RemoveVersions(context.Background(), []Version{{Target: filepath.Join(dir, "Movie.mkv")}, {Target: other},
		{Target: "/elsewhere/x.mkv"}}, []string{filepath.Join(dir, "Movie.2160p.mkv")})
	if errs[0] != nil || errs[1] != nil || errs[2] == nil {
		t.Fatalf("errors %v", errs)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, en := range entries {
		names = append(names, en.Name())
	}
	if strings.Join(names, ",") != "Movie.2160p.mkv,Movie.2160p.zh.srt,movie.nfo,poster.jpg" {
		t.Errorf("left %v", names)
	}
	if _, err := os.Stat(filepath.Dir(other)); !os.IsNotExist(err) {
		t.Errorf("the emptied folder stayed: %v", err)
	}
	if refreshes.Load() == 0 {
		t.Error("the media server was not asked to refresh after the removal")
	}
}
