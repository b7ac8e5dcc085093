package bencode

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// python3 with Debian's python3-libtorrent (Makefile: go-check installs it).
const debianPython = "/usr/bin/python3"

type ltAnswer struct {
	Path, Name, V1, V2, Best string
	TotalSize                int64 `json:"total_size"`
	Size                     int64 // total_size without pad files
	PadFiles                 int   `json:"pad_files"`
}

// v1, v2-only and hybrid torrents made by libtorrent read back with
// libtorrent's own name, size (its files less the BEP 47 pad files) and
// info-hashes; the client's id (get_best) is among Hashes.
func TestTorrentsMadeByLibtorrent(t *testing.T) {
	if err := exec.Command(debianPython, "-c", "import libtorrent").Run(); err != nil {
		t.Skip("python3-libtorrent not installed (apt-get install -y python3-libtorrent): " + err.Error())
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "content"), 0o755)
	// Odd sizes: libtorrent pads the first file to a piece in v2/hybrid.
	os.WriteFile(filepath.Join(dir, "content", "a.bin"), make([]byte, 40000), 0o644)
	os.WriteFile(filepath.Join(dir, "content", "b.bin"), make([]byte, 70001), 0o644)
	out, err := exec.Command(debianPython, "testdata/make_torrents.py", dir).Output()
	if err != nil {
		t.Fatalf("make_torrents.py: %v", err)
	}
	var answers map[string]ltAnswer
	if err := json.Unmarshal(out, &answers); err != nil || len(answers) != 3 {
		t.Fatalf("%v: %s", err, out)
	}
	for kind, want := range answers {
		data, _ := os.ReadFile(want.Path)
		got, err := ParseTorrent(data)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if got.Name != want.Name || got.Size != want.Size || got.InfoHashV1 != want.V1 || got.InfoHashV2 != want.V2 {
			t.Errorf("%s: got %+v, libtorrent %+v", kind, got, want)
		}
		if kind != "v1" && (want.PadFiles == 0 || want.TotalSize == want.Size) {
			t.Errorf("%s: no pad files to leave out: %+v", kind, want)
		}
		hashes := got.Hashes()
		if hashes[len(hashes)-1] != want.Best || got.InfoHash != hashes[0] {
			t.Errorf("%s: hashes %v, client id %s", kind, hashes, want.Best)
		}
		// libtorrent accepts a trailing newline; so do we, same hashes.
		again, err := ParseTorrent(append(data, '\n'))
		if err != nil || again != got {
			t.Errorf("%s with a newline: %+v, %v", kind, again, err)
		}
	}
}
