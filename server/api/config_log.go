package api

import (
	"log/slog"
	"net/http"
)

// logSaved records that a configuration section changed. Only the section
// key and (for services) the health status are logged: the records hold
// passwords, tokens and API keys.
func (s *Server) logSaved(r *http.Request, key string, attrs ...slog.Attr) {
	s.log.LogAttrs(r.Context(), slog.LevelInfo, "config saved",
		append([]slog.Attr{slog.String("section", key)}, attrs...)...)
}
