package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestFallbackWriterReplacesPlainTextErrors(t *testing.T) {
	for status, msg := range map[int]string{404: "接口不存在", 405: "不支持的请求方法"} {
		rec := httptest.NewRecorder()
		http.Error(&jsonFallbackWriter{ResponseWriter: rec}, "plain text", status)
		want := `{"code":1,"message":"` + msg + `","data":null}`
		if rec.Code != status || rec.Body.String() != want {
			t.Errorf("%d: got %d %q, want %q", status, rec.Code, rec.Body, want)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
			t.Errorf("%d: Content-Type = %q", status, ct)
		}
	}
}

// The mux's redirects (e.g. to a cleaned path) are not errors: pass them on.
func TestFallbackWriterPassesRedirectsThrough(t *testing.T) {
	e := newTestEnv(t)
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api//common/app", nil))
	if rec.Code != http.StatusTemporaryRedirect || rec.Header().Get("Location") != "/api/common/app" {
		t.Fatalf("got %d Location=%q", rec.Code, rec.Header().Get("Location"))
	}
}

func TestFallbackWriterUnwraps(t *testing.T) {
	rec := httptest.NewRecorder()
	if (&jsonFallbackWriter{ResponseWriter: rec}).Unwrap() != rec {
		t.Fatal("Unwrap does not return the wrapped writer")
	}
}
