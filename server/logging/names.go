package logging

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
)

// CurrentFileName is the log file being written; rotated ones are
// movie-robot.1.log (newest) … movie-robot.N.log (oldest).
const CurrentFileName = "movie-robot.log"

const (
	namePrefix = "movie-robot."
	nameSuffix = ".log"
)

func backupFileName(n int) string { return namePrefix + strconv.Itoa(n) + nameSuffix }

// backupNumber returns N for "movie-robot.N.log" (N ≥ 1, no sign or leading
// zero), 0 for the current file, and false for any other name.
func backupNumber(name string) (int, bool) {
	if name == CurrentFileName {
		return 0, true
	}
	mid, ok := strings.CutPrefix(name, namePrefix)
	if !ok {
		return 0, false
	}
	digits, ok := strings.CutSuffix(mid, nameSuffix)
	if !ok || digits == "" || digits[0] < '1' || digits[0] > '9' {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || strconv.Itoa(n) != digits {
		return 0, false
	}
	return n, true
}

// IsLogFileName reports whether name is one of this package's log file
// names. The log-viewing API must check a client-supplied name with it before
// opening anything, so no other file (or path) can be read.
func IsLogFileName(name string) bool {
	_, ok := backupNumber(name)
	return ok
}

// FileNames lists the log files in dir, newest first: movie-robot.log, then
// movie-robot.1.log, .2 …. A missing dir simply has no logs yet (empty list).
func FileNames(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return []string{}, nil
	}
	if err != nil {
		return nil, err
	}
	type numbered struct {
		n    int
		name string
	}
	var found []numbered
	for _, e := range entries {
		if n, ok := backupNumber(e.Name()); ok && e.Type().IsRegular() {
			found = append(found, numbered{n, e.Name()})
		}
	}
	slices.SortFunc(found, func(a, b numbered) int { return a.n - b.n })
	names := make([]string, 0, len(found))
	for _, f := range found {
		names = append(names, f.name)
	}
	return names, nil
}
