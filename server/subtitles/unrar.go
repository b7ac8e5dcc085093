package subtitles

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/nwaples/rardecode/v2"
)

// unrar reads the subtitles out of a rar archive (RAR 4 or 5) with the same
// rules as unzip: path escapes skipped, size and entry caps.
func unrar(data []byte) ([]subFile, error) {
	rr, err := rardecode.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("字幕压缩包(rar)损坏：%w", err)
	}
	var out []subFile
	for n := 0; ; n++ {
		h, err := rr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("字幕压缩包(rar)损坏：%w", err)
		}
		if n >= maxEntries {
			return nil, fmt.Errorf("字幕压缩包里的文件太多（超过 %d 个）", maxEntries)
		}
		base, ok := entryBase(h.Name)
		if !ok || h.IsDir || h.UnPackedSize > maxSubFile {
			continue
		}
		b, err := io.ReadAll(io.LimitReader(rr, maxSubFile+1))
		if err != nil || len(b) > maxSubFile {
			continue
		}
		out = append(out, subFile{Name: base, Data: toUTF8(base, b)})
	}
	if len(out) == 0 {
		return nil, errors.New("字幕压缩包里没有字幕文件")
	}
	return out, nil
}
