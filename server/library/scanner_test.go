package library

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// A library's watcher files a video that appears in its folder, as the
// organiser files a finished download; once stopped it files nothing.
func TestScannerFilesANewVideo(t *testing.T) {
	e := newEnv(t)
	e.svc.scan.settle = 300 * time.Millisecond
	in, lib := filepath.Join(e.dir, "downloads"), filepath.Join(e.dir, "lib")
	for _, d := range []string{in, lib} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: in, SourceDir: in, TargetDir: lib, Type: "movie", FileProcessMode: "copy"}})
	ctx := context.Background()
	if _, err := e.svc.AddLibrary(ctx, "电影", "Movie", []LibraryPath{{Path: in}, {Path: "relative"}}); err == nil || !strings.Contains(err.Error(), "路径2") {
		t.Fatalf("a relative second library path: %v, want it refused by its number (路径2)", err)
	}
	outside, err := e.svc.AddLibrary(ctx, "别处", "Movie", []LibraryPath{{Path: e.dir}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.svc.StartScanner(ctx, outside); err == nil {
		t.Fatal("a folder outside every media path was watched")
	}
	id, err := e.svc.AddLibrary(ctx, "电影", "Movie", []LibraryPath{{Path: in, AutoScan: true}})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.svc.StartScanner(ctx, id); err != nil {
		t.Fatal(err)
	}
	// A new folder with the video inside, as a copy or a download makes it.
	tree(t, in)
	want := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv")
	waitFor(t, 15*time.Second, func() bool { _, err := os.Stat(want); return err == nil })

	// A restart resumes the watcher; stop_scanner ends it.
	if err := e.svc.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	e.restart(t)
	e.svc.ResumeScanners(ctx)
	if !e.svc.Scanning(id) {
		t.Fatal("the watcher was not resumed")
	}
	if err := e.svc.StopScanner(ctx, id); err != nil {
		t.Fatal(err)
	}
	e.svc.stopScanners() // waits for every watcher's goroutine: a leak hangs here
	touch(t, filepath.Join(in, "Another.Film.2010.1080p.BluRay.x264-GRP.mkv"), "x")
	time.Sleep(time.Second)
	if entries, _ := os.ReadDir(lib); len(entries) != 1 {
		t.Fatalf("a stopped scanner filed something: %v", entries)
	}
	if err := e.svc.StartScanner(ctx, 999); err != ErrNoLibrary {
		t.Fatalf("unknown library: %v", err)
	}
}

func waitFor(t *testing.T, limit time.Duration, ok func() bool) {
	t.Helper()
	polltest.Until(t, "the scanner", limit, ok)
}
