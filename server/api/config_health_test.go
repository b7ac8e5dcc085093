package api

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/clients"
)

// fakeChecker answers every check with version/err and records what it
// was asked.
type fakeChecker struct {
	version string
	err     error
	media   []clients.MediaServer
	dl      []clients.DownloadClient
}

func (f *fakeChecker) CheckMediaServer(_ context.Context, m clients.MediaServer) (string, error) {
	f.media = append(f.media, m)
	return f.version, f.err
}

func (f *fakeChecker) CheckDownloadClient(_ context.Context, d clients.DownloadClient) (string, error) {
	f.dl = append(f.dl, d)
	return f.version, f.err
}

func withChecker(t *testing.T, e *testEnv, c Checker) *Server {
	return New(withDomains(t, Deps{Store: e.store, Tokens: auth.NewTokens(e.secret, auth.DefaultTTL, time.Now), Checker: c}))
}

func TestChecksGetTheValidatedSettings(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	fc := &fakeChecker{version: "1.0"}
	srv := withChecker(t, e, fc)
	wantOK(t, call(t, srv, "POST", "/api/config/save_download_client",
		`{"type":"transmission","url":" http://tr:9091/ ","username":"u","password":" p ","need_login":false}`, admin), nil)
	want := clients.DownloadClient{Type: "transmission", URL: "http://tr:9091", Username: "u", Password: " p "}
	if len(fc.dl) != 1 || fc.dl[0] != want {
		t.Fatalf("checked %+v", fc.dl)
	}
	wantOK(t, call(t, srv, "POST", "/api/config/test_media_server", `{"type":"plex","url":"http://plex:32400","token":"t"}`, admin), nil)
	if len(fc.media) != 1 || fc.media[0] != (clients.MediaServer{Type: "plex", URL: "http://plex:32400", Token: "t"}) {
		t.Fatalf("checked %+v", fc.media)
	}
}

// A failure that is not a *clients.Error still yields a stored 异常 with a
// generic reason, never the raw error text.
func TestCheckFailureWithoutReason(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	srv := withChecker(t, e, &fakeChecker{err: errors.New("internal detail with secret")})
	r := call(t, srv, "POST", "/api/config/save_media_server", `{"type":"emby","url":"http://x","token":"k"}`, admin)
	wantOK(t, r, nil)
	if r.env.Message != "已保存，但连接失败：连接检查失败" || strings.Contains(r.raw, "secret") {
		t.Fatalf("save: %s", r.raw)
	}
	wantFail(t, call(t, srv, "POST", "/api/config/test_media_server", `{"type":"emby","url":"http://x","token":"k"}`, admin), "连接检查失败")
}

func TestVersionlessSuccessMessage(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	srv := withChecker(t, e, &fakeChecker{})
	r := call(t, srv, "POST", "/api/config/save_media_server", `{"type":"emby","url":"http://x","token":"k"}`, admin)
	if r.env.Message != "保存成功，连接正常" {
		t.Fatalf("save: %s", r.raw)
	}
	if r := call(t, srv, "POST", "/api/config/test_media_server", `{"type":"emby","url":"http://x","token":"k"}`, admin); r.env.Message != "连接成功" {
		t.Fatalf("test: %s", r.raw)
	}
}
