package api

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDownloadLogHandsOverTheWholeFileOnly(t *testing.T) {
	e := newTestEnv(t)
	tok := e.adminAuth(t)
	parent := t.TempDir()
	dir := filepath.Join(parent, "logs")
	os.Mkdir(dir, 0o700)
	withLogDir(t, e, dir, nil)
	var body strings.Builder
	for i := range maxLogLines + 10 { // more than get_log_lines ever answers
		body.WriteString("time=x level=INFO msg=line" + strings.Repeat("!", i%3) + "\n")
	}
	if err := os.WriteFile(filepath.Join(dir, "movie-robot.log"), []byte(body.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(parent, "secret"), []byte("s3cret"), 0o600)
	os.Symlink(filepath.Join(parent, "secret"), filepath.Join(dir, "movie-robot.1.log"))

	req := httptest.NewRequest("GET", "/api/common/download_log?log_file=movie-robot.log", nil)
	req.Header.Set("Authorization", tok)
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || rec.Body.String() != body.String() {
		t.Fatalf("download = %d, %d bytes; want the whole %d-byte file", rec.Code, rec.Body.Len(), body.Len())
	}
	if cd := rec.Header().Get("Content-Disposition"); cd != `attachment; filename=movie-robot.log` {
		t.Errorf("Content-Disposition = %q", cd)
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type = %q", ct)
	}

	for _, name := range []string{"movie-robot.1.log", "../secret", "/etc/passwd", ""} {
		wantFail(t, call(t, e.srv, "GET", "/api/common/download_log?log_file="+name, "", tok), "日志文件不存在")
	}
	wantFail(t, call(t, e.srv, "GET", "/api/common/download_log?log_file=movie-robot.log", "", ""), "登录已失效，请重新登录")
}
