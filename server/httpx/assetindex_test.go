package httpx

import (
	"testing"
	"testing/fstest"
)

func TestAssetIndexAttachesTwins(t *testing.T) {
	idx, err := buildAssetIndex(fixtureFS())
	if err != nil {
		t.Fatal(err)
	}
	a, ok := idx.lookup(appJSPath)
	if !ok || a.brotli == nil || a.gzip == nil {
		t.Fatalf("app.js twins not attached: %+v", a)
	}
	if string(a.brotli.data) != appJSBr || string(a.gzip.data) != appJSGz {
		t.Fatalf("twin bytes mixed up")
	}
	if _, ok := idx.lookup(appJSPath + ".gz"); ok || !idx.isTwin(appJSPath+".gz") {
		t.Fatalf("twin addressable by name")
	}
	if _, ok := idx.lookup("/.keep"); ok {
		t.Fatalf("dotfile indexed")
	}
	if a, ok := idx.lookup("/assets/archive.tar.gz"); !ok || a.contentType == "" {
		t.Fatalf("standalone .gz without original not indexed as a file")
	}
}

func TestAssetIndexTwinOfTwin(t *testing.T) {
	fsys := fstest.MapFS{
		"a.js":       {Data: []byte("a")},
		"a.js.gz":    {Data: []byte("gz")},
		"a.js.gz.br": {Data: []byte("odd")},
	}
	idx, err := buildAssetIndex(fsys)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := idx.lookup("/a.js")
	if !ok || a.gzip == nil || a.brotli != nil {
		t.Fatalf("a.js variants wrong: %+v", a)
	}
	if _, ok := idx.lookup("/a.js.gz.br"); ok || !idx.isTwin("/a.js.gz.br") {
		t.Fatalf("twin of a twin is addressable")
	}
}

func TestAssetIndexETagIsContentHash(t *testing.T) {
	v := newVariant(codingIdentity, []byte("hello"))
	// sha256("hello") starts 2cf24dba5fb0a30e.
	if v.etag != `"2cf24dba5fb0a30e"` {
		t.Fatalf("etag = %s", v.etag)
	}
}
