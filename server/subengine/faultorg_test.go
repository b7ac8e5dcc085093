package subengine

import (
	"context"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/fulldisk"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// The filing faults: the real organiser (library.Service) files the
// finished download, with the matrix's title answered without TMDB, into
// a real, nearly full tmpfs for the full disk (the organiser's Link seam
// fails with ENOSPC where no tmpfs can be mounted) and Emby (the stand-in)
// behind a fault proxy.
const (
	fileDiskFull   = "disk-full"
	fileMediaDown  = "media-down"
	matrixEmbyName = "emby"
)

type matrixRec struct{}

func (matrixRec) TMDBSearch(context.Context, string, string, int, int) (metadata.TMDBPage, error) {
	return metadata.TMDBPage{Page: 1, Results: []metadata.TMDBItem{{ID: 603}}, TotalPages: 1, TotalResults: 1}, nil
}

func (matrixRec) TMDBDetails(context.Context, string, int) (metadata.TMDBDetail, error) {
	d := metadata.TMDBDetail{}
	d.ID, d.Title, d.OriginalTitle, d.ReleaseDate = 603, "黑客帝国", "The Matrix", "1999-03-30"
	return d, nil
}

// fileWithFaults files record r with the real organiser while the scene's
// filing fault holds, checks what the fault leaves, repairs (frees the
// space, or brings the media server back), and files again: the file is
// filed once and the record done.
func (s *scene) fileWithFaults(t *testing.T, l *loop, r downloads.Record, w *downloads.Watcher) {
	t.Helper()
	ctx := context.Background()
	clock := time.Now()
	var diskFull atomic.Bool
	diskFull.Store(s.filing == fileDiskFull && s.disk == nil) // no real full disk here
	org, err := library.New(ctx, library.Options{Store: l.st, Recogniser: matrixRec{},
		HTTP: &http.Client{Timeout: faultDeadline}, Now: func() time.Time { return clock },
		Link: func(o, n string) error {
			if diskFull.Load() {
				return &os.LinkError{Op: "link", Old: o, New: n, Err: syscall.ENOSPC}
			}
			return os.Link(o, n)
		}})
	if err != nil {
		t.Fatal(err)
	}
	emby := standin.Must(t, "emby", nil)
	media := standin.NewFaultProxy(emby.URL)
	t.Cleanup(media.Close)
	storetest.PutSetting(t, l.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: matrixEmbyName,
		URL: media.URL, Token: "stand-in-key", RefreshMediaServer: true}})
	var refreshed atomic.Int32
	if s.filing == fileMediaDown {
		media.Break("/Library/Refresh", standin.Fault{Delay: faultHang}) // hangs past the time-out
	} else {
		media.Break("/Library/Refresh", standin.Fault{After: func() { refreshed.Add(1) }})
	}
	w.Org = org
	sys := hear(l)
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	got, _ := l.dl.Get(ctx, r.ID)
	switch s.filing {
	case fileDiskFull:
		if err := w.Run(ctx); err != nil { // the next round tries again, still full
			t.Fatal(err)
		}
		s.checkDiskFull(t, l, r, sys)
		if s.disk == nil {
			diskFull.Store(false)
		} else if err := s.disk.Release(); err != nil { // space is freed
			t.Fatal(err)
		}
	case fileMediaDown:
		owed, _ := org.OwedRefreshes(ctx)
		if got.Status != downloads.StatusDone || len(owed) != 1 || owed[0].Server != matrixEmbyName || owed[0].LastError == "" {
			t.Fatalf("record %+v; owed refreshes %+v", got, owed)
		}
		t.Logf("媒体服务器不可用时欠下的刷新：%+v", owed[0])
		// Repaired, and due after the back-off.
		media.Repair()
		media.Break("/Library/Refresh", standin.Fault{After: func() { refreshed.Add(1) }})
		clock = clock.Add(2 * time.Minute)
	}
	for range 2 {
		if err := w.Run(ctx); err != nil {
			t.Fatal(err)
		}
	}
	got, _ = l.dl.Get(ctx, r.ID)
	files := libraryFiles(s.lib)
	owed, _ := org.OwedRefreshes(ctx)
	if got.Status != downloads.StatusDone || got.LinkPath == "" || len(files) != 1 || refreshed.Load() != 1 || len(owed) != 0 {
		t.Fatalf("filed %v, %d refreshes, owed %+v; record %+v", files, refreshed.Load(), owed, got)
	}
}

// libraryFiles are the video files filed under root.
func libraryFiles(root string) []string {
	var out []string
	for _, p := range fulldisk.Entries(root) {
		if strings.HasSuffix(p, ".mkv") {
			out = append(out, p)
		}
	}
	return out
}
