package api

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
)

// addRefreshStates adds library_refresh ({reason, next_at}, an addition
// to DownloadRecord) to the filed records whose media server refresh
// failed and is retried (library_refresh_owed); a successful retry
// deletes the row, so the state goes with it.
func (s *Server) addRefreshStates(ctx context.Context, list []downloads.Record, out []map[string]any) {
	if s.library == nil || len(list) == 0 {
		return
	}
	paths := make([]string, 0, len(list))
	for _, r := range list {
		if r.LinkPath != "" {
			paths = append(paths, r.LinkPath)
		}
	}
	owed, err := s.library.OwedFor(ctx, paths)
	if err != nil {
		s.log.Warn("owed media server refreshes", "err", err)
		return
	}
	for i, r := range list {
		o := owed[r.LinkPath]
		if r.LinkPath == "" || len(o) == 0 {
			continue
		}
		reasons := make([]string, len(o))
		next := o[0].NextAt
		for j, x := range o {
			reasons[j] = x.LastError
			next = min(next, x.NextAt)
		}
		out[i]["library_refresh"] = map[string]any{"reason": strings.Join(reasons, "；"), "next_at": next}
	}
}
