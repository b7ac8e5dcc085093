// Package fulldisk gives other packages' tests a real, nearly full file
// system: a size-capped tmpfs with a ballast file that leaves only a few
// bytes free, so a write truly fails with ENOSPC part-way, and removing
// the ballast truly frees the space again.
package fulldisk

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// size caps the tmpfs; the ballast takes all of it but the room asked for.
const size = 1 << 20

// Disk is a mounted, nearly full tmpfs.
type Disk struct {
	// Dir is a folder on the tmpfs for the test to write into.
	Dir     string
	mount   string
	ballast string
}

// Mount mounts a tmpfs (unmounted when t ends) with room bytes free
// (rounded down to whole pages). It fails where mounting is not allowed
// (not root, no CAP_SYS_ADMIN): the caller says so and falls back.
func Mount(t testing.TB, room int64) (*Disk, error) {
	t.Helper()
	mnt := t.TempDir() // its removal is registered first, so runs after the unmount
	if err := syscall.Mount("tmpfs", mnt, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV,
		fmt.Sprintf("size=%d,mode=0755", size)); err != nil {
		return nil, fmt.Errorf("mount -t tmpfs: %w", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(mnt, 0); err != nil {
			syscall.Unmount(mnt, syscall.MNT_DETACH) // something still holds it open
		}
	})
	d := &Disk{Dir: filepath.Join(mnt, "target"), mount: mnt, ballast: filepath.Join(mnt, "ballast")}
	if err := os.Mkdir(d.Dir, 0o755); err != nil {
		return nil, err
	}
	free, err := d.Free()
	if err != nil {
		return nil, err
	}
	if room > free {
		return nil, fmt.Errorf("tmpfs of %d bytes has only %d free", size, free)
	}
	if err := os.WriteFile(d.ballast, make([]byte, free-room), 0o644); err != nil {
		return nil, fmt.Errorf("ballast: %w", err)
	}
	return d, nil
}

// Free is the space left on the disk, in bytes.
func (d *Disk) Free() (int64, error) {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(d.mount, &fs); err != nil {
		return 0, err
	}
	return int64(fs.Bavail) * fs.Bsize, nil
}

// Release removes the ballast: the disk has room again.
func (d *Disk) Release() error { return os.Remove(d.ballast) }

// Entries is everything under root (not root itself), for a test to see
// what a filing left there: after one that failed part-way, nothing.
func Entries(root string) []string {
	var out []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && p != root {
			out = append(out, p)
		}
		return nil
	})
	return out
}
