package auth

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecretCreatedPrivateAndReused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data") // does not exist yet
	s1, err := LoadOrCreateSecret(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(s1) != 32 {
		t.Fatalf("len = %d, want 32", len(s1))
	}
	path := filepath.Join(dir, SecretFileName)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if m := fi.Mode().Perm(); m != 0o600 {
		t.Errorf("mode = %o, want 600", m)
	}
	s2, err := LoadOrCreateSecret(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(s1, s2) {
		t.Fatal("second call generated a new secret instead of reusing the file")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("leftover files in data dir: %v", entries)
	}
}

func TestSecretModeIsTightenedOnLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, SecretFileName)
	want := bytes.Repeat([]byte{7}, 40)
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(path, 0o644)
	got, err := LoadOrCreateSecret(dir)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("got %v, %v", got, err)
	}
	fi, _ := os.Stat(path)
	if m := fi.Mode().Perm(); m != 0o600 {
		t.Errorf("mode = %o, want 600", m)
	}
}

func TestShortSecretRejected(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, SecretFileName), []byte("short"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := LoadOrCreateSecret(dir)
	if err == nil || !strings.Contains(err.Error(), "at least 32") {
		t.Fatalf("err = %v, want a clear length error", err)
	}
}
