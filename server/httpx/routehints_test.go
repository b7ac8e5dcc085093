package httpx

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

const hintManifest = `{"entries":{},"routes":{
  "/auth/sign-in":["/assets/sub/chunk.789aaa.js","/assets/style.def456.css"],
  "/":["/assets/sub/chunk.789aaa.js"],
  "/auth/500":[]},
  "notFound":["/assets/style.def456.css"],
  "locales":{"en":["/assets/en.111aaa.js"],"de":[]}}`

func hintFixture(manifest string) fstest.MapFS {
	fs := fixtureFS()
	fs[manifestFile] = &fstest.MapFile{Data: []byte(manifest)}
	fs["assets/en.111aaa.js"] = &fstest.MapFile{Data: []byte("english")}
	return fs
}

var hintLink = regexp.MustCompile(`<link rel="preload" href="([^"]+)" as="(script|style)">`)

// hintsIn returns the hinted URLs of a served page, checking each link's
// destination matches the file type.
func hintsIn(t *testing.T, page string) []string {
	t.Helper()
	var out []string
	for _, m := range hintLink.FindAllStringSubmatch(page, -1) {
		if want := map[bool]string{true: "script", false: "style"}[strings.HasSuffix(m[1], ".js")]; m[2] != want {
			t.Errorf("%s hinted as %s", m[1], m[2])
		}
		out = append(out, m[1])
	}
	return out
}

func getPage(t *testing.T, h http.Handler, path string, cookies ...*http.Cookie) string {
	t.Helper()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for _, c := range cookies {
		req.AddCookie(c)
	}
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
		t.Fatalf("%s: %d %s", path, rec.Code, rec.Header().Get("Content-Type"))
	}
	body, _ := io.ReadAll(rec.Body)
	return string(body)
}

func TestPagesHintTheirRoutesChunks(t *testing.T) {
	for _, base := range []string{"", "/mr"} {
		h := newTestHandler(t, Options{Assets: hintFixture(hintManifest), BasePath: base})
		cases := map[string][]string{
			"/auth/sign-in": {base + "/assets/sub/chunk.789aaa.js", base + "/assets/style.def456.css"},
			"/":             {base + "/assets/sub/chunk.789aaa.js"},
			"/auth/500":     nil,
			"/no/such/page": {base + "/assets/style.def456.css"}, // the 404 screen's
			"/index.html":   {base + "/assets/style.def456.css"},
		}
		for path, want := range cases {
			page := getPage(t, h, base+path)
			if got := hintsIn(t, page); !slices.Equal(got, want) {
				t.Errorf("base %q %s: hints %v, want %v", base, path, got, want)
			}
			// The hints close the head, after the entry's own script.
			if i, j := strings.Index(page, "<script"), strings.Index(page, "</head>"); len(want) > 0 &&
				!(i < strings.Index(page, `rel="preload"`) && strings.Index(page, `rel="preload"`) < j) {
				t.Errorf("%s: hints out of place:\n%s", path, page)
			}
		}
	}
}

// What a route's screen loads after it shows (ArkType for forms) is named
// as rel=prefetch after its preloads, base path included, on that route only.
func TestLaterFilesArePrefetched(t *testing.T) {
	manifest := `{"routes":{"/setup/web":["/assets/sub/chunk.789aaa.js"],"/":[]},
	  "later":{"/setup/web":["/assets/en.111aaa.js"]}}`
	for _, base := range []string{"", "/mr"} {
		h := newTestHandler(t, Options{Assets: hintFixture(manifest), BasePath: base})
		page := getPage(t, h, base+"/setup/web")
		if got := hintsIn(t, page); !slices.Equal(got, []string{base + "/assets/sub/chunk.789aaa.js"}) {
			t.Errorf("base %q: preloads %v", base, got)
		}
		prefetch := `<link rel="prefetch" href="` + base + `/assets/en.111aaa.js" as="script">`
		if i := strings.Index(page, prefetch); i < strings.Index(page, `rel="preload"`) || i > strings.Index(page, "</head>") {
			t.Errorf("base %q: no prefetch after the preloads:\n%s", base, page)
		}
		if strings.Contains(getPage(t, h, base+"/"), "prefetch") {
			t.Errorf("base %q: / prefetches another route's later files", base)
		}
	}
}

// What a route's screen fetches alongside its chunk without waiting for it
// (TanStack Form for forms) is preloaded like the chunk, on that route only.
func TestDeferredFilesArePreloaded(t *testing.T) {
	manifest := `{"routes":{"/setup/web":["/assets/sub/chunk.789aaa.js"],"/":[]},
	  "deferred":{"/setup/web":["/assets/en.111aaa.js"]}}`
	for _, base := range []string{"", "/mr"} {
		h := newTestHandler(t, Options{Assets: hintFixture(manifest), BasePath: base})
		want := []string{base + "/assets/sub/chunk.789aaa.js", base + "/assets/en.111aaa.js"}
		if got := hintsIn(t, getPage(t, h, base+"/setup/web")); !slices.Equal(got, want) {
			t.Errorf("base %q: preloads %v, want %v", base, got, want)
		}
		if got := hintsIn(t, getPage(t, h, base+"/")); len(got) != 0 {
			t.Errorf("base %q: / preloads another route's deferred files: %v", base, got)
		}
	}
}

