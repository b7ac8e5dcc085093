package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestBuildIDIsStampedOnEveryAnswer(t *testing.T) {
	backend := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusBadGateway) })
	h, err := NewHandler(Options{Assets: fixtureFS(), Backend: backend})
	if err != nil {
		t.Fatal(err)
	}
	want := buildIDOf([]byte(indexHTML), "")
	if len(want) != 12 {
		t.Fatalf("id %q", want)
	}
	for _, p := range []string{"/", "/api/common/app", appJSPath, "/movie/search"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if got := rec.Header().Get(BuildHeader); got != want {
			t.Errorf("%s: %s = %q, want %q", p, BuildHeader, got, want)
		}
	}
}

func TestBuildIDOverrideAndChange(t *testing.T) {
	if got := buildIDOf([]byte("a"), "test-b"); got != "test-b" {
		t.Errorf("override: %q", got)
	}
	if buildIDOf([]byte("a"), "") == buildIDOf([]byte("b"), "") {
		t.Error("different builds share an id")
	}
	if got := buildIDOf(nil, ""); got != "" {
		t.Errorf("no build: %q", got)
	}
	h, _ := NewHandler(Options{Assets: fixtureFS(), BuildID: "swap-2"})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if got := rec.Header().Get(BuildHeader); got != "swap-2" {
		t.Errorf("override not served: %q", got)
	}
}
