package downloads

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// submitWithData puts the stand-in torrent's whole data (64 KiB)
// in save, submits it, and waits until the client reports it done.
func submitWithData(t *testing.T, s *Service, c settings.DownloadClientEntry, save string) (Submitted, string) {
	t.Helper()
	file := filepath.Join(save, "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.mkv")
	os.WriteFile(file, standin.TorrentContent(filepath.Base(file)), 0o644)
	sub, err := s.Submit(context.Background(), Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT",
		SavePath: save, Torrent: standinTorrent(t)})
	if err != nil {
		t.Fatal(err)
	}
	l := waitLive(t, s, c, sub.Hash, func(l Live) bool { return l.Done })
	if l.Size != 65536 || l.Progress != 1 || l.ContentPath != file {
		t.Fatalf("done torrent %+v", l)
	}
	files, err := s.Files(context.Background(), c, sub.Hash)
	if err != nil || len(files) != 1 || files[0] != (File{filepath.Base(file), 65536, 1}) {
		t.Fatalf("files %+v, %v", files, err)
	}
	return sub, file
}

func removeWithData(t *testing.T, s *Service, c settings.DownloadClientEntry, hash, file string) {
	t.Helper()
	if err := s.Remove(context.Background(), c, hash, true); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { _, err := os.Stat(file); return os.IsNotExist(err) })
	waitFor(t, func() bool {
		l, err := s.Torrents(context.Background(), c, []string{hash})
		return err == nil && len(l) == 0
	})
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	polltest.Until(t, "the daemon", 15*time.Second, ok)
}

// A real transmission-daemon (with RPC authentication): add, verify the
// data in place to done, then delete with the data.
func TestRealTransmission(t *testing.T) {
	c := settings.DownloadClientEntry{Type: "transmission", Name: "tr", URL: daemontest.Transmission(t, "tr", "trpass"),
		Username: "tr", Password: "trpass", IsDefault: true}
	s := clientService(t, c)
	sub, file := submitWithData(t, s, c, t.TempDir())
	// The task carries the MovieRobot label, as qBittorrent's carry the tag.
	out, err := s.trCall(context.Background(), c, "torrent-get",
		map[string]any{"ids": []string{sub.Hash}, "fields": []string{"labels"}})
	if err != nil || !strings.Contains(string(out), `"MovieRobot"`) {
		t.Fatalf("labels: %s %v", out, err)
	}
	// The client's whole upload (流量管理 measures it): none sent yet.
	if tr, err := s.TransferOf(context.Background(), c); err != nil || tr.Uploaded != 0 {
		t.Fatalf("transfer %+v, %v", tr, err)
	}
	// 监控所有种子 lists every torrent (no ids asked).
	if all, err := s.AllTorrents(context.Background(), c); err != nil || len(all) != 1 || all[0].Hash != sub.Hash {
		t.Fatalf("every torrent: %+v, %v", all, err)
	}
	removeWithData(t, s, c, sub.Hash, file)
	bad := c
	bad.Password = "nope"
	if _, err := s.Torrents(context.Background(), bad, []string{sub.Hash}); err == nil || err.Error() != "用户名或密码错误" {
		t.Fatalf("wrong password: %v", err)
	}
}

// A real aria2c with an RPC secret: add, check the data in place to done,
// then delete (aria2 forgets it; the files go from here).
func TestRealAria2(t *testing.T) {
	c := settings.DownloadClientEntry{Type: "aria2", Name: "aria2", URL: daemontest.Aria2(t, "--rpc-secret=s3cret", "--check-integrity=true"),
		Secret: "s3cret", IsDefault: true}
	s := clientService(t, c)
	sub, file := submitWithData(t, s, c, t.TempDir())
	removeWithData(t, s, c, sub.Hash, file)
	bad := c
	bad.Secret = "nope"
	if _, err := s.Torrents(context.Background(), bad, []string{sub.Hash}); err == nil || err.Error() != "Unauthorized" {
		t.Fatalf("wrong secret: %v", err)
	}
}
