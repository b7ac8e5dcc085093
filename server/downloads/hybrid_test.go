package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/torrenttest"
)

// A hybrid (v1+v2) torrent made by libtorrent, submitted to a real
// qBittorrent 4.5 (libtorrent 2): qBittorrent names it by the v2 hash cut
// to 20 bytes, not the v1. The record keeps that hash, so the watcher finds
// the task, and the blacklist still knows it by either hash.
func TestHybridTorrentInRealQBittorrent(t *testing.T) {
	s, _, c := realQB(t)
	ctx := context.Background()
	dir := t.TempDir()
	made, data, tor := torrenttest.Hybrid(t, dir, 40000, 70001)
	if tor.InfoHash != made.V1 {
		t.Fatalf("%+v, made %+v", tor, made)
	}
	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "Hybrid.2023.1080p.WEB-DL", SavePath: dir, Torrent: data})
	if err != nil {
		t.Fatal(err)
	}
	if sub.Hash != made.Best || sub.Hash == tor.InfoHashV1 {
		t.Fatalf("record hash %s, qBittorrent's id %s", sub.Hash, made.Best)
	}
	if live, err := s.Torrents(ctx, c, []string{sub.Hash}); err != nil || len(live) != 1 || live[0].Hash != sub.Hash {
		t.Fatalf("live %+v, %v", live, err)
	}
	s.Blacklist(ctx, sub.Hash, "x")
	if black, _ := s.Blacklisted(ctx, tor.Hashes()...); !black {
		t.Fatal("the blacklisted hybrid is not found by its hashes")
	}
}
