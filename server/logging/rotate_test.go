package logging

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func readFile(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRotationShiftsAndKeepsCount(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "logs")
	rf, err := NewRotatingFile(dir, 20, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer rf.Close()
	// Each record is 10 bytes, so every third write starts a new file.
	for i := range 12 {
		if _, err := fmt.Fprintf(rf, "record-%02d\n", i); err != nil {
			t.Fatal(err)
		}
	}
	names, err := FileNames(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"movie-robot.log", "movie-robot.1.log", "movie-robot.2.log", "movie-robot.3.log"}
	if !slices.Equal(names, want) {
		t.Fatalf("files = %v, want %v (3 backups kept)", names, want)
	}
	contents := map[string]string{
		"movie-robot.log":   "record-10\nrecord-11\n",
		"movie-robot.1.log": "record-08\nrecord-09\n",
		"movie-robot.2.log": "record-06\nrecord-07\n",
		"movie-robot.3.log": "record-04\nrecord-05\n",
	}
	for name, wantText := range contents {
		if got := readFile(t, dir, name); got != wantText {
			t.Errorf("%s = %q, want %q", name, got, wantText)
		}
	}
}

func TestOversizedRecordIsWrittenWhole(t *testing.T) {
	dir := t.TempDir()
	rf, err := NewRotatingFile(dir, 8, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer rf.Close()
	big := strings.Repeat("x", 30) + "\n"
	fmt.Fprint(rf, big) // into an empty file: no rotation, no empty backup
	if names, _ := FileNames(dir); !slices.Equal(names, []string{CurrentFileName}) {
		t.Fatalf("an empty file was rotated: %v", names)
	}
	fmt.Fprint(rf, "a\n")
	fmt.Fprint(rf, big)
	if got := readFile(t, dir, CurrentFileName); got != big {
		t.Fatalf("current = %q, want the whole big record alone", got)
	}
	if got := readFile(t, dir, "movie-robot.1.log"); got != "a\n" {
		t.Fatalf("backup = %q", got)
	}
}

func TestReopenAppendsAndCountsExistingSize(t *testing.T) {
	dir := t.TempDir()
	rf, _ := NewRotatingFile(dir, 10, 2)
	fmt.Fprint(rf, "12345678\n")
	rf.Close()
	rf, err := NewRotatingFile(dir, 10, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer rf.Close()
	fmt.Fprint(rf, "abc\n") // 9 + 4 > 10: must rotate, not grow past the limit
	if got := readFile(t, dir, CurrentFileName); got != "abc\n" {
		t.Fatalf("current = %q", got)
	}
	if got := readFile(t, dir, "movie-robot.1.log"); got != "12345678\n" {
		t.Fatalf("backup = %q", got)
	}
}

func TestModes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "logs")
	// A file left with a wider mode is narrowed on open.
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, CurrentFileName), []byte("old\n"), 0o644)
	os.Chmod(filepath.Join(dir, CurrentFileName), 0o644)
	rf, err := NewRotatingFile(dir, 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer rf.Close()
	fmt.Fprint(rf, "rotates\n")
	for _, name := range []string{CurrentFileName, "movie-robot.1.log"} {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil || info.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, %v; want 0600", name, info.Mode().Perm(), err)
		}
	}
	fresh := filepath.Join(t.TempDir(), "a", "b")
	rf2, err := NewRotatingFile(fresh, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	rf2.Close()
	if info, err := os.Stat(fresh); err != nil || info.Mode().Perm() != 0o700 {
		t.Fatalf("log dir mode %v, %v; want 0700", info.Mode().Perm(), err)
	}
}

func TestConcurrentWritesStayWhole(t *testing.T) {
	dir := t.TempDir()
	rf, err := NewRotatingFile(dir, 200, 50)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 25 {
				fmt.Fprintf(rf, "g%d-line-%02d\n", g, i)
			}
		})
	}
	wg.Wait()
	rf.Close()
	names, _ := FileNames(dir)
	lines := 0
	for _, name := range names {
		for _, l := range strings.Split(strings.TrimSuffix(readFile(t, dir, name), "\n"), "\n") {
			if !strings.HasPrefix(l, "g") || !strings.Contains(l, "-line-") || len(l) != len("g0-line-00") {
				t.Fatalf("torn line %q in %s", l, name)
			}
			lines++
		}
	}
	if lines != 200 {
		t.Fatalf("found %d lines, want 200", lines)
	}
}

func TestWriteAfterClose(t *testing.T) {
	rf, _ := NewRotatingFile(t.TempDir(), 10, 1)
	rf.Close()
	if _, err := rf.Write([]byte("x")); err == nil {
		t.Fatal("write after close succeeded")
	}
	if err := rf.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

func TestBadLimits(t *testing.T) {
	if _, err := NewRotatingFile(t.TempDir(), 0, 1); err == nil {
		t.Fatal("zero size limit accepted")
	}
}

func TestNoBackupsKept(t *testing.T) {
	dir := t.TempDir()
	rf, _ := NewRotatingFile(dir, 4, 0)
	defer rf.Close()
	fmt.Fprint(rf, "one\n")
	fmt.Fprint(rf, "two\n")
	names, _ := FileNames(dir)
	if !slices.Equal(names, []string{CurrentFileName}) || readFile(t, dir, CurrentFileName) != "two\n" {
		t.Fatalf("names %v, current %q", names, readFile(t, dir, CurrentFileName))
	}
}
