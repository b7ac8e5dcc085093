package library

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"

	"github.com/movie-robot/web-console/server/settings"
)

// Version is what an older download put in the library: its main target
// and the file or folder it was organised from ("" = only the target).
type Version struct{ Target, Source string }

// RemoveVersions takes older versions out of the library once the newer
// one is in place at keep (洗版): each version's main target and whatever
// else the organiser filed from under its source, with their companions
// and folders left without a video — never a path of keep, a companion of
// one or a folder holding one. The downloaded sources are not touched.
// It answers, per version, why it stayed (nil: it is gone); the media
// servers then scan the folders once.
func (s *Service) RemoveVersions(ctx context.Context, old []Version, keep []string) []error {
	errs := make([]error, len(old))
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		for i := range errs {
			errs[i] = err
		}
		return errs
	}
	var dirs []string
	for i, v := range old {
		for _, t := range s.filedFrom(ctx, v) {
			switch {
			case slices.Contains(keep, t):
				continue // replaced in place by the newer version
			case !inLibrary(paths, t):
				errs[i] = errOutside
			case keeps(keep, t):
				errs[i] = fmt.Errorf("新版本放在了旧版本的文件夹中，没有删除：%s", t)
			default:
				if err := removeTarget(t, keep); err != nil {
					errs[i] = err
				}
				if d := filepath.Dir(t); !slices.Contains(dirs, d) {
					dirs = append(dirs, d)
				}
			}
		}
	}
	if len(dirs) > 0 {
		servers, _ := settings.MediaServersSection.Load(ctx, s.store)
		for _, e := range refreshServers(ctx, s.hc, servers, dirs) {
			slog.Warn("library: media server refresh", "err", e)
		}
	}
	return errs
}

// filedFrom is v's main target and the targets of the items filed from
// under its source (a season pack's other episodes).
func (s *Service) filedFrom(ctx context.Context, v Version) []string {
	out := []string{filepath.Clean(v.Target)}
	if v.Source == "" {
		return out
	}
	src := filepath.Clean(v.Source)
	rows, err := s.db.QueryContext(ctx, `SELECT target FROM library_items WHERE status = ? AND target <> ''
		AND (path = ? OR instr(path, ?) = 1)`, StatusDone, src, src+"/")
	if err != nil {
		return out
	}
	defer rows.Close()
	for rows.Next() {
		var t string
		if rows.Scan(&t) == nil && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}
