package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// bodySeeds are JSON-ish bodies both decoding endpoints get as a corpus.
var bodySeeds = []string{
	"", "{}", "null", "[]", "0", `"x"`, "{", `{"username":`, `{"username":1}`, `{"a":1} {"b":2}`,
	`{"username":"admin","password":"` + adminPassword + `"}`, `{"username":"admin","password":"wrong"}`,
	`{"username":" ADMIN ","password":"x","extra":[1,{"y":null}]}`, `{"username":"\u0000","password":"\ud800"}`,
	`{"username":"` + strings.Repeat("管", 70) + `","password":"password1"}`, `{"username":"bob","password":"😀😀😀😀"}`,
	`{"username":null,"password":null}`, `{"username":"a","password":"12345678"}`, "\xff\xfe{}", `{"username":"a"}garbage`,
}

// checkEnvelope asserts the decoding endpoints' promise: whatever the body,
// the answer is a {code: 0|1, message} envelope and never a 500.
func checkEnvelope(t *testing.T, rec *httptest.ResponseRecorder) {
	t.Helper()
	switch rec.Code {
	case http.StatusOK, http.StatusRequestEntityTooLarge, http.StatusTooManyRequests:
	default:
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var env struct {
		Code    *int    `json:"code"`
		Message *string `json:"message"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code == nil || env.Message == nil {
		t.Fatalf("not an envelope: %q (%v)", rec.Body, err)
	}
	if (*env.Code != 0 && *env.Code != 1) || (*env.Code == 0 && rec.Code != http.StatusOK) {
		t.Fatalf("code %d with status %d", *env.Code, rec.Code)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type %q", ct)
	}
}

func post(h http.Handler, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func FuzzGetToken(f *testing.F) {
	for _, s := range bodySeeds {
		f.Add(s)
	}
	e := newTestEnv(f)
	e.withAdmin(f)
	f.Fuzz(func(t *testing.T, body string) {
		checkEnvelope(t, post(e.srv, "/api/auth/get_token", body))
	})
}

func FuzzInitAdmin(f *testing.F) {
	for _, s := range bodySeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		e := newTestEnv(t) // fresh: once an admin exists, validation is never reached
		rec := post(e.srv, "/api/config/init_admin", body)
		checkEnvelope(t, rec)
		if has, _ := e.store.HasAdmin(t.Context()); has != strings.Contains(rec.Body.String(), `"code":0`) {
			t.Fatalf("admin created = %v, answer %s", has, rec.Body)
		}
	})
}
