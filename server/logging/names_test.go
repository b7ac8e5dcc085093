package logging

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestFileNamesNewestFirst(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{
		"movie-robot.10.log", "movie-robot.2.log", "movie-robot.log", "movie-robot.1.log",
		"other.log", "movie-robot.01.log", "movie-robot.x.log", "movie-robot.-1.log", "movie-robot.1.log.gz",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	os.Mkdir(filepath.Join(dir, "movie-robot.3.log"), 0o700) // a directory is not a log
	got, err := FileNames(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"movie-robot.log", "movie-robot.1.log", "movie-robot.2.log", "movie-robot.10.log"}
	if !slices.Equal(got, want) {
		t.Fatalf("FileNames = %v, want %v", got, want)
	}
}

func TestFileNamesMissingDir(t *testing.T) {
	got, err := FileNames(filepath.Join(t.TempDir(), "nope"))
	if err != nil || got == nil || len(got) != 0 {
		t.Fatalf("FileNames(missing) = %#v, %v; want empty list", got, err)
	}
}

func TestIsLogFileName(t *testing.T) {
	for name, want := range map[string]bool{
		"movie-robot.log": true, "movie-robot.1.log": true, "movie-robot.12.log": true,
		"movie-robot.0.log": false, "movie-robot.01.log": false, "../movie-robot.log": false,
		"movie-robot.log/..": false, "/etc/passwd": false, "movie-robot..log": false, "": false,
	} {
		if got := IsLogFileName(name); got != want {
			t.Errorf("IsLogFileName(%q) = %v, want %v", name, got, want)
		}
	}
}
