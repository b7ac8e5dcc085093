package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"maps"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/store"
)

// testEnv is a Server on a fresh data dir, plus what tests need to poke it.
type testEnv struct {
	srv    *Server
	store  *store.Store
	secret []byte
	logs   *bytes.Buffer
	dir    string // the data dir (database file inside)
}

func newTestEnv(t testing.TB) *testEnv {
	t.Helper()
	return newTestEnvWith(t, nil)
}

// newTestEnvWith uses the given login throttle (nil: the default one).
func newTestEnvWith(t testing.TB, throttle *auth.LoginThrottle) *testEnv {
	t.Helper()
	return newTestEnvDeps(t, func(d *Deps) { d.Throttle = throttle })
}

// newTestEnvDeps lets a test change the Deps before the server is built.
func newTestEnvDeps(t testing.TB, edit func(*Deps)) *testEnv {
	t.Helper()
	dir := t.TempDir()
	st := storetest.OpenIn(t, dir)
	secret, err := auth.LoadOrCreateSecret(dir)
	if err != nil {
		t.Fatal(err)
	}
	logs := &bytes.Buffer{}
	d := Deps{
		Store:   st,
		Tokens:  auth.NewTokens(secret, auth.DefaultTTL, time.Now),
		Logger:  slog.New(slog.NewTextHandler(logs, nil)),
		Version: "v-test",
	}
	edit(&d)
	srv := New(withDomains(t, d))
	return &testEnv{srv: srv, store: st, secret: secret, logs: logs, dir: dir}
}

const adminPassword = "correct-horse"

// withAdmin creates the first admin "admin" / adminPassword.
func (e *testEnv) withAdmin(t testing.TB) store.User {
	t.Helper()
	hash, err := auth.HashPassword(adminPassword)
	if err != nil {
		t.Fatal(err)
	}
	u, err := e.store.CreateFirstAdmin(context.Background(), "admin", hash)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// tokenFor signs a token with the server's secret on a chosen clock.
func (e *testEnv) tokenFor(t *testing.T, userID int64, issuedAt time.Time) string {
	t.Helper()
	tok, err := auth.NewTokens(e.secret, auth.DefaultTTL, func() time.Time { return issuedAt }).Issue(userID, "admin", 1)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// reply is one decoded API answer.
type reply struct {
	status int
	header http.Header
	env    struct {
		Code    int             `json:"code"`
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data"`
		Reason  string          `json:"reason"`
	}
	raw string
}

// call sends a request through h; authz is the whole Authorization header.
func call(t *testing.T, h http.Handler, method, path, body, authz string) reply {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, rd)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if authz != "" {
		req.Header.Set("Authorization", authz)
	}
	return serve(t, h, req)
}

// serve sends a request built by hand through h and reads its answer.
func serve(t *testing.T, h http.Handler, req *http.Request) reply {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return parseReply(t, rec)
}

// upload posts data to path as the multipart file field "file" named
// filename, as a browser's file picker sends it; authz as in call.
func upload(t *testing.T, h http.Handler, path, filename string, data []byte, authz string) reply {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", filename)
	fw.Write(data)
	mw.Close()
	req := httptest.NewRequest("POST", path, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", authz)
	return serve(t, h, req)
}

// parseReply decodes a recorded answer, which must be a JSON envelope.
func parseReply(t *testing.T, rec *httptest.ResponseRecorder) reply {
	t.Helper()
	r := reply{status: rec.Code, header: rec.Header(), raw: rec.Body.String()}
	if err := json.Unmarshal(rec.Body.Bytes(), &r.env); err != nil {
		t.Fatalf("body is not a JSON envelope: %q", r.raw)
	}
	return r
}

func bearer(tok string) string { return "Bearer " + tok }

// wantFail asserts an HTTP 200 business error with exactly msg, and no
// reason: the screens retry it and show the admin no settings for it.
func wantFail(t *testing.T, r reply, msg string) {
	t.Helper()
	wantFailFor(t, r, msg, "")
}

// wantSetup asserts a failure only the settings cure (reason "setup"),
// worded msg for its reader.
func wantSetup(t *testing.T, r reply, msg string) {
	t.Helper()
	wantFailFor(t, r, msg, "setup")
}

func wantFailFor(t *testing.T, r reply, msg, reason string) {
	t.Helper()
	if r.status != http.StatusOK || r.env.Code != 1 || r.env.Message != msg || r.env.Reason != reason {
		t.Fatalf("got %d %q, want 200 code 1 %q reason %q", r.status, r.raw, msg, reason)
	}
}

// wantOK asserts HTTP 200 code 0 and decodes data into v (if non-nil).
func wantOK(t *testing.T, r reply, v any) {
	t.Helper()
	if r.status != http.StatusOK || r.env.Code != 0 {
		t.Fatalf("got %d %q, want 200 code 0", r.status, r.raw)
	}
	if v != nil {
		if err := json.Unmarshal(r.env.Data, v); err != nil {
			t.Fatalf("data %s: %v", r.env.Data, err)
		}
	}
}

// okData asserts HTTP 200 code 0 and returns data decoded as a T.
func okData[T any](t *testing.T, r reply) T {
	t.Helper()
	var v T
	wantOK(t, r, &v)
	return v
}

// addRecord stores one download record straight in its table: cols are
// its columns by name; the ones every row needs and a test does not care
// about are plain (site hdsky, user 1, client qb, save path /d, created
// 2026-11-02 10:00:00, the torrent's name as its hash).
func (e *testEnv) addRecord(t *testing.T, cols map[string]any) {
	t.Helper()
	row := map[string]any{"site_name": "hdsky", "user_id": 1, "torrent_name": "x", "torrent_subject": "",
		"save_path": "/d", "client_name": "qb", "created_at": "2026-11-02 10:00:00"}
	maps.Copy(row, cols)
	if _, ok := cols["torrent_hash"]; !ok {
		row["torrent_hash"] = row["torrent_name"]
	}
	names := slices.Sorted(maps.Keys(row))
	args := make([]any, len(names))
	for i, n := range names {
		args[i] = row[n]
	}
	q := `INSERT INTO download_record(` + strings.Join(names, ", ") + `) VALUES (?` + strings.Repeat(", ?", len(names)-1) + `)`
	if _, err := e.store.DB().Exec(q, args...); err != nil {
		t.Fatal(err)
	}
}
