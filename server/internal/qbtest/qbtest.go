// Package qbtest starts Debian's real qbittorrent-nox for other packages'
// tests, so each does not write the same skipping, starting and stopping.
package qbtest

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/clients/qbnox"
)

// User and Password sign in to the instance Start runs.
const (
	User     = "admin"
	Password = "adminadmin1"
)

// Start runs qbittorrent-nox in a temporary profile, stopped when the test
// ends; the test is skipped where it is not installed or under -short.
func Start(t testing.TB) *qbnox.Instance {
	t.Helper()
	if _, err := exec.LookPath(qbnox.Binary); err != nil || testing.Short() {
		t.Skip("needs qbittorrent-nox (and no -short)")
	}
	qb, err := qbnox.Start(context.Background(), t.TempDir(), User, Password, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { qb.Stop() })
	return qb
}
