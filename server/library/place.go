package library

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// tempMark names what a run writes before renaming it into place; the
// service removes leftovers at start, so a crash leaves no half file.
const tempMark = ".mr-part-"

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

// pair is one source and where it goes.
type pair struct{ src, dst string }

// placement places the pairs of one item and remembers what it created,
// so a failure removes exactly that and leaves no half-done tree.
type placement struct {
	ops     fileOps
	mode    string   // link, symlink, copy, move
	created []string // placed files and disc folders
	dirs    []string // folders made for them
	// replaces: targets an earlier version of the same title holds, which
	// may be replaced (洗版); any other existing target is refused.
	replaces map[string]bool
	asides   []string // the replaced files, kept until every pair is placed
}

// existingDir is the nearest existing ancestor of dir (for st_dev).
func existingDir(dir string) string {
	for {
		if _, err := os.Stat(dir); err == nil || dir == filepath.Dir(dir) {
			return dir
		}
		dir = filepath.Dir(dir)
	}
}

// DiskFull starts the reason of an item the target's file system had no
// room for: nothing of it is left placed, and the download's record waits
// to be filed again (downloads.Organise).
const DiskFull = "目标磁盘空间不足"

// place puts every pair into place, or nothing.
func (p *placement) place(pairs []pair) (err error) {
	defer func() {
		if err != nil {
			p.rollback()
		}
		if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
			err = fmt.Errorf("%s，空间释放后重试：%w", DiskFull, err)
		}
	}()
	if p.mode == "link" {
		for _, pr := range pairs {
			a, err := p.ops.Dev(pr.src)
			if err != nil {
				return err
			}
			b, err := p.ops.Dev(existingDir(filepath.Dir(pr.dst)))
			if err != nil {
				return err
			}
			if a != b {
				return ErrCrossDevice
			}
		}
	}
	for _, pr := range pairs {
		if err := p.one(pr); err != nil {
			return err
		}
	}
	if p.mode == "move" { // every copy is in place: only now drop the sources
		for _, pr := range pairs {
			if err := os.RemoveAll(pr.src); err != nil {
				return fmt.Errorf("移动后删除源文件失败：%w", err)
			}
		}
	}
	p.dropAsides()
	return nil
}

func (p *placement) one(pr pair) error {
	dir := filepath.Dir(pr.dst)
	if err := p.mkdirs(dir); err != nil {
		return err
	}
	replacing := false
	if fi, err := os.Lstat(pr.dst); err == nil {
		// An older version there may well have the same size: only a
		// link to the source itself counts as placed then.
		if same(pr.src, pr.dst, fi, !p.replaces[pr.dst]) {
			return nil // placed by an earlier (resumed) run
		}
		if !p.replaces[pr.dst] {
			return fmt.Errorf("目标已存在：%s", pr.dst)
		}
		replacing = true
	}
	tmp := filepath.Join(dir, tempMark+filepath.Base(pr.dst))
	os.RemoveAll(tmp)
	if err := p.put(pr.src, tmp); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	if replacing {
		if err := p.setAside(pr.dst); err != nil {
			os.RemoveAll(tmp)
			return err
		}
	}
	if err := os.Rename(tmp, pr.dst); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	p.created = append(p.created, pr.dst)
	return nil
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

// mkdirs creates dir and remembers each folder it made.
func (p *placement) mkdirs(dir string) error {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || d == filepath.Dir(d) {
			break
		}
		missing = append(missing, d)
	}
	for i := len(missing) - 1; i >= 0; i-- {
		if err := os.Mkdir(missing[i], 0o755); err != nil && !os.IsExist(err) {
			return err
		}
		p.dirs = append(p.dirs, missing[i])
	}
	return nil
}

// rollback removes what this placement created, newest first (folders
// only when empty: another item may have filled them meanwhile).
func (p *placement) rollback() {
	for i := len(p.created) - 1; i >= 0; i-- {
		os.RemoveAll(p.created[i])
	}
	for i := len(p.asides) - 1; i >= 0; i-- {
		restoreAside(p.asides[i])
	}
	for i := len(p.dirs) - 1; i >= 0; i-- {
		os.Remove(p.dirs[i])
	}
	p.created, p.dirs, p.asides = nil, nil, nil
}

// cleanTemp removes what a crashed run left half-written under root, and
// puts back an older version it set aside but did not replace.
func cleanTemp(root string) {
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if strings.HasPrefix(d.Name(), asideMark) {
			restoreAside(p)
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasPrefix(d.Name(), tempMark) {
			os.RemoveAll(p)
			if d.IsDir() {
				return filepath.SkipDir
			}
		}
		return nil
	})
}
