package httpx

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// manifestFile is the build's manifest (web/build/route-manifest.ts). Its
// dot keeps it out of the asset index: the server reads it, never sends it.
const manifestFile = ".manifest.json"

// routeManifest is the part of the manifest the server uses: per client
// route, the lazy JS and CSS files its first render loads; any other path
// shows the 404 screen.
type routeManifest struct {
	Routes   map[string][]string `json:"routes"`
	NotFound []string            `json:"notFound"`
	// Locales: each lazily loaded interface language's files (zh, the
	// base, is in the entry), hinted when the locale cookie names one.
	Locales map[string][]string `json:"locales"`
}

// localeCookie is written by the front end (web/state/locale.ts) with the
// chosen interface language.
const localeCookie = "mr-locale"

// readRouteManifest loads the manifest of the build in fsys. A build without
// one (older builds, test fixtures) gets no hints; one that names a file the
// build lacks is refused, since its hints would make browsers fetch 404s.
func readRouteManifest(fsys fs.FS, idx *assetIndex) (*routeManifest, error) {
	data, err := fs.ReadFile(fsys, manifestFile)
	if errors.Is(err, fs.ErrNotExist) {
		return &routeManifest{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("httpx: reading %s: %w", manifestFile, err)
	}
	var m routeManifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("httpx: %s: %w", manifestFile, err)
	}
	for _, files := range append(append(mapsValues(m.Routes), mapsValues(m.Locales)...), m.NotFound) {
		for _, f := range files {
			if _, ok := idx.lookup(f); !ok || !isAssetPath(f) || hintAs(f) == "" {
				return nil, fmt.Errorf("httpx: %s names %q, which the build does not hold", manifestFile, f)
			}
		}
	}
	return &m, nil
}

func mapsValues(m map[string][]string) [][]string {
	out := make([][]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// hintAs is the preload destination of a hinted file. The chunks are
// classic scripts (Rspack's JSONP chunks, loaded by a plain <script>), so
// the hint is rel=preload as=script, whose fetch the later <script> reuses;
// rel=modulepreload would fetch them a second time in module mode.
func hintAs(file string) string {
	switch {
	case strings.HasSuffix(file, ".js"):
		return "script"
	case strings.HasSuffix(file, ".css"):
		return "style"
	}
	return ""
}

var headEnd = regexp.MustCompile(`(?i)</head\s*>`)

// withHints puts a preload link for each file at the end of <head>, after
// the entry's own scripts and styles (which the browser should start
// first). The links are root-relative, so rewriteIndex prefixes them like
// every other URL of the page. No <head> end: nothing is added.
func withHints(orig []byte, files []string) []byte {
	loc := headEnd.FindIndex(orig)
	if loc == nil || len(files) == 0 {
		return orig
	}
	var links bytes.Buffer
	for _, f := range files {
		fmt.Fprintf(&links, `<link rel="preload" href="%s" as="%s">`, html.EscapeString(f), hintAs(f))
	}
	return bytes.Join([][]byte{orig[:loc[0]], links.Bytes(), orig[loc[0]:]}, nil)
}

// pages is index.html as served per client route: the same document, each
// with its route's hints (and its locale's, see forRequest). Documents with
// the same files are one asset.
type pages struct {
	orig     *asset
	base     string
	m        *routeManifest
	byRoute  map[string]*asset // without a locale: built at start-up
	fallback *asset            // any other path: the 404 screen's hints

	mu      sync.Mutex // guards zw and byFiles (locale pages are built on demand)
	zw      *gzip.Writer
	byFiles map[string]*asset
}

func buildPages(orig *asset, base string, m *routeManifest) (*pages, error) {
	zw, err := gzip.NewWriterLevel(io.Discard, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	p := &pages{orig: orig, base: base, m: m, zw: zw,
		byRoute: make(map[string]*asset, len(m.Routes)), byFiles: map[string]*asset{}}
	if p.fallback, err = p.page(m.NotFound); err != nil {
		return nil, err
	}
	for route, files := range m.Routes {
		if p.byRoute[route], err = p.page(files); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// page returns the document hinting files, building it once.
func (p *pages) page(files []string) (*asset, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	key := strings.Join(files, "\n")
	if a, ok := p.byFiles[key]; ok {
		return a, nil
	}
	a, err := newIndexAsset(p.orig, p.base, files, p.zw)
	if err != nil {
		return nil, err
	}
	if len(p.m.Locales) > 0 {
		a.varyValue = varyEncodingAndCookie // the locale cookie picks the hints too
	}
	p.byFiles[key] = a
	return a, nil
}

// forPath is the page served for the client path, without a locale.
func (p *pages) forPath(path string) *asset {
	if a, ok := p.byRoute[path]; ok {
		return a
	}
	return p.fallback
}

// forRequest is the page for r: its path's, plus the files of the locale its
// cookie names when the build loads that locale lazily. The set of pages
// stays bounded: only the manifest's routes and locales pick files.
func (p *pages) forRequest(r *http.Request) *asset {
	base := p.forPath(r.URL.Path)
	c, err := r.Cookie(localeCookie)
	if err != nil {
		return base
	}
	extra, ok := p.m.Locales[c.Value]
	if !ok || len(extra) == 0 {
		return base
	}
	files, known := p.m.Routes[r.URL.Path]
	if !known {
		files = p.m.NotFound
	}
	a, err := p.page(append(slices.Clip(files), extra...))
	if err != nil { // gzip into memory does not fail; keep the page working anyway
		return base
	}
	return a
}