func TestNoManifestMeansNoHints(t *testing.T) {
	h := newTestHandler(t, Options{})
	if got := getPage(t, h, "/auth/sign-in"); got != servedIndex {
		t.Fatalf("got %s", got)
	}
}

func TestManifestNamingMissingFilesIsRefused(t *testing.T) {
	for name, manifest := range map[string]string{
		"missing file":       `{"routes":{"/":["/assets/gone.123.js"]}}`,
		"not an asset":       `{"routes":{"/":["/favicon.ico"]}}`,
		"twin":               `{"notFound":["/assets/app.abc123.js.br"]}`,
		"not json":           `{"routes":`,
		"wrong shape":        `{"routes":["/assets/app.abc123.js"]}`,
		"missing locale":     `{"locales":{"en":["/assets/en.gone.js"]}}`,
		"unhintable":         `{"routes":{"/":["/assets/archive.tar.gz"]}}`,
		"index.html too":     `{"routes":{"/":["/index.html"]}}`,
		"missing later":      `{"routes":{"/":[]},"later":{"/":["/assets/gone.123.js"]}}`,
		"later, no route":    `{"routes":{"/":[]},"later":{"/x":["/assets/en.111aaa.js"]}}`,
		"missing deferred":   `{"routes":{"/":[]},"deferred":{"/":["/assets/gone.123.js"]}}`,
		"deferred, no route": `{"routes":{"/":[]},"deferred":{"/x":["/assets/en.111aaa.js"]}}`,
	} {
		if _, err := NewHandler(Options{Assets: hintFixture(manifest)}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestRoutesWithTheSameFilesShareOnePage(t *testing.T) {
	idx, err := buildAssetIndex(hintFixture(hintManifest))
	if err != nil {
		t.Fatal(err)
	}
	m, err := readRouteManifest(hintFixture(hintManifest), idx)
	if err != nil {
		t.Fatal(err)
	}
	m.Routes["/home"] = m.Routes["/"]
	orig, _ := idx.lookup("/index.html")
	p, err := buildPages(orig, "", m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.forPath("/home") != p.forPath("/") || p.forPath("/") == p.forPath("/auth/sign-in") {
		t.Fatal("pages not shared by files")
	}
	if p.forPath("/elsewhere") != p.fallback {
		t.Fatal("unknown path did not get the 404 page")
	}
}

func TestLocaleCookieAddsItsChunk(t *testing.T) {
	h := newTestHandler(t, Options{Assets: hintFixture(hintManifest), BasePath: "/mr"})
	en := &http.Cookie{Name: localeCookie, Value: "en"}
	cases := []struct {
		path   string
		cookie *http.Cookie
		want   []string
	}{
		{"/auth/sign-in", en, []string{"/mr/assets/sub/chunk.789aaa.js", "/mr/assets/style.def456.css", "/mr/assets/en.111aaa.js"}},
		{"/auth/500", en, []string{"/mr/assets/en.111aaa.js"}},
		{"/no/such/page", en, []string{"/mr/assets/style.def456.css", "/mr/assets/en.111aaa.js"}},
		// zh is in the entry, de has no files, xx is no locale: the plain page.
		{"/auth/sign-in", &http.Cookie{Name: localeCookie, Value: "zh"}, []string{"/mr/assets/sub/chunk.789aaa.js", "/mr/assets/style.def456.css"}},
		{"/auth/sign-in", &http.Cookie{Name: localeCookie, Value: "de"}, []string{"/mr/assets/sub/chunk.789aaa.js", "/mr/assets/style.def456.css"}},
		{"/auth/sign-in", &http.Cookie{Name: localeCookie, Value: "../x"}, []string{"/mr/assets/sub/chunk.789aaa.js", "/mr/assets/style.def456.css"}},
	}
	for _, c := range cases {
		for range 2 { // the second time from the cache of built pages
			if got := hintsIn(t, getPage(t, h, "/mr"+c.path, c.cookie)); !slices.Equal(got, c.want) {
				t.Errorf("%s with %s: hints %v, want %v", c.path, c.cookie, got, c.want)
			}
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/mr/", nil))
	if got := rec.Header().Get("Vary"); got != "Accept-Encoding, Cookie" {
		t.Errorf("Vary %q: a shared cache could hand one locale's page to another", got)
	}
}

func TestLocalePagesAreBuiltOncePerFileSet(t *testing.T) {
	idx, _ := buildAssetIndex(hintFixture(hintManifest))
	m, err := readRouteManifest(hintFixture(hintManifest), idx)
	if err != nil {
		t.Fatal(err)
	}
	orig, _ := idx.lookup("/index.html")
	p, err := buildPages(orig, "", m, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := len(p.byFiles)
	for _, path := range []string{"/auth/sign-in", "/auth/sign-in", "/x", "/y", "/z"} {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.AddCookie(&http.Cookie{Name: localeCookie, Value: "en"})
		p.forRequest(req)
	}
	if got := len(p.byFiles) - before; got != 2 { // sign-in+en, 404+en
		t.Fatalf("%d pages built for 2 file sets", got)
	}
}
