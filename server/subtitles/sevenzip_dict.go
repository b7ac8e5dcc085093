package subtitles

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/bodgit/sevenzip"
	"github.com/ulikunitz/xz/lzma"
)

// maxDict bounds the LZMA/LZMA2 dictionary a 7z archive may declare: the
// decoder allocates it whole before it reads a byte, so a 20 MB download
// declaring 4 GB would take 4 GB. 7-Zip's own -mx=9 uses 64 MB.
const maxDict = 64 << 20

// The 7z coders LZMA (03 01 01) and LZMA2 (21) as bodgit/sevenzip decodes
// them, with the dictionary checked first. Registered after the package's
// own (its init runs before this package's), so these replace them.
func init() {
	sevenzip.RegisterDecompressor([]byte{0x03, 0x01, 0x01}, boundedLZMA)
	sevenzip.RegisterDecompressor([]byte{0x21}, boundedLZMA2)
}

func errDict(kind string, size int64) error {
	return fmt.Errorf("7z 压缩包声明的 %s 字典过大（%d MB，上限 %d MB），不解开", kind, size>>20, maxDict>>20)
}

type coderReader struct {
	io.Reader
	c io.Closer
}

func (r coderReader) Close() error { return r.c.Close() }

// boundedLZMA: props are lc/lp/pb and the dictionary size (LE32); the
// classic .lzma header adds the unpacked size (LE64).
func boundedLZMA(p []byte, size uint64, rs []io.ReadCloser) (io.ReadCloser, error) {
	if len(rs) != 1 || len(p) != 5 {
		return nil, errors.New("7z 压缩包的 LZMA 参数无效")
	}
	if d := int64(binary.LittleEndian.Uint32(p[1:])); d > maxDict {
		return nil, errDict("LZMA", d)
	}
	h := make([]byte, 13)
	copy(h, p)
	binary.LittleEndian.PutUint64(h[5:], size)
	lr, err := lzma.NewReader(io.MultiReader(bytes.NewReader(h), rs[0]))
	if err != nil {
		return nil, err
	}
	return coderReader{lr, rs[0]}, nil
}

// boundedLZMA2: one prop byte encodes the dictionary size (Lzma2Dec.c).
func boundedLZMA2(p []byte, _ uint64, rs []io.ReadCloser) (io.ReadCloser, error) {
	if len(rs) != 1 || len(p) != 1 || p[0] > 40 {
		return nil, errors.New("7z 压缩包的 LZMA2 参数无效")
	}
	d := int64(2|(int(p[0])&1)) << (p[0]/2 + 11)
	if d > maxDict {
		return nil, errDict("LZMA2", d)
	}
	cfg := lzma.Reader2Config{DictCap: int(d)}
	if err := cfg.Verify(); err != nil {
		return nil, err
	}
	lr, err := cfg.NewReader2(rs[0])
	if err != nil {
		return nil, err
	}
	return coderReader{lr, rs[0]}, nil
}
