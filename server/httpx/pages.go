package httpx

import (
	"compress/gzip"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
)

// pages is index.html as served per client route: the same document, each
// with its route's hints (and its locale's, see forRequest), and for the
// prerendered screens their markup (in zh only). Documents with the same
// files and markup are one asset.
type pages struct {
	orig     *asset
	base     string
	m        *routeManifest
	pre      *prerender
	byRoute  map[string]*asset // without a locale: built at start-up
	fallback *asset            // any other path: the 404 screen's hints

	mu      sync.Mutex // guards zw and byFiles (locale pages are built on demand)
	zw      *gzip.Writer
	byFiles map[string]*asset
}

func buildPages(orig *asset, base string, m *routeManifest, pre *prerender) (*pages, error) {
	zw, err := gzip.NewWriterLevel(io.Discard, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if pre == nil {
		pre = &prerender{}
	}
	p := &pages{orig: orig, base: base, m: m, pre: pre, zw: zw,
		byRoute: make(map[string]*asset, len(m.Routes)), byFiles: map[string]*asset{}}
	if p.fallback, err = p.page(m.NotFound, ""); err != nil {
		return nil, err
	}
	for route, files := range m.Routes {
		if p.byRoute[route], err = p.page(files, route); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// page returns the document hinting files, with route's prerendered markup
// if the build has some ("" or a route without: none), building it once.
func (p *pages) page(files []string, route string) (*asset, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, prerendered := p.pre.Pages[route]
	key := strings.Join(files, "\n")
	if prerendered {
		key = route + "\n\n" + key
	}
	if a, ok := p.byFiles[key]; ok {
		return a, nil
	}
	src := p.orig
	if prerendered {
		data, err := withPrerendered(p.orig.identity.data, p.pre, route)
		if err != nil {
			return nil, err
		}
		src = newAsset(p.orig.contentType, newVariant(codingIdentity, data))
	}
	a, err := newIndexAsset(src, p.base, files, p.zw)
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
// cookie names when the build loads that locale lazily (and the route's
// texts in that locale); such a page has no prerendered markup, which is
// in zh. The set of pages
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
	texts := p.m.LocaleRoutes[c.Value][r.URL.Path] // nil for a route or locale not named
	a, err := p.page(slices.Concat(files, extra, texts), "")
	if err != nil { // gzip into memory does not fail; keep the page working anyway
		return base
	}
	return a
}
