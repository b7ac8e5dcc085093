package httpx

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTraversalProbesOverTheWire sends raw request lines (so no client
// normalises them) to a real server whose build sits on disk next to a secret
// file, follows redirects, and checks nothing outside the build leaks, no
// /assets answer is HTML, and the backend only ever sees clean paths.
func TestTraversalProbesOverTheWire(t *testing.T) {
	root := t.TempDir()
	const secret = "TOP-SECRET-OUTSIDE-THE-BUILD"
	mustWrite(t, filepath.Join(root, "go.mod"), secret)
	mustWrite(t, filepath.Join(root, "dist", "index.html"), indexHTML)
	mustWrite(t, filepath.Join(root, "dist", "assets", "app.abc123.js"), appJS)

	backend := &recordingBackend{}
	h, err := NewHandler(Options{Assets: os.DirFS(filepath.Join(root, "dist")), Backend: backend})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()

	probes := []string{
		"/..%2f", "/..%2f..%2fgo.mod", "/%2e%2e/go.mod", "/%2e%2e/%2e%2e/go.mod",
		"/assets/..%2f..%2fgo.mod", "/assets/../../go.mod", "/assets/%2e%2e/%2e%2e/go.mod",
		"/assets/..%5c..%5cgo.mod", "/%5c..%5cgo.mod", "/..\\go.mod", "//api/x", "/assets//x",
		"//assets/app.abc123.js", "/api/..%2f..%2fgo.mod", "/static/../go.mod",
		"/./api/x", "/assets/./../go.mod", "/api%2f..%2f..%2fgo.mod",
	}
	for _, probe := range probes {
		target := probe
		for hop := 0; ; hop++ {
			res, body := rawGet(t, srv.Listener.Addr().String(), target)
			if strings.Contains(body, secret) {
				t.Fatalf("%s (hop %q): served a file from outside the build", probe, target)
			}
			if strings.HasPrefix(target, "/assets") && (strings.Contains(res.Header.Get("Content-Type"), "html") || strings.Contains(body, "<!doctype")) {
				t.Fatalf("%s (hop %q): /assets answered HTML", probe, target)
			}
			assertSecurityHeaders(t, res.Header)
			if res.StatusCode != http.StatusPermanentRedirect {
				break
			}
			if hop == 3 {
				t.Fatalf("%s: redirect loop", probe)
			}
			target = res.Header.Get("Location")
			if !strings.HasPrefix(target, "/") || strings.HasPrefix(target, "//") {
				t.Fatalf("%s: Location %q leaves the origin", probe, target)
			}
		}
	}
	for _, p := range backend.seen() {
		if p != canonicalPath(p) || strings.Contains(p, "..") {
			t.Errorf("backend saw a non-canonical path %q", p)
		}
	}
}

// rawGet sends "GET <target> HTTP/1.1" verbatim and reads the response.
func rawGet(t *testing.T, addr, target string) (*http.Response, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: console.test\r\nConnection: close\r\n\r\n", target)
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	return res, string(body)
}

func mustWrite(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
