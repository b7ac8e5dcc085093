package httpx

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"regexp"
)

// prerenderFile is written by the build (web/build/prerender.ts): the
// sign-in and setup-admin screens rendered to HTML, and the critical
// stylesheet that styles them. Dot name: read here, never served.
const prerenderFile = ".prerender.json"

// PrerenderedAttr marks a #root that holds build-time markup, naming its
// route; the app takes it over (web/lib/prerender-takeover.ts).
const PrerenderedAttr = "data-mr-prerendered"

// DeferredAttr marks a full stylesheet the page neither waits for nor
// parses: a prefetch (idle priority, into the cache), which the app turns
// into a stylesheet once the page needs more than its critical rules
// (web/lib/deferred-styles.ts).
const DeferredAttr = "data-mr-deferred"

// CriticalAttr marks the critical stylesheet: the app reads which classes it
// styles to tell when the full ones are needed.
const CriticalAttr = "data-mr-critical"

type prerender struct {
	// CSS is the critical stylesheet, linked in place of Replaces.
	CSS      string   `json:"css"`
	Replaces []string `json:"replaces"`
	// Pages: client path → the markup of its screen's first render.
	Pages map[string]string `json:"pages"`
	// Returning: client path → its markup for a returning visitor, where it
	// differs (sign-in's greeting).
	Returning map[string]string `json:"returning"`
	// Titles: client path → its document title, which the app would set
	// only once it runs.
	Titles map[string]string `json:"titles"`
}

// visitorCookie is written by the app once someone has signed in on this
// browser (web/lib/returning-visitor.ts): the sign-in screen greets them.
const visitorCookie = "mr-visitor"

// markup is what goes into #root for route: the returning visitor's when
// asked and there is one; ok is false for a route not prerendered.
func (p *prerender) markup(route string, returning bool) (html string, ok bool) {
	if m, found := p.Returning[route]; returning && found {
		return m, true
	}
	html, ok = p.Pages[route]
	return html, ok
}

// readPrerender loads the build's prerendered pages; a build without them
// (older builds, test fixtures) serves every page empty, as before. One
// naming a stylesheet the build lacks is refused.
func readPrerender(fsys fs.FS, idx *assetIndex) (*prerender, error) {
	var p prerender
	if found, err := readBuildJSON(fsys, prerenderFile, &p); !found || err != nil {
		return &p, err
	}
	for _, f := range append([]string{p.CSS}, p.Replaces...) {
		if err := idx.mustHold(prerenderFile, f, isAssetPath(f)); err != nil {
			return nil, err
		}
	}
	return &p, nil
}

var (
	emptyRoot = regexp.MustCompile(`(?i)<div\s+id=["']?root["']?\s*>\s*</div>`)
	titleElem = regexp.MustCompile(`(?is)<title>.*?</title>`)
)

// withPrerendered puts the markup into #root and swaps the full stylesheets
// for the critical one. Anything not found as expected is an error at
// start-up: a page half rewritten would show unstyled or twice.
func withPrerendered(orig []byte, p *prerender, route, markup string) ([]byte, error) {
	loc := emptyRoot.FindIndex(orig)
	if loc == nil {
		return nil, errors.New("httpx: index.html has no empty <div id=\"root\"> for the prerendered page")
	}
	root := `<div id="root" ` + PrerenderedAttr + `="` + html.EscapeString(route) + `">` + markup + `</div>`
	out := bytes.Join([][]byte{orig[:loc[0]], []byte(root), orig[loc[1]:]}, nil)
	if title, ok := p.Titles[route]; ok {
		elem := []byte("<title>" + html.EscapeString(title) + "</title>")
		out = titleElem.ReplaceAllLiteral(out, elem)
	}
	critical := []byte(`<link rel="stylesheet" href="` + html.EscapeString(p.CSS) + `" ` + CriticalAttr + `>`)
	for i, f := range p.Replaces {
		link := regexp.MustCompile(`<link[^>]*\shref="` + regexp.QuoteMeta(f) + `"[^>]*>`)
		at := link.FindIndex(out)
		if at == nil {
			return nil, fmt.Errorf("httpx: index.html does not link %s", f)
		}
		deferred := []byte(`<link rel="prefetch" href="` + html.EscapeString(f) + `" as="style" ` + DeferredAttr + `>`)
		if i == 0 { // the critical rules take the first one's place in the cascade
			deferred = append(critical, deferred...)
		}
		out = bytes.Join([][]byte{out[:at[0]], deferred, out[at[1]:]}, nil)
	}
	return out, nil
}
