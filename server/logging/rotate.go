package logging

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// Rotation defaults: enough history to debug a bad day on a small NAS
// without letting logs fill its disk (at most 60 MiB in all).
const (
	DefaultMaxBytes   = 10 << 20
	DefaultMaxBackups = 5
)

// RotatingFile is an io.WriteCloser on <dir>/movie-robot.log that rotates by
// size: before a write would take the file past maxBytes, it becomes
// movie-robot.1.log (older ones shift up, the one past maxBackups is deleted)
// and a new file starts. Safe for concurrent use; slog handlers write one
// whole record per Write, so a record is never split across files.
type RotatingFile struct {
	dir        string
	maxBytes   int64
	maxBackups int

	mu   sync.Mutex
	f    *os.File
	size int64
}

// NewRotatingFile opens (appending) or creates the current log file in dir,
// creating dir with mode 0700; log files are 0600 since lines may name users
// and paths.
func NewRotatingFile(dir string, maxBytes int64, maxBackups int) (*RotatingFile, error) {
	if maxBytes <= 0 || maxBackups < 0 {
		return nil, fmt.Errorf("logging: bad rotation limits %d bytes, %d backups", maxBytes, maxBackups)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("logging: creating log dir: %w", err)
	}
	rf := &RotatingFile{dir: dir, maxBytes: maxBytes, maxBackups: maxBackups}
	if err := rf.open(); err != nil {
		return nil, err
	}
	return rf, nil
}

func (rf *RotatingFile) open() error {
	f, err := os.OpenFile(filepath.Join(rf.dir, CurrentFileName), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("logging: opening log file: %w", err)
	}
	info, err := f.Stat()
	if err == nil && info.Mode().Perm() != 0o600 {
		err = f.Chmod(0o600) // a file left by an older build or another umask
	}
	if err != nil {
		f.Close()
		return fmt.Errorf("logging: preparing log file: %w", err)
	}
	rf.f, rf.size = f, info.Size()
	return nil
}

// Write appends p, rotating first if p would overflow a non-empty file.
// If rotation fails part-way (say, a rename is refused) the record is still
// written to whichever current file could be opened: losing log lines would
// be worse than an oversized file.
func (rf *RotatingFile) Write(p []byte) (int, error) {
	rf.mu.Lock()
	defer rf.mu.Unlock()
	if rf.f == nil {
		return 0, os.ErrClosed
	}
	if rf.size > 0 && rf.size+int64(len(p)) > rf.maxBytes {
		if err := rf.rotate(); err != nil && rf.f == nil {
			return 0, err
		}
	}
	n, err := rf.f.Write(p)
	rf.size += int64(n)
	return n, err
}

// rotate closes the current file, shifts the backups and reopens a fresh
// current file. It always tries to reopen, even when shifting failed.
func (rf *RotatingFile) rotate() error {
	if err := rf.f.Close(); err != nil {
		return fmt.Errorf("logging: closing log file: %w", err)
	}
	rf.f = nil
	shiftErr := rf.shiftBackups()
	if err := rf.open(); err != nil {
		return err
	}
	return shiftErr
}

// shiftBackups deletes the oldest backup, renames movie-robot.N.log to N+1
// from the oldest down, and moves the current file to .1 (or deletes it when
// no backups are kept).
func (rf *RotatingFile) shiftBackups() error {
	current := filepath.Join(rf.dir, CurrentFileName)
	if rf.maxBackups == 0 {
		return removeIfExists(current)
	}
	if err := removeIfExists(filepath.Join(rf.dir, backupFileName(rf.maxBackups))); err != nil {
		return err
	}
	for n := rf.maxBackups - 1; n >= 1; n-- {
		err := os.Rename(filepath.Join(rf.dir, backupFileName(n)), filepath.Join(rf.dir, backupFileName(n+1)))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("logging: rotating: %w", err)
		}
	}
	if err := os.Rename(current, filepath.Join(rf.dir, backupFileName(1))); err != nil {
		return fmt.Errorf("logging: rotating: %w", err)
	}
	return nil
}

func removeIfExists(name string) error {
	if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("logging: rotating: %w", err)
	}
	return nil
}

// Close closes the current file; later writes fail with os.ErrClosed.
func (rf *RotatingFile) Close() error {
	rf.mu.Lock()
	defer rf.mu.Unlock()
	if rf.f == nil {
		return nil
	}
	err := rf.f.Close()
	rf.f = nil
	return err
}
