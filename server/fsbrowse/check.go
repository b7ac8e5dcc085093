// Package fsbrowse reads the real file system of the machine the binary
// runs on, for the server path picker (common/get_dirs) and the path check
// of the media-path form (config/check_path). It only reads: it lists and
// stats folders, never opens files.
package fsbrowse

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Problem says what is wrong with a path.
type Problem int

// The problems a caller tells apart.
const (
	NotAbsolute  Problem = iota + 1 // relative or empty
	NotExist                        // nothing there
	NotDir                          // a file, or a path through a file
	NoPermission                    // exists, cannot be read
	Unreadable                      // anything else (I/O error, symlink loop …)
)

// Error is a path that cannot be used; Path is the cleaned path.
type Error struct {
	Path    string
	Problem Problem
	Err     error // the underlying error, for logs; may be nil
}

func (e *Error) Error() string {
	if e.Err != nil {
		return "fsbrowse: " + e.Path + ": " + e.Err.Error()
	}
	return "fsbrowse: " + e.Path
}

func (e *Error) Unwrap() error { return e.Err }

// Clean returns the cleaned form of an absolute path.
func Clean(p string) (string, error) {
	if p == "" || !filepath.IsAbs(p) {
		return "", &Error{Path: p, Problem: NotAbsolute}
	}
	return filepath.Clean(p), nil
}

// CheckDir verifies that p is an existing, readable folder and returns its
// cleaned form.
func CheckDir(p string) (string, error) {
	clean, err := Clean(p)
	if err != nil {
		return "", err
	}
	f, err := openDir(clean)
	if err != nil {
		return clean, err
	}
	defer f.Close()
	// Opening is not reading: a folder with r but not x, or a network
	// mount gone stale, fails only here.
	if _, err := f.ReadDir(1); err != nil && !errors.Is(err, io.EOF) {
		return clean, classify(clean, err)
	}
	return clean, nil
}

// openDir opens a folder for listing, with problems classified. It stats
// before it opens, and opens with O_DIRECTORY|O_NONBLOCK: opening a FIFO
// for reading blocks until a writer comes, pinning an OS thread per
// request, and a FIFO swapped in after the stat still fails at once.
func openDir(p string) (*os.File, error) {
	if fi, err := os.Stat(p); err != nil {
		return nil, classify(p, err)
	} else if !fi.IsDir() {
		return nil, &Error{Path: p, Problem: NotDir}
	}
	fd, err := syscall.Open(p, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, classify(p, &os.PathError{Op: "open", Path: p, Err: err})
	}
	f := os.NewFile(uintptr(fd), p)
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, classify(p, err)
	}
	if !fi.IsDir() {
		f.Close()
		return nil, &Error{Path: p, Problem: NotDir}
	}
	return f, nil
}

func classify(p string, err error) error {
	problem := Unreadable
	switch {
	case errors.Is(err, fs.ErrNotExist):
		problem = NotExist
	case errors.Is(err, fs.ErrPermission):
		problem = NoPermission
	case errors.Is(err, syscall.ENOTDIR):
		problem = NotDir
	}
	return &Error{Path: p, Problem: problem, Err: err}
}
