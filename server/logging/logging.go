// Package logging sets up the binary's structured log: text lines to stderr
// and to a size-rotated file that the settings page can list and show.
package logging

import (
	"io"
	"log/slog"
)

// New returns a logger writing text records at level and above to stderr (if
// non-nil) and to <dir>/movie-robot.log, rotated at DefaultMaxBytes with
// DefaultMaxBackups kept. Close the returned Closer on shutdown.
func New(dir string, level slog.Level, stderr io.Writer) (*slog.Logger, io.Closer, error) {
	file, err := NewRotatingFile(dir, DefaultMaxBytes, DefaultMaxBackups)
	if err != nil {
		return nil, nil, err
	}
	return newLogger(file, level, stderr), file, nil
}

// newLogger fans records out to the file and, when given, stderr.
func newLogger(file io.Writer, level slog.Level, stderr io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	handlers := []slog.Handler{slog.NewTextHandler(file, opts)}
	if stderr != nil {
		handlers = append(handlers, slog.NewTextHandler(stderr, opts))
	}
	return slog.New(slog.NewMultiHandler(handlers...))
}
