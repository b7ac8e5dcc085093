package httpx

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// variant is one stored representation of a file: the original bytes or a
// precompressed twin. Its ETag is a hash of exactly the bytes sent, so each
// encoding validates separately in If-None-Match.
type variant struct {
	coding string // "", "br" or "gzip"
	data   []byte
	// packed, when set, holds the variant's bytes as gzip and data is nil:
	// the original of a file the build embeds as twins only (see packed.go).
	// Its length, etag and header values are set by unpack.
	packed *packedBody
	length int // of the bytes sent
	etag   string

	// Ready-made header values (see buildHeaderValues).
	etagValue, codingValue, lengthValue []string
}

// asset is a servable build file with the twins the build wrote next to it.
type asset struct {
	contentType string // from the original name, never the twin's
	// contentTypeValue is contentType ready to assign into a header map.
	contentTypeValue []string
	identity         variant
	brotli           *variant
	gzip             *variant
	// varyValue overrides the Vary header (nil: Accept-Encoding when compressible).
	varyValue []string
}

func (a *asset) compressible() bool { return a.brotli != nil || a.gzip != nil }

// pick returns the variant for the negotiated coding.
func (a *asset) pick(acceptEncoding string) *variant {
	switch chooseCoding(acceptEncoding, a.brotli != nil, a.gzip != nil) {
	case codingBrotli:
		return a.brotli
	case codingGzip:
		return a.gzip
	}
	return &a.identity
}

// assetIndex maps URL paths ("/assets/app.abc123.js") to files, built once at
// start-up: the embedded build is small, and hashing per request would waste
// CPU on every page load. Only files in the build can ever be served, which is
// what makes path tricks unable to reach anything else on disk.
type assetIndex struct {
	files map[string]*asset
	twins map[string]bool // URL paths of .br/.gz twins, answered 404 by name
}

// twinSuffixes maps a twin's suffix to the coding it holds.
var twinSuffixes = map[string]string{".br": codingBrotli, ".gz": codingGzip}

// buildAssetIndex reads every regular file of fsys. Names with a segment that
// starts with "." (the dist/.keep placeholder, editor litter) are skipped. A
// ".br"/".gz" file becomes a twin when its original exists, else it is an
// ordinary file (say, a downloadable archive); except that X.br and X.gz
// without X are the twins of X, which the build left out (packedNames).
func buildAssetIndex(fsys fs.FS) (*assetIndex, error) {
	raw := map[string][]byte{}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		raw[name] = data
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("httpx: reading web build: %w", err)
	}
	idx := &assetIndex{files: map[string]*asset{}, twins: map[string]bool{}}
	packed := packedNames(raw)
	for name := range packed {
		raw[name] = nil // an original, held as its twins
	}
	for name, data := range raw {
		if _, isTwin := twinOf(name, raw); !isTwin {
			idx.files["/"+name] = newAsset(contentTypeFor(name), newVariant(codingIdentity, data))
		}
	}
	for name, data := range raw {
		if packed[name] {
			continue
		}
		orig, isTwin := twinOf(name, raw)
		if !isTwin {
			continue
		}
		idx.twins["/"+name] = true
		a := idx.files["/"+orig]
		if a == nil { // a twin of a twin ("x.gz.br"): nothing sane to attach it to
			continue
		}
		v := newVariant(twinSuffixes[name[len(orig):]], data)
		if v.coding == codingBrotli {
			a.brotli = &v
		} else {
			a.gzip = &v
		}
	}
	for name := range packed {
		a := idx.files["/"+name]
		v, err := unpackedVariant(a.gzip.data, name == "index.html")
		if err != nil {
			return nil, fmt.Errorf("httpx: web build: %s.gz: %w", name, err)
		}
		a.identity = v
	}
	return idx, nil
}

// twinOf reports whether name is a precompressed twin of a file in raw, and
// of which one.
func twinOf(name string, raw map[string][]byte) (string, bool) {
	for suffix := range twinSuffixes {
		if orig, ok := strings.CutSuffix(name, suffix); ok && orig != "" {
			if _, exists := raw[orig]; exists {
				return orig, true
			}
		}
	}
	return "", false
}

func newVariant(coding string, data []byte) variant {
	sum := sha256.Sum256(data)
	v := variant{coding: coding, data: data, length: len(data), etag: etagOf(sum)}
	v.buildHeaderValues()
	return v
}

func etagOf(sum [sha256.Size]byte) string { return `"` + hex.EncodeToString(sum[:8]) + `"` }

func newAsset(contentType string, identity variant) *asset {
	return &asset{contentType: contentType, contentTypeValue: one(contentType), identity: identity}
}

// lookup returns the file served at URL path p, if any.
func (idx *assetIndex) lookup(p string) (*asset, bool) {
	a, ok := idx.files[p]
	return a, ok
}

// mustHold refuses a file that the build's list (a dot file such as the
// manifest) names when the build does not hold it or it may not be named
// there (fits false): the page would make browsers fetch a 404.
func (idx *assetIndex) mustHold(list, f string, fits bool) error {
	if _, ok := idx.lookup(f); !ok || !fits {
		return fmt.Errorf("httpx: %s names %q, which the build does not hold", list, f)
	}
	return nil
}

// readBuildJSON decodes the build's dot file name into v; found is false
// when the build has none (older builds, test fixtures).
func readBuildJSON(fsys fs.FS, name string, v any) (found bool, err error) {
	data, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("httpx: reading %s: %w", name, err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return false, fmt.Errorf("httpx: %s: %w", name, err)
	}
	return true, nil
}

// isTwin reports whether p names a precompressed twin; those are never served
// by their own name (they would go out without Content-Encoding).
func (idx *assetIndex) isTwin(p string) bool { return idx.twins[p] }
