package httpx

import (
	"net/http/httptest"
	"testing"
)

func TestWriteJSONError(t *testing.T) {
	rec := httptest.NewRecorder()
	writeJSONError(rec, 404, msgNotFound)
	if rec.Code != 404 {
		t.Fatalf("status = %d", rec.Code)
	}
	if got, want := rec.Body.String(), `{"code":1,"message":"文件不存在"}`; got != want {
		t.Fatalf("body = %s, want %s", got, want)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type = %q", ct)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Fatalf("Cache-Control = %q", cc)
	}
}
