package httpx

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSetupRedirect(t *testing.T) {
	var calls []string
	backend := &recordingBackend{}
	h := newTestHandler(t, Options{
		Backend: backend,
		SetupRequired: func(r *http.Request) bool {
			calls = append(calls, r.URL.Path)
			return true
		},
	})
	for _, target := range []string{"/", "/movie/search", "/auth/sign-in", "/index.html", "/setup"} {
		rec := do(h, "GET", target)
		if rec.Code != 302 || rec.Header().Get("Location") != "/setup/admin" {
			t.Errorf("%s: got %d Location=%q, want 302 to /setup/admin", target, rec.Code, rec.Header().Get("Location"))
		}
		if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: Cache-Control = %q, want no-store", target, cc)
		}
		assertSecurityHeaders(t, rec.Header())
	}
	calls = nil
	// Wizard pages, files, assets and backend paths are never redirected and
	// never even ask SetupRequired (it may hit the database).
	for _, target := range []string{"/setup/admin", "/setup/web", appJSPath, "/assets/nope.js", "/favicon.ico", "/api/config/init_admin", "/static/img/a.png"} {
		rec := do(h, "GET", target)
		if rec.Code == 302 {
			t.Errorf("%s was redirected", target)
		}
		if strings.HasPrefix(target, "/setup/") && rec.Body.String() != servedIndex {
			t.Errorf("%s: wizard page did not get index.html", target)
		}
	}
	if len(calls) != 0 {
		t.Errorf("SetupRequired called for %v", calls)
	}
	if rec := do(h, "POST", "/"); rec.Code != 405 || len(calls) != 0 {
		t.Errorf("POST /: got %d, SetupRequired calls %v", rec.Code, calls)
	}
}

func TestSetupNotRequired(t *testing.T) {
	h := newTestHandler(t, Options{SetupRequired: func(*http.Request) bool { return false }})
	if rec := do(h, "GET", "/movie/search"); rec.Code != 200 || rec.Body.String() != servedIndex {
		t.Fatalf("got %d %q", rec.Code, rec.Body.String())
	}
}

func TestMissingWebBuild(t *testing.T) {
	backend := &recordingBackend{}
	placeholder := fstest.MapFS{".keep": &fstest.MapFile{}}
	h := newTestHandler(t, Options{
		Assets:        placeholder,
		Backend:       backend,
		SetupRequired: func(*http.Request) bool { t.Error("SetupRequired called without a build"); return true },
	})
	for _, target := range []string{"/", "/movie/search", "/setup/admin"} {
		rec := do(h, "GET", target)
		body := rec.Body.String()
		if rec.Code != 503 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
			t.Fatalf("%s: got %d %q, want 503 text", target, rec.Code, rec.Header().Get("Content-Type"))
		}
		if !strings.Contains(body, "make run") || !strings.Contains(body, "网页界面尚未构建") {
			t.Fatalf("%s: body %q lacks the hint", target, body)
		}
		assertSecurityHeaders(t, rec.Header())
	}
	if rec := do(h, "GET", "/api/x"); rec.Body.String() != "backend:/api/x" {
		t.Fatalf("API must work without a web build: %q", rec.Body.String())
	}
	if rec := do(h, "GET", "/assets/app.js"); rec.Code != 404 {
		t.Fatalf("asset without build: %d", rec.Code)
	}
}

// Issue 15: once setup is done, the wizard's pages send the browser to the
// matching /config/* page (home for the admin step); other pages never ask.
func TestSetupDoneRedirectsWizardPages(t *testing.T) {
	var asked []string
	h := newTestHandler(t, Options{
		SetupRequired: func(*http.Request) bool { return false },
		SetupDone:     func(r *http.Request) bool { asked = append(asked, r.URL.Path); return true },
	})
	for from, to := range map[string]string{"/setup/admin": "/", "/setup/web": "/config/web",
		"/setup/media-server": "/config/media-server", "/setup/download-client": "/config/download-client",
		"/setup/media-path": "/config/media-path", "/setup/movie-metadata": "/config/movie-metadata"} {
		rec := do(h, "GET", from)
		if rec.Code != 302 || rec.Header().Get("Location") != to || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: got %d Location=%q", from, rec.Code, rec.Header().Get("Location"))
		}
	}
	asked = nil
	for _, path := range []string{"/config/web", "/", "/setup/unknown"} {
		if rec := do(h, "GET", path); rec.Code != 200 {
			t.Errorf("%s: got %d", path, rec.Code)
		}
	}
	if len(asked) != 0 {
		t.Errorf("SetupDone asked for %v", asked)
	}
	// While setup is still under way the wizard's pages are served.
	h = newTestHandler(t, Options{SetupDone: func(*http.Request) bool { return false }})
	if rec := do(h, "GET", "/setup/web"); rec.Code != 200 || rec.Body.String() != servedIndex {
		t.Fatalf("during setup: got %d", rec.Code)
	}
}
