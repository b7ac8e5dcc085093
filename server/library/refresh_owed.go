package library

import (
	"context"
	"strings"
)

// OwedFor tells, for each of paths (download records' library paths),
// the media server refreshes still owed for it, so the record can say
// that a media server has not seen the file yet and why. A path missing
// from the answer owes nothing; a successful retry deletes the row, so
// the record's state clears itself.
func (s *Service) OwedFor(ctx context.Context, paths []string) (map[string][]OwedRefresh, error) {
	out := map[string][]OwedRefresh{}
	if len(paths) == 0 {
		return out, nil
	}
	owed, err := s.OwedRefreshes(ctx)
	if err != nil || len(owed) == 0 {
		return out, err
	}
	for _, p := range paths {
		if p == "" {
			continue
		}
		for _, o := range owed {
			if covers(o.Paths, p) {
				out[p] = append(out[p], o)
			}
		}
	}
	return out, nil
}

// covers: one of placed is p, inside p (a record's folder) or holds p.
func covers(placed []string, p string) bool {
	for _, q := range placed {
		if q == p || strings.HasPrefix(q, p+"/") || strings.HasPrefix(p, q+"/") {
			return true
		}
	}
	return false
}
