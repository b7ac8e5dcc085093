package bencode

import (
	"crypto/sha1"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestInfoHashIsTheSHA1OfTheInfoBytes(t *testing.T) {
	info := map[string]any{"name": "a", "piece length": 16384, "pieces": string(make([]byte, 20)),
		"files": []any{map[string]any{"length": int64(10), "path": []any{"x"}}, map[string]any{"length": int64(5), "path": []any{"y"}}}}
	data := Encode(map[string]any{"announce": "http://t/a", "info": info, "z": "after"})
	tor, err := ParseTorrent(data)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha1.Sum(Encode(info))
	if tor.InfoHash != hex.EncodeToString(sum[:]) || tor.Name != "a" || tor.Size != 15 {
		t.Fatalf("%+v", tor)
	}
	for _, bad := range []string{"", "d4:info", "i12", "d4:infod4:name1:ae", "l" + string(make([]byte, 10))} {
		if _, err := ParseTorrent([]byte(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// A .torrent made by a real tool (Debian's mktorrent) reads back with its
// name and size (skipped where mktorrent is not installed; the downloads
// test checks the hash against a real qBittorrent).
func TestRealTorrentFromMktorrent(t *testing.T) {
	mk, err := exec.LookPath("mktorrent")
	if err != nil {
		t.Skip("mktorrent not installed")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "file.bin"), make([]byte, 100000), 0o644)
	out := filepath.Join(dir, "x.torrent")
	if b, err := exec.Command(mk, "-a", "http://tracker.invalid/announce", "-o", out, filepath.Join(dir, "file.bin")).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	data, _ := os.ReadFile(out)
	tor, err := ParseTorrent(data)
	if err != nil || tor.Name != "file.bin" || tor.Size != 100000 || len(tor.InfoHash) != 40 {
		t.Fatalf("%+v, %v", tor, err)
	}
}
