package downloads

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/internal/torrenttest"
	"github.com/movie-robot/web-console/server/settings"
)

// A torrent added straight to qBittorrent (its web API, not the app) is
// left alone while 监控所有种子 is off, recorded and filed once it is on,
// recorded once across rounds, and claimed (not duplicated) when the app
// then sends the same torrent.
func TestMonitorAllTorrentsAdoptsATorrentAddedOutsideTheApp(t *testing.T) {
	s, qb, c := realQB(t)
	ctx := context.Background()
	if _, err := s.store.CreateFirstAdmin(ctx, "neo", "x"); err != nil {
		t.Fatal(err)
	}
	save := t.TempDir()
	file := filepath.Join(save, "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.mkv")
	os.WriteFile(file, standin.TorrentContent(filepath.Base(file)), 0o644)
	data := standinTorrent(t)
	tor, err := bencode.ParseTorrent(data)
	if err != nil {
		t.Fatal(err)
	}
	qbAddOutside(t, qb.URL, data, save)
	live := waitLive(t, s, c, tor.InfoHash, func(l Live) bool { return l.Done })

	org, nt := &fakeOrg{}, &fakeNotify{}
	w := &Watcher{DL: s, Org: org, Notify: nt, Event: "download_completed"}
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if recs, _ := s.Records(ctx, 0, 10); len(recs) != 0 || len(org.paths) != 0 {
		t.Fatalf("switch off: recorded %+v, organised %v", recs, org.paths)
	}

	c.MonitorAllTorrents = true
	storetest.PutSetting(t, s.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	// Another feature's torrent (刷流) is not taken.
	w.Foreign = func(_ context.Context, hashes ...string) bool { return true }
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if recs, _ := s.Records(ctx, 0, 10); len(recs) != 0 {
		t.Fatalf("took a foreign torrent: %+v", recs)
	}
	w.Foreign = func(_ context.Context, hashes ...string) bool { return false }
	for round := 1; round <= 2; round++ {
		if err := w.Run(ctx); err != nil {
			t.Fatal(err)
		}
		recs, _ := s.Records(ctx, 0, 10)
		if len(recs) != 1 || len(org.paths) != 1 || org.paths[0] != file {
			t.Fatalf("round %d: recorded %+v, organised %v", round, recs, org.paths)
		}
		r := recs[0]
		if r.Site != "" || r.Subject != AdoptedSubject || r.Hash != tor.InfoHash || r.Name != live.Name ||
			r.SavePath != save || r.SizeMB != 0.0625 || r.UserID != 1 || r.Client != "qb" ||
			r.Status != StatusDone || r.LinkPath == "" || r.CompletedAt == "" {
			t.Fatalf("round %d: record %+v", round, r)
		}
	}
	// It was finished before the app saw it: filed, not announced as done.
	if len(nt.got) != 0 {
		t.Fatalf("notified %+v", nt.got)
	}

	// The app sends the same torrent now: the found record becomes its.
	recs, _ := s.Records(ctx, 0, 10)
	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT",
		Subject: "黑客帝国", SavePath: save, Torrent: data})
	if err != nil || sub.RecordID != recs[0].ID {
		t.Fatalf("sent again: %+v, %v (found record %d)", sub, err, recs[0].ID)
	}
	w.Run(ctx)
	if recs, _ = s.Records(ctx, 0, 10); len(recs) != 1 || recs[0].Site != "hdsky" || recs[0].Subject != "黑客帝国" {
		t.Fatalf("after the app sent it: %+v", recs)
	}
}

// qbAddOutside adds the .torrent through qBittorrent's own web API, as a
// user of its web UI would.
func qbAddOutside(t *testing.T, base string, data []byte, save string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("torrents", "outside.torrent")
	fw.Write(data)
	mw.WriteField("savepath", save)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, base+"/api/v2/torrents/add", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	qbtest.Do(t, req).Body.Close()
}

