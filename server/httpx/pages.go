package httpx

import (
	"compress/gzip"
	"fmt"
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
	if p.fallback, err = p.page(m.NotFound, pageVariant{}); err != nil {
		return nil, err
	}
	for route, files := range m.Routes {
		if p.byRoute[route], err = p.page(files, pageVariant{route: route}); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// pageVariant is what, besides its hints, tells two pages apart: the route of
// the prerendered markup it holds ("": none), for a returning visitor or
// not, and the palette on its <body> ("": index.html's own).
type pageVariant struct {
	route     string
	returning bool
	palette   string
}

// page returns the document hinting files in variant v, building it once.
func (p *pages) page(files []string, v pageVariant) (*asset, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	markup, prerendered := p.pre.markup(v.route, v.returning)
	if !prerendered {
		v.route, v.returning = "", false
	} else if _, differs := p.pre.Returning[v.route]; !differs {
		v.returning = false
	}
	key := fmt.Sprintf("%+v\n%s", v, strings.Join(files, "\n"))
	if a, ok := p.byFiles[key]; ok {
		return a, nil
	}
	data, err := p.orig.identity.data, error(nil)
	if prerendered {
		if data, err = withPrerendered(data, p.pre, v.route, markup); err != nil {
			return nil, err
		}
	}
	if v.palette != "" {
		data = withPalette(data, v.palette)
	}
	a, err := newIndexAsset(newAsset(p.orig.contentType, newVariant(codingIdentity, data)), p.base, files, p.zw)
	if err != nil {
		return nil, err
	}
	a.varyValue = varyEncodingAndCookie // the locale, theme and visitor cookies pick the page too
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
// zh), with <body> in the palette the theme cookie names, and a returning
// visitor's markup when their cookie says so. The set of pages stays
// bounded: only the manifest's routes and locales, the known palettes and
// the one visitor flag pick a page.
func (p *pages) forRequest(r *http.Request) *asset {
	base := p.forPath(r.URL.Path)
	var locale string
	if c, err := r.Cookie(localeCookie); err == nil {
		locale = c.Value
	}
	extra := p.m.Locales[locale]
	v := pageVariant{route: r.URL.Path, palette: paletteOf(r)}
	if c, err := r.Cookie(visitorCookie); err == nil && c.Value == "1" {
		v.returning = true
	}
	if len(extra) == 0 && v.palette == "" && !v.returning {
		return base
	}
	files, known := p.m.Routes[v.route]
	if !known {
		files = p.m.NotFound
	}
	if len(extra) > 0 {
		texts := p.m.LocaleRoutes[locale][v.route] // nil for a route or locale not named
		files, v.route = slices.Concat(files, extra, texts), ""
	}
	a, err := p.page(files, v)
	if err != nil { // gzip into memory does not fail; keep the page working anyway
		return base
	}
	return a
}
