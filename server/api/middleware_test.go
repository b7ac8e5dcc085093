package api

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
)

const signedOut = "登录已失效，请重新登录"

func TestMyAccountWithValidToken(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	r := call(t, e.srv, "GET", "/api/auth/my_account", "", bearer(e.tokenFor(t, admin.ID, time.Now())))
	wantOK(t, r, nil)
	want := `{"code":0,"message":"","data":{"id":1,"username":"admin","nickname":"admin","avatar":"","role":1,"role_name":"管理员"}}`
	if r.raw != want {
		t.Fatalf("body = %s\nwant   %s", r.raw, want)
	}
}

func TestMyAccountRefusesBadTokens(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	forged, err := auth.NewTokens([]byte("some-other-secret-some-other-sec"), auth.DefaultTTL, time.Now).Issue(admin.ID, "admin", 1)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{
		"missing":      "",
		"expired":      bearer(e.tokenFor(t, admin.ID, time.Now().Add(-auth.DefaultTTL-time.Minute))),
		"forged":       bearer(forged),
		"garbage":      bearer("not.a.jwt"),
		"no scheme":    e.tokenFor(t, admin.ID, time.Now()),
		"basic scheme": "Basic " + e.tokenFor(t, admin.ID, time.Now()),
		"empty bearer": "Bearer ",
		"deleted user": bearer(e.tokenFor(t, admin.ID+100, time.Now())),
	}
	for name, authz := range cases {
		t.Run(name, func(t *testing.T) {
			wantFail(t, call(t, e.srv, "GET", "/api/auth/my_account", "", authz), signedOut)
		})
	}
}

func TestBearerSchemeIsCaseInsensitive(t *testing.T) {
	req := httptest.NewRequest("GET", "/", nil)
	req.Header.Set("Authorization", "bearer  abc ")
	if tok, ok := bearerToken(req); !ok || tok != "abc" {
		t.Fatalf("got %q, %v", tok, ok)
	}
}
