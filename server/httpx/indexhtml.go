package httpx

import (
	"bytes"
	"compress/gzip"
	"html"
	"regexp"
)

// BasePathMetaName is the <meta> the front end reads for its router base and
// API base URL. It is always present (content "" when served at the root),
// so the front end never has to guess.
const BasePathMetaName = "mr-base-path"

var (
	// rootRelativeURL matches a src/href attribute whose value starts with a
	// single "/" (not "//host"): the build's /assets/…, /logo.svg, /favicon….
	rootRelativeURL = regexp.MustCompile(`(?i)(\s(?:src|href)\s*=\s*["']?)(/(?:[^/]|$))`)
	headStart       = regexp.MustCompile(`(?i)<head(?:\s[^>]*)?>`)
	doctype         = regexp.MustCompile(`(?i)<!doctype[^>]*>`)
)

// rewriteIndex returns index.html for base: root-relative attribute URLs get
// the prefix and the base-path meta goes first in <head>. It runs once, at
// start-up, so the base path is a run-time setting and needs no rebuild.
func rewriteIndex(orig []byte, base string) []byte {
	out := orig
	if base != "" {
		out = rootRelativeURL.ReplaceAllFunc(orig, func(m []byte) []byte {
			sub := rootRelativeURL.FindSubmatch(m)
			return bytes.Join([][]byte{sub[1], []byte(base), sub[2]}, nil)
		})
	}
	meta := []byte(`<meta name="` + BasePathMetaName + `" content="` + html.EscapeString(base) + `">`)
	at := 0 // no <head> or doctype: the meta opens the head implicitly
	if loc := headStart.FindIndex(out); loc != nil {
		at = loc[1]
	} else if loc := doctype.FindIndex(out); loc != nil {
		at = loc[1]
	}
	return bytes.Join([][]byte{out[:at], meta, out[at:]}, nil)
}

// newIndexAsset builds the served index.html from the build's original,
// with preload hints for files (see withHints). The build's precompressed
// twins hold the original bytes, so they cannot be used; gzip is redone here
// with the standard library (zw is reused across pages: a flate writer
// allocates most of a megabyte). There is no brotli encoder in the standard
// library (and no new module is allowed for it), so index.html goes out as
// gzip or identity only. That is honest and costs nothing measurable: the
// file is about 1-2 kB, where brotli saves a few dozen bytes over gzip.
func newIndexAsset(orig *asset, base string, hints []string, zw *gzip.Writer) (*asset, error) {
	data := rewriteIndex(withHints(orig.identity.data, hints), base)
	var buf bytes.Buffer
	zw.Reset(&buf)
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	gz := newVariant(codingGzip, buf.Bytes())
	a := newAsset(orig.contentType, newVariant(codingIdentity, data))
	a.gzip = &gz
	return a, nil
}
