package httpx

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"
)

// builtIndex is the shape rsbuild writes (see dist/index.html).
const builtIndex = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>Movie Robot</title>
  <link rel="icon" href="/logo.svg" type="image/svg+xml"><script defer src="/assets/lib-react.9b54129a74.js"></script><link href="/assets/h.48b99d8fdc.css" rel="stylesheet"></head>
  <body class="bp6-dark">
    <div id="root"></div>
  </body>
</html>
`

func TestRewriteIndexWithBasePath(t *testing.T) {
	got := string(rewriteIndex([]byte(builtIndex), "/mr"))
	want := `<!doctype html>
<html lang="zh-CN">
  <head><meta name="mr-base-path" content="/mr">
    <meta charset="UTF-8" />
    <title>Movie Robot</title>
  <link rel="icon" href="/mr/logo.svg" type="image/svg+xml"><script defer src="/mr/assets/lib-react.9b54129a74.js"></script><link href="/mr/assets/h.48b99d8fdc.css" rel="stylesheet"></head>
  <body class="bp6-dark">
    <div id="root"></div>
  </body>
</html>
`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestRewriteIndexAtRootOnlyAddsMeta(t *testing.T) {
	got := string(rewriteIndex([]byte(builtIndex), ""))
	want := bytes.Replace([]byte(builtIndex), []byte("<head>"), []byte(`<head><meta name="mr-base-path" content="">`), 1)
	if got != string(want) {
		t.Fatalf("got\n%s", got)
	}
}

func TestRewriteIndexURLForms(t *testing.T) {
	cases := map[string]string{
		`<head><script src='/assets/a.js'></script>`:         `<head><meta name="mr-base-path" content="/b/c"><script src='/b/c/assets/a.js'></script>`,
		`<HEAD lang=x><LINK HREF=/favicon.ico>`:              `<HEAD lang=x><meta name="mr-base-path" content="/b/c"><LINK HREF=/b/c/favicon.ico>`,
		`<head><a href="/">home</a>`:                         `<head><meta name="mr-base-path" content="/b/c"><a href="/b/c/">home</a>`,
		`<head><script src="//cdn.example/x.js"></script>`:   `<head><meta name="mr-base-path" content="/b/c"><script src="//cdn.example/x.js"></script>`,
		`<head><img src="https://x/y.png"><img src="z.png">`: `<head><meta name="mr-base-path" content="/b/c"><img src="https://x/y.png"><img src="z.png">`,
		`<header><p>/assets/x is text</p>`:                   `<meta name="mr-base-path" content="/b/c"><header><p>/assets/x is text</p>`,
		`<!DOCTYPE html><title>t</title>`:                    `<!DOCTYPE html><meta name="mr-base-path" content="/b/c"><title>t</title>`,
		`<head><link data-href="/x">`:                        `<head><meta name="mr-base-path" content="/b/c"><link data-href="/x">`,
	}
	for in, want := range cases {
		if got := string(rewriteIndex([]byte(in), "/b/c")); got != want {
			t.Errorf("%s\n got  %s\n want %s", in, got, want)
		}
	}
}

func TestIndexAssetVariants(t *testing.T) {
	orig := &asset{contentType: "text/html; charset=utf-8", identity: newVariant(codingIdentity, []byte(builtIndex))}
	orig.brotli = &variant{coding: codingBrotli, data: []byte("stale")}
	root, err := newIndexAsset(orig, "", nil, testGzipWriter(t))
	if err != nil {
		t.Fatal(err)
	}
	mr, err := newIndexAsset(orig, "/mr", nil, testGzipWriter(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []*asset{root, mr} {
		if a.brotli != nil || a.gzip == nil || a.contentType != orig.contentType {
			t.Fatalf("variants: br=%v gz=%v type=%q", a.brotli, a.gzip, a.contentType)
		}
		zr, err := gzip.NewReader(bytes.NewReader(a.gzip.data))
		if err != nil {
			t.Fatal(err)
		}
		plain, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(plain, a.identity.data) {
			t.Fatalf("gzip variant does not hold the rewritten bytes: %v", err)
		}
		if a.gzip.etag == a.identity.etag {
			t.Fatal("one ETag for two encodings")
		}
	}
	if root.identity.etag == mr.identity.etag {
		t.Fatal("ETag does not change with the base path")
	}
}

func TestIndexServedAsGzipOrIdentityOnly(t *testing.T) {
	h := newTestHandler(t, Options{})
	for accept, wantEnc := range map[string]string{"br": "", "br, gzip": "gzip", "gzip": "gzip", "": ""} {
		rec := do(h, "GET", "/deep/link", "Accept-Encoding: "+accept)
		body := rec.Body.Bytes()
		if got := rec.Header().Get("Content-Encoding"); got != wantEnc {
			t.Errorf("[%s] Content-Encoding %q, want %q", accept, got, wantEnc)
		}
		if wantEnc == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		// Cookie: the theme cookie picks the page's <body> (palette.go).
		if string(body) != servedIndex || rec.Header().Get("Vary") != "Accept-Encoding, Cookie" {
			t.Errorf("[%s] body %q Vary %q", accept, body, rec.Header().Get("Vary"))
		}
	}
	if rec := do(h, "GET", "/index.html.br"); rec.Code != 404 {
		t.Errorf("the build's stale index.html.br is reachable: %d", rec.Code)
	}
}

func testGzipWriter(t testing.TB) *gzip.Writer {
	t.Helper()
	zw, err := gzip.NewWriterLevel(io.Discard, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	return zw
}
