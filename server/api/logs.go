package api

import (
	"errors"
	"mime"
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/logging"
)

// maxLogLines is the most get_log_lines returns at once, as the original
// API: the end of the file. maxFollowLines is the most with after_line (our
// viewer, which windows its rows): a whole rotated file (10 MiB holds about
// 50,000–70,000 records) so it can be read from the top, not only its end.
const (
	maxLogLines    = 5000
	maxFollowLines = 80000
)

var (
	errNoSuchLog  = Error{Message: "日志文件不存在"}
	errAfterLine  = Error{Message: "after_line必须是不小于0的整数"}
	emptyLogNames = []string{}
)

// getLogFiles: GET /api/common/get_log_files, newest first.
func (s *Server) getLogFiles(w http.ResponseWriter, r *http.Request) (any, error) {
	if s.LogDir == "" {
		return emptyLogNames, nil
	}
	return logging.FileNames(s.LogDir)
}

type logLinesJSON struct {
	Lines []string `json:"lines"`
	Total int      `json:"total"` // pass as after_line next time
	Reset bool     `json:"reset"` // the file rotated: replace what you have
}

// getLogLines: GET /api/common/get_log_lines?log_file= → the last 5,000
// lines as [str]. Addition: with after_line=N (the total of the previous
// answer; 0 at first) the answer is {lines, total, reset} with only the
// lines after the first N, so a follower receives new lines only.
func (s *Server) getLogLines(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	after, follow := 0, q.Has("after_line")
	if follow {
		n, err := strconv.Atoi(q.Get("after_line"))
		if err != nil || n < 0 {
			return nil, errAfterLine
		}
		after = n
	}
	if s.LogDir == "" {
		return nil, errNoSuchLog
	}
	limit := maxLogLines
	if follow {
		limit = maxFollowLines
	}
	got, err := logging.ReadLines(s.LogDir, q.Get("log_file"), after, limit)
	if errors.Is(err, logging.ErrNoSuchLog) {
		return nil, errNoSuchLog
	}
	if err != nil {
		return nil, err
	}
	if !follow {
		return got.Lines, nil
	}
	return logLinesJSON{Lines: got.Lines, Total: got.Total, Reset: got.Reset}, nil
}

// downloadLog: GET /api/common/download_log?log_file= (an addition) → the
// whole log file as an attachment. The viewer holds only the end of a
// file; this hands over all of it, with Range support for large files.
// Same confinement as get_log_lines: only the server's own log files.
func (s *Server) downloadLog(w http.ResponseWriter, r *http.Request) (any, error) {
	name := r.URL.Query().Get("log_file")
	if s.LogDir == "" {
		return nil, errNoSuchLog
	}
	f, info, err := logging.Open(s.LogDir, name)
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
