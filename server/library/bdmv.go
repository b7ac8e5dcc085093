package library

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// The Emby BDMV fix (fix_emby_bdmv_bug). Emby lists the clips of a Blu-ray
// folder's BDMV/STREAM as separate videos or fails to play the disc
// folder at all. The fix makes the folder one playable video: a
// "<folder>.strm" beside BDMV naming the main feature (the largest .m2ts,
// which is what a player would start), and an empty BDMV/.ignore so Emby
// and Jellyfin skip the clips. The disc itself is not changed, and
// undoing the fix means deleting those two files.

// ErrNotBluRay: the fix is for Blu-ray folders only.
var ErrNotBluRay = errors.New("不是蓝光原盘文件夹")

// fixDisc applies the fix to one disc folder.
func fixDisc(dir string) error {
	if discType(dir) != "BDMV" {
		return ErrNotBluRay
	}
	main, size := "", int64(-1)
	filepath.WalkDir(filepath.Join(dir, "BDMV", "STREAM"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".m2ts") {
			return nil
		}
		if fi, err := d.Info(); err == nil && fi.Size() > size {
			main, size = p, fi.Size()
		}
		return nil
	})
	if main == "" {
		return errors.New("原盘里没有找到视频流（BDMV/STREAM/*.m2ts）")
	}
	abs, err := filepath.Abs(main)
	if err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(dir, filepath.Base(dir)+".strm"), []byte(abs+"\n")); err != nil {
		return err
	}
	ignore := filepath.Join(dir, "BDMV", ".ignore")
	if _, err := os.Stat(ignore); err == nil {
		return nil
	}
	return os.WriteFile(ignore, nil, 0o644)
}
