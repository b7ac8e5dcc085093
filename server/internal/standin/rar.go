package standin

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
)

// rarFile is one entry of a stored (uncompressed) RAR archive.
type rarFile struct {
	Name string // ASCII
	Body []byte
}

// storedRAR writes a RAR 4 archive whose files are stored (method 0x30),
// the shape the subtitle sites serve (most of them pack .rar): marker
// block, archive header, one file header + data per file, end block. Each
// header carries the low 16 bits of its CRC-32 as RAR requires.
func storedRAR(files []rarFile) []byte {
	var out bytes.Buffer
	out.Write([]byte("Rar!\x1a\x07\x00"))
	block := func(typ byte, flags uint16, body []byte) {
		h := make([]byte, 0, 7+len(body))
		h = append(h, 0, 0, typ)
		h = binary.LittleEndian.AppendUint16(h, flags)
		h = binary.LittleEndian.AppendUint16(h, uint16(7+len(body)))
		h = append(h, body...)
		binary.LittleEndian.PutUint16(h, uint16(crc32.ChecksumIEEE(h[2:])))
		out.Write(h)
	}
	block(0x73, 0, make([]byte, 6)) // archive header: two reserved fields
	for _, f := range files {
		var b []byte
		b = binary.LittleEndian.AppendUint32(b, uint32(len(f.Body))) // packed size
		b = binary.LittleEndian.AppendUint32(b, uint32(len(f.Body))) // unpacked size
		b = append(b, 3)                                             // host OS: Unix
		b = binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(f.Body))
		b = binary.LittleEndian.AppendUint32(b, 0x5B7A0000) // DOS time 2025-11-26
		b = append(b, 29, 0x30)                             // version to unpack, method: store
		b = binary.LittleEndian.AppendUint16(b, uint16(len(f.Name)))
		b = binary.LittleEndian.AppendUint32(b, 0o100644) // Unix mode
		b = append(b, f.Name...)
		block(0x74, 0x8000, b) // 0x8000: data follows the header
		out.Write(f.Body)
	}
	block(0x7b, 0x4000, nil)
	return out.Bytes()
}
