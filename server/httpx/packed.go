package httpx

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"io"
	"strings"
	"sync"
)

// The build embeds a compressible file as its brotli and gzip twins only
// (rsbuild.config.ts): the original would add ~3 MB to the binary for the
// rare client that accepts neither coding (curl without --compressed, some
// bots). That client gets the gzip twin inflated while it is sent: the same
// bytes, Content-Length and ETag the original would have had, Range and
// conditionals answered from the inflated bytes.

// msgUnpackFailed answers for a packed file whose gzip twin does not inflate
// (not one the build wrote).
const msgUnpackFailed = "网页文件读取失败"

// packedNames lists the originals held only as twins: X where X.br and X.gz
// are in raw and X is not. A lone X.gz stays an ordinary file (an archive).
func packedNames(raw map[string][]byte) map[string]bool {
	packed := map[string]bool{}
	for name := range raw {
		orig, ok := strings.CutSuffix(name, ".gz")
		if !ok || orig == "" {
			continue
		}
		_, whole := raw[orig]
		_, br := raw[orig+".br"]
		if !whole && br {
			packed[orig] = true
		}
	}
	return packed
}

// unpackedVariant is the identity variant of a file held as gz; keep holds
// the bytes in memory (index.html: the server rewrites it at start-up). For
// the others only the gzip header is read here: hashing and sizing their
// originals (for the ETag and Content-Length) waits for the first client that
// needs them (see unpack), so start-up costs less than with the originals
// embedded, whose hashes it computed.
func unpackedVariant(gz []byte, keep bool) (variant, error) {
	zr, err := inflate(gz)
	if err != nil {
		return variant{}, err
	}
	if !keep {
		inflaters.Put(zr)
		return variant{coding: codingIdentity, packed: &packedBody{gz: gz}}, nil
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		return variant{}, err
	}
	return newVariant(codingIdentity, data), nil
}

// packedBody is a packed variant's gzip bytes and what unpack learns of them.
type packedBody struct {
	gz   []byte
	once sync.Once
	err  error
}

// unpack fills in the ETag and length of a packed variant (once; a no-op for
// others). Its ETag is the hash of the original, as if it were embedded.
func (v *variant) unpack() error {
	p := v.packed
	if p == nil {
		return nil
	}
	p.once.Do(func() {
		zr, err := inflate(p.gz)
		if err != nil {
			p.err = err
			return
		}
		h := sha256.New()
		n, err := io.Copy(h, zr)
		if err != nil {
			p.err = err
			return
		}
		inflaters.Put(zr)
		v.length, v.etag = int(n), etagOf([sha256.Size]byte(h.Sum(nil)))
		v.buildHeaderValues()
	})
	return p.err
}

// inflaters reuses gzip readers (each holds a ~40 kB window and tables).
var inflaters sync.Pool

func inflate(gz []byte) (*gzip.Reader, error) {
	if zr, ok := inflaters.Get().(*gzip.Reader); ok {
		return zr, zr.Reset(bytes.NewReader(gz))
	}
	return gzip.NewReader(bytes.NewReader(gz))
}

// writeBody sends the variant's bytes: a packed one inflated as it goes.
func (v *variant) writeBody(w io.Writer) {
	if v.packed == nil {
		_, _ = w.Write(v.data)
		return
	}
	zr, err := inflate(v.packed.gz)
	if err != nil {
		return
	}
	_, _ = io.Copy(w, zr)
	inflaters.Put(zr)
}

// whole returns the variant's bytes, inflating a packed one (for Range and
// the other conditionals, which need them all).
func (v *variant) whole() ([]byte, error) {
	if v.packed == nil {
		return v.data, nil
	}
	zr, err := inflate(v.packed.gz)
	if err != nil {
		return nil, err
	}
	data := make([]byte, 0, v.length)
	buf := bytes.NewBuffer(data)
	if _, err := io.Copy(buf, zr); err != nil {
		return nil, err
	}
	inflaters.Put(zr)
	return buf.Bytes(), nil
}
