package httpx

import (
	"bytes"
	"fmt"
	"html"
	"io/fs"
	"regexp"
	"strings"
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
	// LocaleRoutes: per locale, per route, the route's own text groups
	// (typesafe-i18n namespaces) in that locale, hinted with its chunk;
	// Routes already holds the zh ones, the language every page starts in.
	LocaleRoutes map[string]map[string][]string `json:"localeRoutes"`
	// Later: per route, files its screen loads after it shows (ArkType,
	// for forms: web/lib/ark.ts), hinted as rel=prefetch so they arrive
	// without a second round trip yet never compete with the first screen.
	Later map[string][]string `json:"later"`
	// Deferred: per route, files its screen fetches in parallel with its
	// chunk but does not wait for to paint its frame (TanStack Form, for
	// forms: web/lib/forms.ts), hinted as rel=preload like Routes' own.
	Deferred map[string][]string `json:"deferred"`
}

// prefetchMark flags a file of Routes that came from Later (withHints).
const prefetchMark = "prefetch:"

// localeCookie is written by the front end (web/state/locale.ts) with the
// chosen interface language.
const localeCookie = "mr-locale"

// readRouteManifest loads the manifest of the build in fsys. A build without
// one (older builds, test fixtures) gets no hints; one that names a file the
// build lacks is refused, since its hints would make browsers fetch 404s.
func readRouteManifest(fsys fs.FS, idx *assetIndex) (*routeManifest, error) {
	var m routeManifest
	if found, err := readBuildJSON(fsys, manifestFile, &m); !found || err != nil {
		return &m, err
	}
	named := append(append(mapsValues(m.Routes), mapsValues(m.Locales)...), m.NotFound)
	named = append(append(named, mapsValues(m.Later)...), mapsValues(m.Deferred)...)
	for _, byRoute := range m.LocaleRoutes {
		named = append(named, mapsValues(byRoute)...)
	}
	for _, files := range named {
		for _, f := range files {
			if err := idx.mustHold(manifestFile, f, isAssetPath(f) && hintAs(f) != ""); err != nil {
				return nil, err
			}
		}
	}
	for route, files := range m.Deferred {
		if _, ok := m.Routes[route]; !ok {
			return nil, fmt.Errorf("httpx: %s: deferred files for unknown route %q", manifestFile, route)
		}
		m.Routes[route] = append(m.Routes[route], files...)
	}
	for route, files := range m.Later {
		if _, ok := m.Routes[route]; !ok {
			return nil, fmt.Errorf("httpx: %s: later files for unknown route %q", manifestFile, route)
		}
		for _, f := range files {
			m.Routes[route] = append(m.Routes[route], prefetchMark+f)
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
		if later, ok := strings.CutPrefix(f, prefetchMark); ok {
			fmt.Fprintf(&links, `<link rel="prefetch" href="%s" as="%s">`, html.EscapeString(later), hintAs(later))
			continue
		}
		fmt.Fprintf(&links, `<link rel="preload" href="%s" as="%s">`, html.EscapeString(f), hintAs(f))
	}
	return bytes.Join([][]byte{orig[:loc[0]], links.Bytes(), orig[loc[0]:]}, nil)
}
