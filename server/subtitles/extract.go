package subtitles

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/bodgit/sevenzip"
	"github.com/nwaples/rardecode/v2"
)

// member is one archive entry as the extraction loop sees it; open reads
// its content (called at most once, only for an entry that is taken).
type member struct {
	name string
	dir  bool
	size int64 // as the archive declares it; the read is capped anyway
	open func() (io.ReadCloser, error)
}

// entries walks an archive: next answers io.EOF after the last member.
type entries func(data []byte) (next func() (member, error), err error)

// extract is the one loop every archive kind goes through, so each gets
// the same rules: at most maxEntries members, path escapes and
// non-subtitles skipped, each file capped at maxSubFile, text to UTF-8.
func extract(kind string, data []byte, walk entries) ([]subFile, error) {
	next, err := walk(data)
	if err != nil {
		return nil, fmt.Errorf("字幕压缩包(%s)损坏：%w", kind, err)
	}
	var out []subFile
	var openErr error // why a member could not be read, told when none could
	for n := 0; ; n++ {
		m, err := next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("字幕压缩包(%s)损坏：%w", kind, err)
		}
		if n >= maxEntries {
			return nil, fmt.Errorf("字幕压缩包里的文件太多（超过 %d 个）", maxEntries)
		}
		base, ok := entryBase(m.name)
		if !ok || m.dir || m.size > maxSubFile {
			continue
		}
		rc, err := m.open()
		if err != nil {
			openErr = err
			continue
		}
		b, err := io.ReadAll(io.LimitReader(rc, maxSubFile+1))
		rc.Close()
		if err != nil || len(b) > maxSubFile {
			continue
		}
		out = append(out, subFile{Name: base, Data: toUTF8(base, b)})
	}
	if len(out) == 0 && openErr != nil {
		return nil, fmt.Errorf("字幕压缩包(%s)无法解开：%w", kind, openErr)
	}
	if len(out) == 0 {
		return nil, errors.New("字幕压缩包里没有字幕文件")
	}
	return out, nil
}

// indexed walks an archive whose members are a list (zip, 7z).
func indexed(n int, at func(i int) member) func() (member, error) {
	i := 0
	return func() (member, error) {
		if i >= n {
			return member{}, io.EOF
		}
		i++
		return at(i - 1), nil
	}
}

func zipEntries(data []byte) (func() (member, error), error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	return indexed(len(zr.File), func(i int) member {
		f := zr.File[i]
		return member{name: f.Name, dir: f.FileInfo().IsDir(), size: int64(min(f.UncompressedSize64, 1<<62)), open: f.Open}
	}), nil
}

func rarEntries(data []byte) (func() (member, error), error) {
	rr, err := rardecode.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return func() (member, error) {
		h, err := rr.Next()
		if err != nil {
			return member{}, err
		}
		return member{name: h.Name, dir: h.IsDir, size: h.UnPackedSize,
			open: func() (io.ReadCloser, error) { return io.NopCloser(rr), nil }}, nil
	}, nil
}

func sevenZipEntries(data []byte) (func() (member, error), error) {
	zr, err := sevenzip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	return indexed(len(zr.File), func(i int) member {
		f := zr.File[i]
		return member{name: f.Name, dir: f.FileInfo().IsDir(), size: int64(min(f.UncompressedSize, 1<<62)), open: f.Open}
	}), nil
}
