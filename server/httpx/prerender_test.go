package httpx

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

const (
	prerenderIndex = `<!doctype html><html><head><title>Movie Robot</title>` +
		`<script defer src="/assets/app.abc123.js"></script>` +
		`<link href="/assets/style.def456.css" rel="stylesheet"></head>` +
		`<body class="bp6-dark"><div id="root"></div></body></html>`
	prerenderJSON = `{"css":"/assets/critical.aaa111.css","replaces":["/assets/style.def456.css"],
	  "pages":{"/auth/sign-in":"<form aria-label=\"sign-in\"><img src=\"/logo.svg\"></form>",
	           "/setup/admin":"<form aria-label=\"setup-admin\"></form>"},
	  "titles":{"/auth/sign-in":"登陆 | Movie <Robot>"},
	  "returning":{"/auth/sign-in":"<p>welcome back</p><form aria-label=\"sign-in\"></form>"}}`
	prerenderManifest = `{"routes":{"/auth/sign-in":[],"/setup/admin":[],"/":[],"/auth/sign-up":[]},
	  "locales":{"en":["/assets/en.111aaa.js"]}}`
)

func prerenderFixture(pre string) fstest.MapFS {
	fs := hintFixture(prerenderManifest)
	fs["index.html"] = &fstest.MapFile{Data: []byte(prerenderIndex)}
	fs["assets/critical.aaa111.css"] = &fstest.MapFile{Data: []byte(".bp6-input{}")}
	fs[prerenderFile] = &fstest.MapFile{Data: []byte(pre)}
	return fs
}

func TestPrerenderedMarkupOnlyForItsPaths(t *testing.T) {
	for _, base := range []string{"", "/mr"} {
		h := newTestHandler(t, Options{Assets: prerenderFixture(prerenderJSON), BasePath: base})
		for path, form := range map[string]string{
			"/auth/sign-in": `<form aria-label="sign-in">`,
			"/setup/admin":  `<form aria-label="setup-admin">`,
			"/":             "",
			"/auth/sign-up": "",
			"/no/such/page": "",
		} {
			page := getPage(t, h, base+path)
			critical := `<link rel="stylesheet" href="` + base + `/assets/critical.aaa111.css" ` + CriticalAttr + `>`
			full := `<link rel="prefetch" href="` + base + `/assets/style.def456.css" as="style" ` + DeferredAttr + `>`
			if form == "" {
				if strings.Contains(page, PrerenderedAttr) || strings.Contains(page, "critical") ||
					!strings.Contains(page, `<link href="`+base+`/assets/style.def456.css" rel="stylesheet">`) ||
					!strings.Contains(page, `<div id="root"></div>`) {
					t.Errorf("base %q %s: not the plain page:\n%s", base, path, page)
				}
				continue
			}
			want := `<div id="root" ` + PrerenderedAttr + `="` + path + `">` + form
			if !strings.Contains(page, want) || !strings.Contains(page, critical+full) {
				t.Errorf("base %q %s: want %s and %s in\n%s", base, path, want, critical+full, page)
			}
			wantTitle := "<title>Movie Robot</title>"
			if strings.Contains(form, "sign-in") {
				wantTitle = "<title>登陆 | Movie &lt;Robot&gt;</title>"
			}
			if !strings.Contains(page, wantTitle) {
				t.Errorf("base %q %s: want %s in\n%s", base, path, wantTitle, page)
			}
			// The markup's own root-relative URLs get the base path too.
			if strings.Contains(form, "sign-in") && !strings.Contains(page, `src="`+base+`/logo.svg"`) {
				t.Errorf("base %q: the markup's URL was not prefixed:\n%s", base, page)
			}
		}
	}
}

func TestPrerenderedMarkupIsZhOnly(t *testing.T) {
	h := newTestHandler(t, Options{Assets: prerenderFixture(prerenderJSON)})
	if page := getPage(t, h, "/auth/sign-in", &http.Cookie{Name: localeCookie, Value: "en"}); strings.Contains(page, PrerenderedAttr) {
		t.Errorf("an English visitor got the zh markup:\n%s", page)
	}
	if page := getPage(t, h, "/auth/sign-in", &http.Cookie{Name: localeCookie, Value: "zh"}); !strings.Contains(page, PrerenderedAttr) {
		t.Errorf("a zh visitor got no markup:\n%s", page)
	}
}

func TestPrerenderNamingMissingFilesIsRefused(t *testing.T) {
	for name, pre := range map[string]string{
		"missing css":       `{"css":"/assets/gone.1.css","replaces":[],"pages":{}}`,
		"missing replaced":  `{"css":"/assets/critical.aaa111.css","replaces":["/assets/gone.css"],"pages":{}}`,
		"not linked":        `{"css":"/assets/critical.aaa111.css","replaces":["/assets/app.abc123.js"],"pages":{"/":"x"}}`,
		"not json":          `{"css":`,
		"index.html as css": `{"css":"/index.html","replaces":[],"pages":{}}`,
	} {
		if _, err := NewHandler(Options{Assets: prerenderFixture(pre)}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestThemeCookiePutsItsPaletteOnBody(t *testing.T) {
	h := newTestHandler(t, Options{Assets: prerenderFixture(prerenderJSON), BasePath: "/mr"})
	theme := func(v string) *http.Cookie { return &http.Cookie{Name: themeCookie, Value: v} }
	for cookie, body := range map[string]string{
		"light":     `<body data-theme="light">`,
		"dark":      `<body class="bp6-dark" data-theme="dark">`,
		"deep-dark": `<body class="bp6-dark">`, // index.html's own
		"<script>":  `<body class="bp6-dark">`, // no palette: ignored
	} {
		for _, path := range []string{"/mr/auth/sign-in", "/mr/"} {
			page := getPage(t, h, path, theme(cookie))
			if !strings.Contains(page, body) {
				t.Errorf("theme %q %s: want %s in\n%s", cookie, path, body, page)
			}
			if strings.HasSuffix(path, "sign-in") != strings.Contains(page, PrerenderedAttr) {
				t.Errorf("theme %q %s: prerendered markup wrong:\n%s", cookie, path, page)
			}
		}
	}
	// A light English visitor: the palette, but not the zh markup.
	page := getPage(t, h, "/mr/auth/sign-in", theme("light"), &http.Cookie{Name: localeCookie, Value: "en"})
	if !strings.Contains(page, `<body data-theme="light">`) || strings.Contains(page, PrerenderedAttr) ||
		!strings.Contains(page, "/mr/assets/en.111aaa.js") {
		t.Errorf("light + en:\n%s", page)
	}
}

func TestReturningVisitorGetsTheGreeting(t *testing.T) {
	h := newTestHandler(t, Options{Assets: prerenderFixture(prerenderJSON)})
	visitor := &http.Cookie{Name: visitorCookie, Value: "1"}
	if page := getPage(t, h, "/auth/sign-in", visitor); !strings.Contains(page, `"/auth/sign-in"><p>welcome back</p>`) {
		t.Errorf("a returning visitor got no greeting:\n%s", page)
	}
	if page := getPage(t, h, "/auth/sign-in"); strings.Contains(page, "welcome back") {
		t.Errorf("a first visitor got the greeting:\n%s", page)
	}
	// Setup has no returning markup: the ordinary one.
	if page := getPage(t, h, "/setup/admin", visitor); !strings.Contains(page, `<form aria-label="setup-admin">`) {
		t.Errorf("setup for a returning visitor:\n%s", page)
	}
}
