package httpx

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// distDir is the real web build. `make build-check` runs this test right after
// `rsbuild build` with MR_DIST_REQUIRED=1; a plain `go test` on a fresh clone
// (dist/ holds only its placeholder) skips it.
const distDir = "../../dist"

// screenExports names, per route, the exports its first render needs from
// lazy chunks (lazyPage picks them by name, so the minified chunk keeps them).
var screenExports = map[string][]string{
	"/auth/sign-in":     {"SignInPage"},
	"/setup/admin":      {"SetupAdminPage"},
	"/":                 {"ShellLayout", "HomePage"},
	"/setting/index":    {"ShellLayout", "SettingHubPage"},
	"/setting/app-log":  {"ShellLayout", "AppLogPage"},
	"/movie/search":     {"ShellLayout", "TorrentSearchPage"},
	"/plugins/index":    {"ShellLayout", "PluginsPage"},
	"/movie/default":    {"ShellLayout", "DashboardPage"},
	"/movie/analyze":    {"ShellLayout", "AnalyzePage"},
	"/no/such/page":     {"NotFoundPage"},
	"/auth/sign-up":     {"SignUpPage"},
	"/subscribe/search": {"ShellLayout", "SubscribeSearchPage"},
	"/subscribe/detail": {"ShellLayout", "SubDetailPage"},
}

// screenTexts names, per route with a namespace, one zh and one en text of
// it: both must be hinted (the page starts in zh, the cookie asks for en).
var screenTexts = map[string]string{
	"/plugins/index":   "插件市场",
	"/setting/app-log": `"Log file"`,
	"/movie/search":    "立即搜索资源",
}

// notHinted names chunks a route must not load: sign-in validates without
// ArkType (lib-schema), whose start-up would run inside the task that first
// renders the form.
var notHinted = map[string][]string{"/auth/sign-in": {"/assets/lib-schema.", "/assets/lib-forms."}}

var entryURL = regexp.MustCompile(`(?:src|href)="(/assets/[^"]+)"`)

// TestRouteHintsOfTheBuild serves the real build and checks, for several
// routes, that the page hints exactly the manifest's files for the route,
// that each exists in dist, that none repeats an entry file, and that the
// hinted chunks do hold the route's screen (so the manifest is right, not
// merely self-consistent).
func TestRouteHintsOfTheBuild(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(distDir, manifestFile))
	if err != nil {
		if os.Getenv("MR_DIST_REQUIRED") != "" {
			t.Fatalf("no web build: %v", err)
		}
		t.Skip("no web build in dist/ (run `make build-check`)")
	}
	var m routeManifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	original, err := os.ReadFile(filepath.Join(distDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	var entry []string
	for _, u := range entryURL.FindAllStringSubmatch(string(original), -1) {
		entry = append(entry, u[1])
	}
	h := newTestHandler(t, Options{Assets: os.DirFS(distDir)})
	for path, exports := range screenExports {
		want, known := m.Routes[path]
		if !known {
			want = m.NotFound
		}
		// A form route's deferred files (TanStack Form) come after its own.
		want = slices.Concat(want, m.Deferred[path])
		got := hintsIn(t, getPage(t, h, path))
		if !slices.Equal(got, want) {
			t.Errorf("%s: hints %v, manifest %v", path, got, want)
		}
		var code strings.Builder
		for _, f := range got {
			body, err := os.ReadFile(filepath.Join(distDir, f))
			if err != nil {
				t.Errorf("%s: hinted %s is not in dist: %v", path, f, err)
			}
			for _, avoid := range notHinted[path] {
				if strings.HasPrefix(f, avoid) {
					t.Errorf("%s: loads %s", path, f)
				}
			}
			if slices.Contains(entry, f) {
				t.Errorf("%s: hinted %s is already an entry file", path, f)
			}
			if strings.HasSuffix(f, ".js") {
				code.Write(body)
			}
		}
		// With the English UI chosen, its chunk comes too (and is English).
		english := hintsIn(t, getPage(t, h, path, &http.Cookie{Name: localeCookie, Value: "en"}))
		texts := m.LocaleRoutes["en"][path]
		if len(m.Locales["en"]) == 0 || !slices.Equal(english, slices.Concat(want, m.Locales["en"], texts)) {
			t.Errorf("%s in English: hints %v, manifest %v + %v + %v", path, english, want, m.Locales["en"], texts)
		}
		for _, f := range slices.Concat(m.Locales["en"], texts) {
			body, _ := os.ReadFile(filepath.Join(distDir, f))
			code.Write(body)
		}
		if !strings.Contains(code.String(), `"Sign in"`) {
			t.Errorf("%s: the English chunk lacks the sign-in title", path)
		}
		if want, ok := screenTexts[path]; ok && !strings.Contains(code.String(), want) {
			t.Errorf("%s: no hinted chunk holds its texts (%s)", path, want)
		}
		for _, name := range exports {
			if !strings.Contains(code.String(), name) {
				t.Errorf("%s: no hinted chunk holds %s", path, name)
			}
		}
	}
}
