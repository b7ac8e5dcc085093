// Package qbtest starts Debian's real qbittorrent-nox for other packages'
// tests, so each does not write the same skipping, starting and stopping.
package qbtest

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/clients/qbnox"
	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// User and Password sign in to the instance Start runs.
const (
	User     = "admin"
	Password = "adminadmin1"
)

// Client is the default download client named name that signs in as User
// to the qbittorrent-nox at url (Start's, or a proxy in front of it).
func Client(name, url string) settings.DownloadClientEntry {
	return settings.DownloadClientEntry{Type: "qbittorrent", Name: name, URL: url, Username: User, Password: Password,
		NeedLogin: true, IsDefault: true}
}

// Start runs qbittorrent-nox in a temporary profile, stopped when the test
// ends; the test is skipped where it is not installed or under -short.
func Start(t testing.TB) *qbnox.Instance {
	t.Helper()
	if _, err := exec.LookPath(qbnox.Binary); err != nil || testing.Short() {
		t.Skip("needs qbittorrent-nox (and no -short)")
	}
	// The free port is chosen before qbittorrent-nox binds it, so another
	// process (a parallel test package's daemon) may take it first; the
	// daemon then exits, or its answer comes from the other. Another port
	// is tried then.
	for attempt := 1; ; attempt++ {
		qb, err := qbnox.Start(context.Background(), t.TempDir(), User, Password, 20*time.Second)
		if err == nil && !daemontest.Listens(qb.Pid(), qb.Port()) {
			qb.Stop()
			err = fmt.Errorf("another process answers at %s", qb.URL)
		}
		if err == nil {
			t.Cleanup(func() { qb.Stop() })
			return qb
		}
		if attempt == 3 {
			t.Fatal(err)
		}
		t.Logf("qbittorrent-nox, try %d: %v; again on another port", attempt, err)
	}
}

// StartBehindFaultProxy runs qbittorrent-nox as Start does, behind a
// standin.FaultProxy (closed when the test ends) whose calls the test
// breaks and repairs: the client under test talks to the proxy's URL, the
// test checks the daemon itself at the instance's.
func StartBehindFaultProxy(t testing.TB) (*qbnox.Instance, *standin.FaultProxy) {
	t.Helper()
	qb := Start(t)
	proxy := standin.NewFaultProxy(qb.URL)
	t.Cleanup(proxy.Close)
	return qb, proxy
}

// Do sends req to the qbittorrent-nox at its URL's host, signed in as
// User, as its web UI would; the test fails where it cannot be sent or is
// not answered 200 OK. The caller closes the answer's body.
func Do(t testing.TB, req *http.Request) *http.Response {
	t.Helper()
	login, err := http.PostForm(req.URL.Scheme+"://"+req.URL.Host+"/api/v2/auth/login",
		url.Values{"username": {User}, "password": {Password}})
	if err != nil {
		t.Fatal(err)
	}
	login.Body.Close()
	for _, c := range login.Cookies() {
		req.AddCookie(c)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		t.Fatalf("qBittorrent %s: HTTP %d", req.URL.Path, res.StatusCode)
	}
	return res
}

// Post posts form to path of the qbittorrent-nox at base, signed in.
func Post(t testing.TB, base, path string, form url.Values) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	Do(t, req).Body.Close()
}
