package subengine

import (
	"context"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/library"
)

// finishAndFile lets qbittorrent-nox finish record r (the stand-in
// torrent's data put in place), then runs the real completion watcher and
// organiser twice: the file is filed once and the subscription completes.
func (s *scene) finishAndFile(t *testing.T, l *loop, r downloads.Record) {
	t.Helper()
	ctx := context.Background()
	if err := os.WriteFile(filepath.Join(s.save, r.ContentName), standin.TorrentContent(r.ContentName), 0o644); err != nil {
		t.Fatal(err)
	}
	qbtest.Post(t, s.qbURL, "/api/v2/torrents/recheck", url.Values{"hashes": {r.Hash}})
	c, _ := l.dl.Client(ctx, "qb")
	deadline := time.Now().Add(20 * time.Second)
	for {
		live, err := l.dl.Torrents(ctx, c, []string{r.Hash})
		if err == nil && len(live) == 1 && live[0].Done {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("never finished: %+v %v", live, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	org := &linkOrg{lib: s.lib}
	w := &downloads.Watcher{DL: l.dl, Org: org, Event: "download_completed",
		Filed: func(ctx context.Context, r downloads.Record) { l.eng.Filed(ctx, r.SubType, r.SubID) }}
	if s.filing != "" {
		s.fileWithFaults(t, l, r, w)
		return
	}
	for range 2 {
		if err := w.Run(ctx); err != nil {
			t.Fatal(err)
		}
	}
	var files []string
	filepath.WalkDir(s.lib, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".mkv") {
			files = append(files, p)
		}
		return nil
	})
	if got, _ := l.dl.Get(ctx, r.ID); got.Status != downloads.StatusDone || len(files) != 1 || org.calls != 1 {
		t.Fatalf("filed %v (%d calls); record %+v", files, org.calls, got)
	}
}

// linkOrg is the organiser's file step: it hard-links the finished file
// into the library once (the real recogniser does not know the stand-in
// site's titles; server/library's own tests cover it).
type linkOrg struct {
	lib   string
	calls int
}

func (o *linkOrg) OrganiseDownload(_ context.Context, path, _ string, _ library.Hint) ([]library.Result, error) {
	o.calls++
	target := filepath.Join(o.lib, filepath.Base(path))
	if err := os.Link(path, target); err != nil {
		return nil, err
	}
	return []library.Result{{Source: path, Target: target, Done: true, OK: true}}, nil
}

func (o *linkOrg) RecognisedAs(context.Context, string) (library.Recognised, bool) {
	return library.Recognised{Name: "黑客帝国", Year: 1999, MediaType: "Movie"}, true
}

func (o *linkOrg) RemoveVersions(_ context.Context, old []library.Version, _ []string) []error {
	return make([]error, len(old))
}
