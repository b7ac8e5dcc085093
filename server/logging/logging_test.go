package logging

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewWritesToStderrAndFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "logs")
	var stderr bytes.Buffer
	logger, closer, err := New(dir, slog.LevelInfo, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	logger.Debug("hidden below level")
	logger.Info("server started", "addr", ":1329")
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile(filepath.Join(dir, CurrentFileName))
	if err != nil {
		t.Fatal(err)
	}
	for where, text := range map[string]string{"stderr": stderr.String(), "file": string(file)} {
		if !strings.Contains(text, `level=INFO msg="server started" addr=:1329`) {
			t.Errorf("%s lacks the record: %q", where, text)
		}
		if strings.Contains(text, "hidden below level") {
			t.Errorf("%s has a record below the level: %q", where, text)
		}
	}
}

func TestNewWithoutStderr(t *testing.T) {
	dir := t.TempDir()
	logger, closer, err := New(dir, slog.LevelDebug, nil)
	if err != nil {
		t.Fatal(err)
	}
	logger.Debug("only to the file")
	closer.Close()
	file, _ := os.ReadFile(filepath.Join(dir, CurrentFileName))
	if !strings.Contains(string(file), "only to the file") {
		t.Fatalf("file = %q", file)
	}
}

func TestNewFailsOnUnusableDir(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o600)
	if _, _, err := New(filepath.Join(blocker, "logs"), slog.LevelInfo, nil); err == nil {
		t.Fatal("New succeeded under a regular file")
	}
}
