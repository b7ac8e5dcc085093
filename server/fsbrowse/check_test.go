package fsbrowse

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func problemOf(err error) Problem {
	var e *Error
	if errors.As(err, &e) {
		return e.Problem
	}
	return 0
}

func TestCheckDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file.txt")
	os.WriteFile(file, []byte("x"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)

	got, err := CheckDir(dir + "/sub/../sub/")
	if err != nil || got != filepath.Join(dir, "sub") {
		t.Fatalf("good dir: %q %v", got, err)
	}
	cases := map[string]Problem{
		"":                         NotAbsolute,
		"relative/path":            NotAbsolute,
		filepath.Join(dir, "nope"): NotExist,
		file:                       NotDir,
		file + "/below":            NotDir,
	}
	for p, want := range cases {
		if _, err := CheckDir(p); problemOf(err) != want {
			t.Errorf("%q: problem %d (%v), want %d", p, problemOf(err), err, want)
		}
	}
}

// lockedDir is a folder no one may read (opened again when the test
// ends, so it can be removed). Permissions do not bind root, so a test
// that needs it runs only as another user.
func lockedDir(t *testing.T) string {
	t.Helper()
	if os.Geteuid() == 0 {
		t.Skip("running as root: every folder is readable")
	}
	dir := filepath.Join(t.TempDir(), "locked")
	os.Mkdir(dir, 0o000)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	return dir
}

func TestCheckDirUnreadable(t *testing.T) {
	if _, err := CheckDir(lockedDir(t)); problemOf(err) != NoPermission {
		t.Fatalf("problem %d (%v), want NoPermission", problemOf(err), err)
	}
}
