package library

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/fulldisk"
)

// A copy (or a move across file systems) into a real, nearly full tmpfs
// fails part-way with ENOSPC: the item says why, nothing of it — not the
// half-written file, not its folders — stays in the library, the source
// stays, and once space is freed the same item files whole.
func TestDiskFullPartWay(t *testing.T) {
	for _, mode := range []string{"copy", "move"} {
		t.Run(mode, func(t *testing.T) {
			const room = 16 << 10 // the film is 64 KiB: the copy writes 16 KiB, then fails
			disk, err := fulldisk.Mount(t, room)
			if err != nil {
				t.Skipf("no real full disk here (%v); the fault matrix covers ENOSPC through the Link seam", err)
			}
			e := newEnv(t)
			in, lib := filepath.Join(e.dir, "in"), disk.Dir
			src := tree(t, in)
			film := bytes.Repeat([]byte("v"), 64<<10)
			if err := os.WriteFile(src, film, 0o644); err != nil {
				t.Fatal(err)
			}
			res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: mode})
			if len(res) != 1 || res[0].OK || !strings.HasPrefix(res[0].Reason, DiskFull) ||
				!strings.Contains(res[0].Reason, "no space left on device") {
				t.Fatalf("results on a full disk: %+v", res)
			}
			if left := fulldisk.Entries(lib); len(left) != 0 {
				t.Fatalf("the full disk kept %v", left)
			}
			if free, _ := disk.Free(); free != room {
				t.Fatalf("%d bytes free after the failure, %d before: the half-written file holds space", free, room)
			}
			if got, err := os.ReadFile(src); err != nil || !bytes.Equal(got, film) {
				t.Fatalf("the source after the failure: %d bytes, %v", len(got), err)
			}
			if err := disk.Release(); err != nil {
				t.Fatal(err)
			}
			res = e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: mode})
			want := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv")
			if len(res) != 1 || !res[0].OK || res[0].Target != want {
				t.Fatalf("results once space is freed: %+v", res)
			}
			if got, err := os.ReadFile(want); err != nil || !bytes.Equal(got, film) {
				t.Fatalf("filed %d bytes, %v", len(got), err)
			}
		})
	}
}
