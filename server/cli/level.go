package cli

import (
	"fmt"
	"log/slog"
	"strings"
)

func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(strings.ToUpper(s))); err != nil {
		return l, fmt.Errorf("--log-level must be debug, info, warn or error, got %q", s)
	}
	return l, nil
}
