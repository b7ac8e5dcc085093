// Package torrenttest makes real torrents with Debian's python3-libtorrent
// for other packages' tests (server/bencode/testdata/make_torrents.py), so
// each does not write the same making and skipping again.
package torrenttest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
)

// Made is one torrent libtorrent made: its file, its v1 and v2
// info-hashes, and the id a client lists it by (libtorrent's get_best).
type Made struct{ Path, V1, V2, Best string }

// Make writes a content folder under dir with one file per size and
// answers the v1, v2 and hybrid torrents of it by kind ("v1", "v2",
// "hybrid"). The test is skipped where python3-libtorrent is missing. It
// runs from a package folder of server/, as go test does.
func Make(t testing.TB, dir string, sizes ...int) map[string]Made {
	t.Helper()
	if err := exec.Command("/usr/bin/python3", "-c", "import libtorrent").Run(); err != nil {
		t.Skip("python3-libtorrent not installed (apt-get install -y python3-libtorrent)")
	}
	os.MkdirAll(filepath.Join(dir, "content"), 0o755)
	for i, n := range sizes {
		os.WriteFile(filepath.Join(dir, "content", fmt.Sprintf("%c.mkv", 'a'+i)), make([]byte, n), 0o644)
	}
	out, err := exec.Command("/usr/bin/python3", "../bencode/testdata/make_torrents.py", dir).Output()
	if err != nil {
		t.Fatalf("make_torrents.py: %v", err)
	}
	var made map[string]Made
	if err := json.Unmarshal(out, &made); err != nil {
		t.Fatalf("make_torrents.py answered %s: %v", out, err)
	}
	return made
}

// Hybrid makes the torrents as Make does and answers the hybrid (v1+v2)
// one: what Make says of it, its .torrent and its parse. The test fails
// where the parse fails or does not find both hashes.
func Hybrid(t testing.TB, dir string, sizes ...int) (Made, []byte, bencode.Torrent) {
	t.Helper()
	made := Make(t, dir, sizes...)["hybrid"]
	data, err := os.ReadFile(made.Path)
	if err != nil {
		t.Fatal(err)
	}
	tor, err := bencode.ParseTorrent(data)
	if err != nil || len(tor.Hashes()) != 2 {
		t.Fatalf("not a hybrid: %+v %v", tor, err)
	}
	return made, data, tor
}
