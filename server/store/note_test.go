package store

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

// A bookkeeping write that fails is told in the log by what it was for.
func TestNoteLogsAFailedWrite(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var buf bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, nil)))
	defer slog.SetDefault(prev)

	Note(context.Background(), s.DB(), "a probe", `UPDATE settings SET value = '' WHERE key = 'x'`)
	if buf.Len() != 0 {
		t.Fatalf("a write that worked was logged: %s", buf.String())
	}
	Note(context.Background(), s.DB(), "a probe", `UPDATE no_such_table SET x = 1`)
	if !strings.Contains(buf.String(), "a bookkeeping write failed: a probe") || !strings.Contains(buf.String(), "no_such_table") {
		t.Fatalf("log: %q", buf.String())
	}
}
