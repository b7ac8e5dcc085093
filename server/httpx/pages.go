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
	if p.fallback, err = p.page(m.NotFound, "", ""); err != nil {
		return nil, err
	}
	for route, files := range m.Routes {
		if p.byRoute[route], err = p.page(files, route, ""); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// page returns the document hinting files, with route's prerendered markup
// if the build has some ("" or a route without: none) and <body> in palette
// ("": as built), building it once.
func (p *pages) page(files []string, route, palette string) (*asset, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, prerendered := p.pre.Pages[route]
	if !prerendered {
		route = ""
	}
	key := palette + "\n" + route + "\n" + strings.Join(files, "\n")
	if a, ok := p.byFiles[key]; ok {
		return a, nil
	}
	data, err := p.orig.identity.data, error(nil)
	if prerendered {
		if data, err = withPrerendered(data, p.pre, route); err != nil {
			return nil, err
		}
	}
	if palette != "" {
		data = withPalette(data, palette)
	}
	a, err := newIndexAsset(newAsset(p.orig.contentType, newVariant(codingIdentity, data)), p.base, files, p.zw)
	if err != nil {
		return nil, err
	}
	a.varyValue = varyEncodingAndCookie // the locale and theme cookies pick the page too
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
// texts in that locale; such a page has no prerendered markup, which is in
// zh), with <body> in the palette the theme cookie names. The set of pages
// stays bounded: only the manifest's routes and locales and the known
// palettes pick a page.
func (p *pages) forRequest(r *http.Request) *asset {
	base := p.forPath(r.URL.Path)
	var locale string
	if c, err := r.Cookie(localeCookie); err == nil {
		locale = c.Value
	}
	extra := p.m.Locales[locale]
	palette := paletteOf(r)
	if len(extra) == 0 && palette == "" {
		return base
	}
	route := r.URL.Path
	files, known := p.m.Routes[route]
	if !known {
		files = p.m.NotFound
	}
	if len(extra) > 0 {
		texts := p.m.LocaleRoutes[locale][route] // nil for a route or locale not named
		files, route = slices.Concat(files, extra, texts), ""
	}
	a, err := p.page(files, route, palette)
	if err != nil { // gzip into memory does not fail; keep the page working anyway
		return base
	}
	return a
}
