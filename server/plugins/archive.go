package plugins

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Limits on what one archive may unpack to.
const (
	maxArchiveFiles = 2000
	maxUnpacked     = 64 << 20
)

// unpack writes the .tar.gz or .zip archive (told apart by content) into
// dir. Every entry must stay inside dir: absolute paths, "..", links and
// device files are refused, so nothing is ever written outside.
func unpack(archive []byte, dir string) error {
	if bytes.HasPrefix(archive, []byte("PK\x03\x04")) {
		return unzip(archive, dir)
	}
	return untar(archive, dir)
}

func untar(archive []byte, dir string) error {
	gz, err := gzip.NewReader(bytes.NewReader(archive))
	if err != nil {
		return errorf("插件包不是 .tar.gz 或 .zip 文件")
	}
	tr := tar.NewReader(gz)
	budget := &budget{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return errorf("插件包已损坏：%v", err)
		}
		switch h.Typeflag {
		case tar.TypeDir:
			if err := budget.dir(dir, h.Name); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := budget.file(dir, h.Name, os.FileMode(h.Mode), tr); err != nil {
				return err
			}
		case tar.TypeXGlobalHeader:
		default:
			return errorf("插件包含有不允许的条目“%s”（链接或设备文件）", h.Name)
		}
	}
}

func unzip(archive []byte, dir string) error {
	zr, err := zip.NewReader(bytes.NewReader(archive), int64(len(archive)))
	if err != nil {
		return errorf("插件包已损坏：%v", err)
	}
	budget := &budget{}
	for _, f := range zr.File {
		mode := f.Mode()
		switch {
		case mode.IsDir():
			if err := budget.dir(dir, f.Name); err != nil {
				return err
			}
		case mode.IsRegular():
			rc, err := f.Open()
			if err != nil {
				return errorf("插件包已损坏：%v", err)
			}
			err = budget.file(dir, f.Name, mode, rc)
			rc.Close()
			if err != nil {
				return err
			}
		default:
			return errorf("插件包含有不允许的条目“%s”（链接或设备文件）", f.Name)
		}
	}
	return nil
}

// budget counts files and bytes so an archive bomb stops early.
type budget struct {
	files int
	bytes int64
}

// target is where name goes inside dir, or an error when it would leave.
func target(dir, name string) (string, error) {
	if name == "" || strings.Contains(name, `\`) || path.IsAbs(name) || filepath.IsAbs(name) {
		return "", errorf("插件包中的路径“%s”不安全，已拒绝安装", name)
	}
	c := path.Clean(name)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", errorf("插件包中的路径“%s”指向插件目录之外，已拒绝安装", name)
	}
	return filepath.Join(dir, filepath.FromSlash(c)), nil
}

func (b *budget) dir(dir, name string) error {
	p, err := target(dir, name)
	if err != nil {
		return err
	}
	return os.MkdirAll(p, 0o755)
}

func (b *budget) file(dir, name string, mode os.FileMode, r io.Reader) error {
	p, err := target(dir, name)
	if err != nil {
		return err
	}
	if b.files++; b.files > maxArchiveFiles {
		return errorf("插件包中的文件超过%d个", maxArchiveFiles)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	// O_EXCL: a second entry of the same name cannot overwrite the first.
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644|(mode&0o111))
	if err != nil {
		return errorf("插件包中的文件“%s”无法写入：%v", name, err)
	}
	n, err := io.Copy(f, io.LimitReader(r, maxUnpacked-b.bytes+1))
	b.bytes += n
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return errorf("插件包已损坏：%v", err)
	}
	if b.bytes > maxUnpacked {
		return errorf("插件包解压后超过%d MB", maxUnpacked>>20)
	}
	return nil
}
