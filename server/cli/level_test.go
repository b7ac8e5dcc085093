package cli

import (
	"log/slog"
	"testing"
)

func TestParseLevel(t *testing.T) {
	for s, want := range map[string]slog.Level{"debug": slog.LevelDebug, "INFO": slog.LevelInfo, "warn": slog.LevelWarn, "error": slog.LevelError} {
		if got, err := parseLevel(s); err != nil || got != want {
			t.Errorf("parseLevel(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := parseLevel("loud"); err == nil {
		t.Error("parseLevel(loud) accepted")
	}
}
