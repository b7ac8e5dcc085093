package cli

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func mode(t *testing.T, path string) fs.FileMode {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info.Mode().Perm()
}

// A data folder and logs/ that already exist with 0755 are tightened at
// start, like new ones.
func TestRunTightensExistingDataFolders(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	logs := filepath.Join(data, "logs")
	if err := os.MkdirAll(logs, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(data, 0o755)
	os.Chmod(logs, 0o755)
	startRun(t, Config{DataDir: data}, testLimits)
	for _, dir := range []string{data, logs} {
		if m := mode(t, dir); m != 0o700 {
			t.Errorf("%s has mode %04o, want 0700", dir, m)
		}
	}
}

func TestPreparePrivateDirsCreatesNewOnes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "logs")
	if err := preparePrivateDirs(os.Chmod, dir); err != nil {
		t.Fatal(err)
	}
	if m := mode(t, dir); m != 0o700 {
		t.Fatalf("mode %04o", m)
	}
}

// When the mode cannot be changed (not the owner: EPERM) the program
// refuses to start and says why and what to do.
func TestRunRefusesAFolderItCannotTighten(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o755)
	notOwner := func(string, fs.FileMode) error { return &fs.PathError{Op: "chmod", Path: dir, Err: syscall.EPERM} }
	err := preparePrivateDirs(notOwner, dir)
	if err == nil || !strings.Contains(err.Error(), "0755") || !strings.Contains(err.Error(), "chmod 700") ||
		!strings.Contains(err.Error(), "operation not permitted") {
		t.Fatalf("err = %v", err)
	}
	// The real program with a folder it does not own: run as non-root, a
	// folder owned by root is one; as root, nothing is refused, so this part
	// only runs where it can.
	if os.Geteuid() == 0 {
		return
	}
	if err := run(t.Context(), Config{DataDir: "/", Listen: "127.0.0.1:0", LogLevel: "error"}, testAssets, io.Discard, nil, testLimits); err == nil ||
		!strings.Contains(err.Error(), "cannot") {
		t.Fatalf("run on / started: %v", err)
	}
}
