package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// assertSecurityHeaders fails unless every security header is present exactly
// once with our value.
func assertSecurityHeaders(t *testing.T, h http.Header) {
	t.Helper()
	for _, kv := range securityHeaders {
		got := h.Values(kv[0])
		if len(got) != 1 || got[0] != kv[1] {
			t.Errorf("%s = %q, want exactly [%q]", kv[0], got, kv[1])
		}
	}
}

func TestWithSecurityHeadersOnAnyStatus(t *testing.T) {
	for _, status := range []int{200, 302, 404, 500} {
		h := WithSecurityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(status)
		}))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		if rec.Code != status {
			t.Fatalf("status = %d, want %d", rec.Code, status)
		}
		assertSecurityHeaders(t, rec.Header())
	}
}

func TestStripSecurityHeaders(t *testing.T) {
	h := http.Header{}
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", "default-src *")
	h.Set("X-Other", "kept")
	stripSecurityHeaders(h)
	if h.Get("X-Frame-Options") != "" || h.Get("Content-Security-Policy") != "" {
		t.Fatalf("security headers not stripped: %v", h)
	}
	if h.Get("X-Other") != "kept" {
		t.Fatalf("unrelated header removed: %v", h)
	}
}
