package store

import (
	"os"
	"path/filepath"
	"testing"
)

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "data")
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, dir
}

func fileMode(t *testing.T, path string) os.FileMode {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatalf("stat %s: %v", path, err)
	}
	return fi.Mode().Perm()
}

func TestOpenCreatesPrivateDirAndFiles(t *testing.T) {
	s, dir := openTemp(t)
	if m := fileMode(t, dir); m != 0o700 {
		t.Errorf("data dir mode = %o, want 700", m)
	}
	db := filepath.Join(dir, DBFileName)
	if m := fileMode(t, db); m != 0o600 {
		t.Errorf("db mode = %o, want 600", m)
	}
	// Write something so the WAL side files certainly exist.
	if _, err := s.db.Exec(`INSERT INTO settings(key, value) VALUES ('k', 'v')`); err != nil {
		t.Fatal(err)
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(db + side); err != nil {
			t.Fatalf("%s missing in WAL mode: %v", side, err)
		}
		if m := fileMode(t, db+side); m != 0o600 {
			t.Errorf("%s mode = %o, want 600", side, m)
		}
	}
}

func TestOpenFixesLooseModeOfExistingDB(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, DBFileName)
	if err := os.WriteFile(db, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(db, 0o644); err != nil { // umask may have narrowed it
		t.Fatal(err)
	}
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	if m := fileMode(t, db); m != 0o600 {
		t.Errorf("db mode = %o, want 600", m)
	}
}

func TestPragmasOnEveryConnection(t *testing.T) {
	s, _ := openTemp(t)
	// Hold several connections at once so the pool has to open new ones.
	tx1, err := s.db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx1.Rollback()
	want := map[string]string{
		"journal_mode": "wal",
		"synchronous":  "2", // FULL
		"busy_timeout": "5000",
		"foreign_keys": "1",
		"cache_size":   "-1024",
	}
	for name, w := range want {
		var got string
		if err := s.db.QueryRow("PRAGMA " + name).Scan(&got); err != nil {
			t.Fatalf("PRAGMA %s: %v", name, err)
		}
		if got != w {
			t.Errorf("PRAGMA %s = %q, want %q", name, got, w)
		}
	}
}

func TestOpenRejectsQuestionMarkPath(t *testing.T) {
	if _, err := Open(filepath.Join(t.TempDir(), "a?b")); err == nil {
		t.Fatal("Open accepted a path the driver would misparse")
	}
}
