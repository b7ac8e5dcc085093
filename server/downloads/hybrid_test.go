package downloads

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
)

// A hybrid (v1+v2) torrent made by libtorrent, submitted to a real
// qBittorrent 4.5 (libtorrent 2): qBittorrent names it by the v2 hash cut
// to 20 bytes, not the v1. The record keeps that hash, so the watcher finds
// the task, and the blacklist still knows it by either hash.
func TestHybridTorrentInRealQBittorrent(t *testing.T) {
	if err := exec.Command("/usr/bin/python3", "-c", "import libtorrent").Run(); err != nil {
		t.Skip("python3-libtorrent not installed (apt-get install -y python3-libtorrent)")
	}
	s, _, c := realQB(t)
	ctx := context.Background()
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "content"), 0o755)
	os.WriteFile(filepath.Join(dir, "content", "a.mkv"), make([]byte, 40000), 0o644)
	os.WriteFile(filepath.Join(dir, "content", "b.mkv"), make([]byte, 70001), 0o644)
	out, err := exec.Command("/usr/bin/python3", "../bencode/testdata/make_torrents.py", dir).Output()
	if err != nil {
		t.Fatal(err)
	}
	var made map[string]struct{ Path, V1, V2, Best string }
	json.Unmarshal(out, &made)
	data, _ := os.ReadFile(made["hybrid"].Path)
	tor, err := bencode.ParseTorrent(data)
	if err != nil || tor.InfoHash != made["hybrid"].V1 {
		t.Fatalf("%+v, %v", tor, err)
	}
	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "Hybrid.2023.1080p.WEB-DL", SavePath: dir, Torrent: data})
	if err != nil {
		t.Fatal(err)
	}
	if sub.Hash != made["hybrid"].Best || sub.Hash == tor.InfoHashV1 {
		t.Fatalf("record hash %s, qBittorrent's id %s", sub.Hash, made["hybrid"].Best)
	}
	if live, err := s.Torrents(ctx, c, []string{sub.Hash}); err != nil || len(live) != 1 || live[0].Hash != sub.Hash {
		t.Fatalf("live %+v, %v", live, err)
	}
	s.Blacklist(ctx, sub.Hash, "x")
	if black, _ := s.Blacklisted(ctx, tor.Hashes()...); !black {
		t.Fatal("the blacklisted hybrid is not found by its hashes")
	}
}
