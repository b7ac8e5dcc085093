package logging

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func writeLog(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestReadLinesWindowAndFollow(t *testing.T) {
	dir := t.TempDir()
	writeLog(t, dir, CurrentFileName, "a\nb\r\nc\nd\npartial")
	got, err := ReadLines(dir, CurrentFileName, 0, 3)
	if err != nil || !slices.Equal(got.Lines, []string{"b", "c", "d"}) || got.Total != 4 || got.Reset {
		t.Fatalf("last 3: %+v %v", got, err)
	}
	got, _ = ReadLines(dir, CurrentFileName, 2, 100)
	if !slices.Equal(got.Lines, []string{"c", "d"}) || got.Total != 4 {
		t.Fatalf("after 2: %+v", got)
	}
	got, _ = ReadLines(dir, CurrentFileName, 4, 100)
	if len(got.Lines) != 0 || got.Lines == nil || got.Total != 4 {
		t.Fatalf("nothing new: %+v", got)
	}
	// The file rotated: fewer lines than the caller had.
	writeLog(t, dir, CurrentFileName, "x\ny\n")
	got, _ = ReadLines(dir, CurrentFileName, 4, 100)
	if !got.Reset || !slices.Equal(got.Lines, []string{"x", "y"}) || got.Total != 2 {
		t.Fatalf("after rotation: %+v", got)
	}
	writeLog(t, dir, "movie-robot.1.log", strings.Repeat("line\n", 6000))
	if got, _ := ReadLines(dir, "movie-robot.1.log", 0, 5000); len(got.Lines) != 5000 || got.Total != 6000 {
		t.Fatalf("cap: %d lines, total %d", len(got.Lines), got.Total)
	}
}

// Nothing outside the log folder can be read, whatever the name says.
func TestReadLinesIsConfinedToTheLogFolder(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "logs")
	os.Mkdir(dir, 0o700)
	writeLog(t, parent, "secret.txt", "password=1\n")
	writeLog(t, parent, CurrentFileName, "outside\n")
	writeLog(t, dir, "movie-robot.2.log", "inside\n")
	os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, CurrentFileName))
	os.Symlink("movie-robot.2.log", filepath.Join(dir, "movie-robot.3.log")) // even one pointing inside
	os.Symlink(parent, filepath.Join(dir, "movie-robot.4.log"))
	for _, name := range []string{
		"../secret.txt", "../" + CurrentFileName, filepath.Join(parent, "secret.txt"), "/etc/passwd",
		CurrentFileName, "movie-robot.3.log", "movie-robot.4.log", "logs/movie-robot.2.log", "movie-robot.9.log", "",
	} {
		if got, err := ReadLines(dir, name, 0, 10); !errors.Is(err, ErrNoSuchLog) {
			t.Errorf("%q: %+v %v", name, got, err)
		}
	}
	if got, err := ReadLines(dir, "movie-robot.2.log", 0, 10); err != nil || got.Lines[0] != "inside" {
		t.Fatalf("the real log: %+v %v", got, err)
	}
	if _, err := ReadLines(filepath.Join(parent, "nope"), CurrentFileName, 0, 10); !errors.Is(err, ErrNoSuchLog) {
		t.Fatalf("missing folder: %v", err)
	}
}
