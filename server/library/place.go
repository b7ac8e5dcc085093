package library

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// tempMark names what a run writes before renaming it into place; the
// service removes leftovers at start, so a crash leaves no half file.
const tempMark = ".mr-part-"

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
		placed, err := p.atTarget(pr, fi)
		if placed || err != nil {
			return err
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
