package api

import (
	"fmt"
	"net/http"
	"testing"
)

func TestAdapterStatusErrors(t *testing.T) {
	h, logs := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return nil, fmt.Errorf("wrapped: %w", StatusError{Status: 429, Message: "慢一点", RetryAfter: 7})
	})
	r := call(t, h, "POST", "/x", "", "")
	if r.status != 429 || r.raw != `{"code":1,"message":"慢一点","data":null}` || r.header.Get("Retry-After") != "7" {
		t.Fatalf("got %d %q %s", r.status, r.header.Get("Retry-After"), r.raw)
	}
	if logs.Len() != 0 {
		t.Errorf("a status error was logged as internal: %s", logs)
	}
	h, _ = adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return nil, StatusError{Status: 413, Message: "太大"}
	})
	if r := call(t, h, "POST", "/x", "", ""); r.status != 413 || r.header.Get("Retry-After") != "" {
		t.Fatalf("got %d Retry-After=%q", r.status, r.header.Get("Retry-After"))
	}
}
