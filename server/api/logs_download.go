package api

import (
	"errors"
	"mime"
	"net/http"

	"github.com/movie-robot/web-console/server/logging"
)

// downloadLog: GET /api/common/download_log?log_file= (an addition) → the
// whole log file as an attachment. The viewer holds only the end of a
// file; this hands over all of it, with Range support for large files.
// Same confinement as get_log_lines: only the server's own log files.
func (s *Server) downloadLog(w http.ResponseWriter, r *http.Request) (any, error) {
	name := r.URL.Query().Get("log_file")
	if s.logDir == "" {
		return nil, errNoSuchLog
	}
	f, info, err := logging.Open(s.logDir, name)
	if errors.Is(err, logging.ErrNoSuchLog) {
		return nil, errNoSuchLog
	}
	if err != nil {
		return nil, err
	}
	return Raw(func(w http.ResponseWriter, r *http.Request) {
		defer f.Close()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
		w.Header().Set("Cache-Control", "no-store")
		http.ServeContent(w, r, name, info.ModTime(), f)
	}), nil
}
