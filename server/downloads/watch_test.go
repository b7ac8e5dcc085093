package downloads

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/clients/qbnox"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/settings"
)

type fakeOrg struct{ paths []string }

func (f *fakeOrg) OrganiseDownload(_ context.Context, path, _ string, _ library.Hint) ([]library.Result, error) {
	f.paths = append(f.paths, path)
	return []library.Result{{Source: path, Target: "/lib/The Matrix (1999)/The Matrix (1999) - 1080p.mkv", Done: true, OK: true}}, nil
}

func (f *fakeOrg) RecognisedAs(context.Context, string) (library.Recognised, bool) {
	return library.Recognised{Name: "The Matrix", Year: 1999, MediaType: "Movie"}, true
}

func (f *fakeOrg) RemoveVersions(_ context.Context, old []library.Version, _ []string) []error {
	return make([]error, len(old))
}

type sent struct {
	event, title, nickname string
	uid                    int64
}

type fakeNotify struct{ got []sent }

func (f *fakeNotify) SendTo(_ context.Context, uid int64, ev string, vars map[string]string) error {
	f.got = append(f.got, sent{ev, vars["title"], vars["nickname"], uid})
	return nil
}

// realQB starts qbittorrent-nox and a service whose default client it is.
func realQB(t *testing.T) (*Service, *qbnox.Instance, settings.DownloadClientEntry) {
	t.Helper()
	qb := qbtest.Start(t)
	c := qbtest.Client("qb", qb.URL)
	return clientService(t, c), qb, c
}

// The stand-in's torrent is one 64 KiB file: half of its data in place,
// even with zeros up to the full length (as libtorrent may extend a partial
// file), is 50 %; all of it (after a recheck) is done.
func TestWatcherFollowsARealDownloadToTheOrganiser(t *testing.T) {
	s, qb, c := realQB(t)
	ctx := context.Background()
	save := t.TempDir()
	file := filepath.Join(save, "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.mkv")
	data := standin.TorrentContent(filepath.Base(file))
	os.WriteFile(file, data[:32768], 0o644)
	os.Truncate(file, 65536)
	if _, err := s.store.CreateFirstAdmin(ctx, "neo", "x"); err != nil { // user 1, who downloads
		t.Fatal(err)
	}
	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT",
		Subject: "黑客帝国", SavePath: save, Torrent: standinTorrent(t)})
	if err != nil {
		t.Fatal(err)
	}
	r, _ := s.Get(ctx, sub.RecordID)
	if r.MovieName != "黑客帝国" || r.MovieYear != 1999 || r.MovieType != "Movie" || r.Resolution != "1080p" || r.ContentName == "" {
		t.Fatalf("parsed record %+v", r)
	}
	live := waitLive(t, s, c, sub.Hash, func(l Live) bool { return l.Progress >= 0.5 })
	if live.Done || live.Progress >= 1 {
		t.Fatalf("half the data is done: %+v", live)
	}
	if files, err := s.Files(ctx, c, sub.Hash); err != nil || len(files) != 1 || files[0].Progress != 0.5 ||
		files[0].Name != filepath.Base(file) || files[0].Size != 65536 {
		t.Fatalf("files %+v, %v", files, err)
	}
	// The session is reused; when qBittorrent forgets it, one sign-in again.
	if len(s.qbCookies) != 1 {
		t.Fatalf("sessions %v", s.qbCookies)
	}
	for _, cookies := range s.qbCookies {
		req, _ := http.NewRequest(http.MethodPost, qb.URL+"/api/v2/auth/logout", nil)
		for _, ck := range cookies {
			req.AddCookie(ck)
		}
		if res, err := http.DefaultClient.Do(req); err == nil {
			res.Body.Close()
		}
		req, _ = http.NewRequest(http.MethodGet, qb.URL+"/api/v2/torrents/info", nil)
		for _, ck := range cookies {
			req.AddCookie(ck)
		}
		if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusForbidden {
			t.Fatalf("the old session still works: %v %v", res, err)
		}
	}
	if l, err := s.Torrents(ctx, c, []string{sub.Hash}); err != nil || len(l) != 1 {
		t.Fatalf("after a sign-out: %v %v", l, err)
	}
	org, nt := &fakeOrg{}, &fakeNotify{}
	var filed []int64
	w := &Watcher{DL: s, Org: org, Notify: nt, Event: "download_completed",
		Filed: func(_ context.Context, r Record) { filed = append(filed, r.ID) }}
	if err := w.Run(ctx); err != nil || len(org.paths) != 0 || len(filed) != 0 {
		t.Fatalf("organised an unfinished download: %v %v %v", err, org.paths, filed)
	}
	os.WriteFile(file, data, 0o644)
	qbtest.Post(t, qb.URL, "/api/v2/torrents/recheck", url.Values{"hashes": {sub.Hash}})
	waitLive(t, s, c, sub.Hash, func(l Live) bool { return l.Done })
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	r, _ = s.Get(ctx, sub.RecordID)
	if r.Status != StatusDone || r.LinkPath == "" || r.MovieName != "The Matrix" || r.CompletedAt == "" {
		t.Fatalf("after completion %+v", r)
	}
	if len(org.paths) != 1 || org.paths[0] != file || len(nt.got) != 1 || nt.got[0].title != "黑客帝国" || nt.got[0].uid != 1 || nt.got[0].nickname != "neo" {
		t.Fatalf("organised %v, notified %v", org.paths, nt.got)
	}
	if len(filed) != 1 || filed[0] != sub.RecordID {
		t.Fatalf("filed hook heard %v", filed)
	}
	// Removing with its data deletes the file; the next round marks the
	// record of a task gone from the client as 下载被删.
	if err := s.Remove(ctx, c, sub.Hash, true); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for _, err := os.Stat(file); err == nil && time.Now().Before(deadline); _, err = os.Stat(file) {
		time.Sleep(100 * time.Millisecond)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Fatalf("file still there: %v", err)
	}
	if l, _ := s.Torrents(ctx, c, []string{sub.Hash}); len(l) != 0 {
		t.Fatalf("still in the client: %+v", l)
	}
	s.update(ctx, sub.RecordID, "status = 0")
	w.Run(ctx)
	if r, _ = s.Get(ctx, sub.RecordID); r.Status != StatusDeleted {
		t.Fatalf("gone from the client: status %d", r.Status)
	}
}

func waitLive(t *testing.T, s *Service, c settings.DownloadClientEntry, hash string, ok func(Live) bool) Live {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	var last []Live
	for time.Now().Before(deadline) {
		l, err := s.Torrents(context.Background(), c, []string{hash})
		if err != nil {
			t.Fatal(err)
		}
		if len(l) == 1 && ok(l[0]) {
			return l[0]
		}
		last = l
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("never reached: %+v", last)
	return Live{}
}