// A record 监控所有种子 made and the user then deleted (delete_record with
// the torrent kept in the client, as the API calls Forget) stays deleted
// across rounds; the app sending the same torrent later records it as usual.
func TestMonitorAllTorrentsDoesNotBringBackADeletedRecord(t *testing.T) {
	s, qb, c := realQB(t)
	ctx := context.Background()
	if _, err := s.store.CreateFirstAdmin(ctx, "neo", "x"); err != nil {
		t.Fatal(err)
	}
	save := t.TempDir()
	const file = "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.mkv"
	os.WriteFile(filepath.Join(save, file), standin.TorrentContent(file), 0o644)
	data := standinTorrent(t)
	tor, err := bencode.ParseTorrent(data)
	if err != nil {
		t.Fatal(err)
	}
	qbAddOutside(t, qb.URL, data, save)
	waitLive(t, s, c, tor.InfoHash, func(l Live) bool { return l.Done })
	c.MonitorAllTorrents = true
	storetest.PutSetting(t, s.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	w := &Watcher{DL: s, Org: &fakeOrg{}, Notify: &fakeNotify{}, Event: "download_completed"}
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	recs, _ := s.Records(ctx, 0, 10)
	if len(recs) != 1 || recs[0].Subject != AdoptedSubject {
		t.Fatalf("adopted: %+v", recs)
	}
	if err := s.Forget(ctx, recs[0].ID, true); err != nil {
		t.Fatal(err)
	}
	for round := 1; round <= 2; round++ {
		if err := w.Run(ctx); err != nil {
			t.Fatal(err)
		}
		if recs, _ := s.Records(ctx, 0, 10); len(recs) != 0 {
			t.Fatalf("round %d after the delete: the record came back: %+v", round, recs)
		}
	}

	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT",
		Subject: "黑客帝国", SavePath: save, Torrent: data})
	if err != nil {
		t.Fatal(err)
	}
	w.Run(ctx)
	recs, _ = s.Records(ctx, 0, 10)
	if len(recs) != 1 || recs[0].ID != sub.RecordID || recs[0].Site != "hdsky" || recs[0].Subject != "黑客帝国" {
		t.Fatalf("the app's send after the delete: %+v (sent %+v)", recs, sub)
	}
	// The app's send took the hash off the deleted list.
	if gone, _ := s.forgotten(ctx, []string{tor.InfoHash}); gone {
		t.Fatal("the app's send did not clear the deleted hash")
	}
}

// A hybrid (v1+v2) torrent adopted, then its record deleted: qBittorrent
// names it by its v2 (cut to 40 hex digits), which the record held; the
// next round also remembers its v1, and the app sending it takes both off.
func TestMonitorAllTorrentsRemembersBothHashesOfADeletedHybrid(t *testing.T) {
	s, qb, c := realQB(t)
	ctx := context.Background()
	if _, err := s.store.CreateFirstAdmin(ctx, "neo", "x"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	made, data, tor := torrenttest.Hybrid(t, dir, 40000, 70001)
	qbAddOutside(t, qb.URL, data, dir)
	waitLive(t, s, c, made.Best, func(l Live) bool { return true })
	c.MonitorAllTorrents = true
	storetest.PutSetting(t, s.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	w := &Watcher{DL: s, Org: &fakeOrg{}, Notify: &fakeNotify{}, Event: "download_completed"}
	w.Run(ctx)
	recs, _ := s.Records(ctx, 0, 10)
	if len(recs) != 1 || recs[0].Hash != made.Best {
		t.Fatalf("adopted: %+v (qBittorrent's id %s)", recs, made.Best)
	}
	if err := s.Forget(ctx, recs[0].ID, true); err != nil {
		t.Fatal(err)
	}
	w.Run(ctx)
	if recs, _ := s.Records(ctx, 0, 10); len(recs) != 0 {
		t.Fatalf("the record came back: %+v", recs)
	}
	remembered := func(h string) bool {
		var n int
		s.db.QueryRow(`SELECT COUNT(*) FROM forgotten_torrent WHERE hash = ?`, strings.ToLower(h)).Scan(&n)
		return n == 1
	}
	if !remembered(made.Best) || !remembered(tor.InfoHashV1) {
		t.Fatalf("remembered v2 id %v, v1 %v", remembered(made.Best), remembered(tor.InfoHashV1))
	}
	if _, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "Hybrid.2023.1080p.WEB-DL", SavePath: dir, Torrent: data}); err != nil {
		t.Fatal(err)
	}
	if remembered(made.Best) || remembered(tor.InfoHashV1) {
		t.Fatal("the app's send left a hash of it on the deleted list")
	}
}
