package logging

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
)

// ErrNoSuchLog is returned for a name that is not one of the log files in
// the folder — whatever the name points at.
var ErrNoSuchLog = errors.New("logging: no such log file")

// Lines is a window of a log file's complete lines.
type Lines struct {
	Lines []string
	Total int  // complete lines in the file now
	Reset bool // the file has fewer lines than the caller had: it rotated
}

// maxLineBytes bounds one returned line (records are far shorter).
const maxLineBytes = 64 << 10

// ReadLines returns log file name's complete lines from index after
// (0-based; a caller following the file passes the Total it saw last),
// at most max of them (the last ones). A trailing line still being written
// is left for the next call.
//
// Only names IsLogFileName accepts are opened, through an os.Root on dir,
// and only as regular files: "../x", absolute paths, names with slashes and
// symlinks (wherever they point) are all ErrNoSuchLog.
func ReadLines(dir, name string, after, max int) (Lines, error) {
	f, _, err := Open(dir, name)
	if err != nil {
		return Lines{}, err
	}
	defer f.Close()
	return tail(f, after, max)
}

// Open opens log file name for reading, with the confinement ReadLines
// describes; the caller closes it.
func Open(dir, name string) (*os.File, fs.FileInfo, error) {
	if !IsLogFileName(name) {
		return nil, nil, ErrNoSuchLog
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, notFound(err)
	}
	defer root.Close()
	// Lstat first: a symlink (even one pointing inside) or a FIFO is not a
	// log file, and opening a FIFO would block.
	info, err := root.Lstat(name)
	if err != nil {
		return nil, nil, notFound(err)
	}
	if !info.Mode().IsRegular() {
		return nil, nil, ErrNoSuchLog
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, nil, notFound(err)
	}
	return f, info, nil
}

func notFound(err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || strings.Contains(err.Error(), "escapes") {
		return ErrNoSuchLog
	}
	return err
}

// tail reads r line by line, keeping at most max of the lines at index ≥
// after in a ring.
func tail(r io.Reader, after, max int) (Lines, error) {
	max = clampMax(max)
	br := bufio.NewReaderSize(r, 64<<10)
	ring := make([]string, 0, min(max, 1024))
	start := 0 // ring is full once len == max; start is its oldest slot
	n := 0
	keep := func(line string) {
		if len(ring) < max {
			ring = append(ring, line)
			return
		}
		ring[start] = line
		start = (start + 1) % max
	}
	for {
		line, err := br.ReadString('\n')
		if err == io.EOF {
			break // a line without its newline is still being written
		}
		if err != nil {
			return Lines{}, err
		}
		if n >= after {
			line = strings.TrimRight(line, "\r\n")
			if len(line) > maxLineBytes {
				line = line[:maxLineBytes]
			}
			keep(line)
		}
		n++
	}
	out := append(ring[start:len(ring):len(ring)], ring[:start]...)
	if after > n { // the file shrank: rotated; start over with its tail
		res, err := Lines{}, error(nil)
		if seeker, ok := r.(io.Seeker); ok {
			if _, err = seeker.Seek(0, io.SeekStart); err == nil {
				res, err = tail(r, 0, max)
			}
		}
		res.Reset = true
		return res, err
	}
	return Lines{Lines: out, Total: n}, nil
}

// clampMax keeps the window at least one line.
func clampMax(max int) int {
	if max < 1 {
		return 1
	}
	return max
}
