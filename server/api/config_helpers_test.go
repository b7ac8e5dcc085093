package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/store"
)

// adminAuth creates the first admin and returns its Authorization header.
func (e *testEnv) adminAuth(t *testing.T) string {
	t.Helper()
	u := e.withAdmin(t)
	return bearer(e.tokenFor(t, u.ID, time.Now()))
}

// userAuth creates a plain user (role 2) and returns its Authorization header.
func (e *testEnv) userAuth(t *testing.T) string {
	t.Helper()
	hash, err := auth.HashPassword("viewer-password")
	if err != nil {
		t.Fatal(err)
	}
	u, err := e.store.CreateUser(context.Background(), "viewer", hash, store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	return bearer(e.tokenFor(t, u.ID, time.Now()))
}

// viewer is the plain user userAuth created.
func (e *testEnv) viewer(t *testing.T) store.User {
	t.Helper()
	u, err := e.store.UserByUsername(context.Background(), "viewer")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// movieOnlyViewer creates the plain user (userAuth) and, as the admin,
// limits their search to Movie (update_user, #26); it returns their
// Authorization header.
func (e *testEnv) movieOnlyViewer(t *testing.T, admin string) string {
	t.Helper()
	user := e.userAuth(t)
	wantOK(t, call(t, e.srv, "POST", "/api/user/update_user", fmt.Sprintf(
		`{"uid":%d,"username":"viewer","nickname":"v","role":2,"permission_category":["Movie"]}`, e.viewer(t).ID), admin), nil)
	return user
}

func toJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// healthJSON is the health object in answers.
type healthJSON struct {
	Status    int    `json:"status"`
	Message   string `json:"message"`
	Version   string `json:"version"`
	CheckedAt string `json:"checked_at"`
}

// embyStandIn answers GET /System/Info for callers with key, like Emby.
func embyStandIn(t *testing.T, key, version string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/System/Info" {
			http.NotFound(w, r)
			return
		}
		if r.Header.Get("X-Emby-Token") != key {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		io.WriteString(w, `{"Version":"`+version+`"}`)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// qbStandIn answers the qBittorrent Web API login and version calls.
func qbStandIn(t *testing.T, user, pass string) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/v2/auth/login", func(w http.ResponseWriter, r *http.Request) {
		if r.PostFormValue("username") != user || r.PostFormValue("password") != pass {
			io.WriteString(w, "Fails.")
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "SID", Value: "s"})
		io.WriteString(w, "Ok.")
	})
	mux.HandleFunc("GET /api/v2/app/version", func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("SID"); err != nil {
			w.WriteHeader(http.StatusForbidden)
			return
		}
		io.WriteString(w, "v4.5.2")
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// deadURL is a loopback address where nothing listens.
func deadURL(t *testing.T) string {
	t.Helper()
	return fmt.Sprintf("http://127.0.0.1:%d", daemontest.FreePort(t))
}
