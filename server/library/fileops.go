package library

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// The file-system side of placing: linking, symlinking, copying one
// source into its temporary name per the mode, and telling an earlier
// run's own work at a target.

// ErrCrossDevice: a hard link cannot cross file systems.
var ErrCrossDevice = errors.New("跨设备无法硬链接：源文件和目标路径不在同一个文件系统，请改用复制或移动")

// fileOps are the file-system calls that can fail in ways tests must
// provoke (EXDEV); osOps is the real one.
type fileOps interface {
	Link(oldname, newname string) error
	Dev(path string) (uint64, error)
}

type osOps struct{}

func (osOps) Link(o, n string) error { return os.Link(o, n) }

// linkOps is osOps with another link call (Options.Link).
type linkOps struct {
	osOps
	link func(oldname, newname string) error
}

func (l linkOps) Link(o, n string) error { return l.link(o, n) }

func (osOps) Dev(path string) (uint64, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, errors.New("无法读取文件系统信息")
	}
	return uint64(st.Dev), nil
}

// same: dst already holds src (a hard link or symlink to it, or — when
// bySize — a copy of the same size), so a resumed job does not fail on
// its own work.
func same(src, dst string, dfi fs.FileInfo, bySize bool) bool {
	sfi, err := os.Stat(src)
	if err != nil {
		return false
	}
	if target, err := os.Readlink(dst); err == nil {
		return target == src
	}
	if os.SameFile(sfi, dfi) {
		return true
	}
	return bySize && !sfi.IsDir() && !dfi.IsDir() && sfi.Size() == dfi.Size()
}

// put makes tmp hold src (a file or a whole disc folder) per the mode.
func (p *placement) put(src, tmp string) error {
	if p.mode == "symlink" {
		return os.Symlink(src, tmp)
	}
	return filepath.WalkDir(src, func(s string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, s)
		t := filepath.Join(tmp, rel)
		if d.IsDir() {
			return os.MkdirAll(t, 0o755)
		}
		return p.putFile(s, t)
	})
}

func (p *placement) putFile(s, t string) error {
	if p.mode == "link" || p.mode == "move" {
		err := p.ops.Link(s, t)
		if err == nil {
			return nil
		}
		if p.mode == "link" {
			if errors.Is(err, syscall.EXDEV) {
				return ErrCrossDevice
			}
			return err
		}
		// move across file systems: copy now, the source goes at the end
	}
	return copyFile(s, t)
}

func copyFile(s, t string) error {
	in, err := os.Open(s)
	if err != nil {
		return err
	}
	defer in.Close()
	fi, err := in.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(t, os.O_WRONLY|os.O_CREATE|os.O_EXCL, fi.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
