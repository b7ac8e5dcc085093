package downloads

import (
	"context"
	"crypto/sha1"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/clients/qbnox"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/internal/torrenttest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// With the real organiser: a found torrent saved under a media path's
// download folder is recognised by its name and filed into the library;
// one saved elsewhere is left where it is, its record saying why.
func TestMonitorAllTorrentsFilesByTheMediaPaths(t *testing.T) {
	e := newLibEnv(t, settings.LinkSettingSection.Default())
	ctx := context.Background()
	qb, c := monitoredQB(t, e.dl.store)
	inside := e.file(t, "movie", "Inception.2010.1080p.BluRay.x264.mkv", strings.Repeat("i", 40000))
	outsideDir := t.TempDir()
	outside := filepath.Join(outsideDir, "Interstellar.2014.1080p.WEB-DL.mkv")
	os.WriteFile(outside, []byte(strings.Repeat("s", 30000)), 0o644)
	var hashes []string
	for _, p := range []string{inside, outside} {
		data := singleFileTorrent(t, p)
		tor, _ := bencode.ParseTorrent(data)
		qbAddOutside(t, qb.URL, data, filepath.Dir(p))
		waitLive(t, e.dl, c, tor.InfoHash, func(l Live) bool { return l.Done })
		hashes = append(hashes, tor.InfoHash)
	}
	w := &Watcher{DL: e.dl, Org: e.lib}
	if err := w.Run(ctx); err != nil {
		t.Fatal(err)
	}
	recs, _ := e.dl.Records(ctx, 0, 10)
	byHash := map[string]Record{}
	for _, r := range recs {
		byHash[r.Hash] = r
	}
	in, out := byHash[hashes[0]], byHash[hashes[1]]
	if len(recs) != 2 || in.Status != StatusDone || in.TMDBID != 27205 || !strings.HasPrefix(in.LinkPath, e.out+"/movie/") ||
		!linked(inside, in.LinkPath) {
		t.Fatalf("inside a media path: %+v", in)
	}
	if out.Status != StatusDone || out.LinkPath != "" || !strings.Contains(out.Desc, "没有与下载路径对应的媒体路径") || !exists(outside) {
		t.Fatalf("outside every media path: %+v", out)
	}
	if got, _ := os.ReadDir(e.out + "/movie"); len(got) != 1 {
		t.Fatalf("library holds %v", got)
	}
}

// A hybrid qBittorrent lists by its cut v2 hash, whose record holds its
// v1 hash (as Transmission or an older record names it), is not recorded
// again.
func TestMonitorAllTorrentsKnowsAHybridByEitherHash(t *testing.T) {
	s, qb, c := realQB(t)
	ctx := context.Background()
	c.MonitorAllTorrents = true
	storetest.PutSetting(t, s.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	dir := t.TempDir()
	made, data, _ := torrenttest.Hybrid(t, dir, 40000)
	qbAddOutside(t, qb.URL, data, dir)
	waitLive(t, s, c, made.Best, func(Live) bool { return true })
	if _, err := s.db.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at, status) VALUES ('hdsky', 1, 'content', '', ?, ?, 'qb', '2026-11-24 10:00:00', 1)`,
		made.V1, dir); err != nil {
		t.Fatal(err)
	}
	(&Watcher{DL: s, Org: &fakeOrg{}}).Run(ctx)
	if recs, _ := s.Records(ctx, 0, 10); len(recs) != 1 {
		t.Fatalf("recorded again: %+v", recs)
	}
}

// monitoredQB starts qbittorrent-nox as st's only client, 监控所有种子 on.
func monitoredQB(t *testing.T, st *store.Store) (*qbnox.Instance, settings.DownloadClientEntry) {
	t.Helper()
	qb := qbtest.Start(t)
	c := qbtest.Client("qb", qb.URL)
	c.MonitorAllTorrents = true
	storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{c})
	return qb, c
}

// singleFileTorrent is a v1 .torrent of the file at p (16 KiB pieces).
func singleFileTorrent(t *testing.T, p string) []byte {
	t.Helper()
	body, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	const piece = 16384
	var pieces []byte
	for i := 0; i < len(body); i += piece {
		sum := sha1.Sum(body[i:min(i+piece, len(body))])
		pieces = append(pieces, sum[:]...)
	}
	return bencode.Encode(map[string]any{"announce": "http://127.0.0.1:9/announce", "info": map[string]any{
		"name": filepath.Base(p), "length": len(body), "piece length": piece, "pieces": pieces}})
}
