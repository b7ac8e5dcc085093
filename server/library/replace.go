package library

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
)

// asideMark names an older version's file set aside while a newer one
// takes its path (洗版); cleanTemp puts it back if a crash left the path
// empty, and removes it otherwise.
const asideMark = ".mr-old-"

// placementFor is the placement of item source recognised as m with
// target t. With h.Replace, a main target where an earlier version of the
// same title was filed may be replaced, and so may its subtitles; an
// unrelated file at the target is still refused.
func (s *Service) placementFor(ctx context.Context, c jobConfig, h Hint, source string, m Match, t target) *placement {
	p := &placement{ops: s.ops, mode: c.mode}
	if h.Replace && s.holdsEarlier(ctx, source, m, t.Main) {
		p.replaces = map[string]bool{}
		for _, pr := range t.Pairs {
			p.replaces[pr.dst] = true
		}
	}
	return p
}

// holdsEarlier: target is where the organiser filed another source of
// the same title (the library_items row of that earlier run says so).
func (s *Service) holdsEarlier(ctx context.Context, source string, m Match, target string) bool {
	if m.TMDBID == 0 {
		return false
	}
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM library_items WHERE target = ? AND path <> ? AND status = ?
		AND tmdb_id = ? AND media_type = ?`, target, source, StatusDone, m.TMDBID, m.MediaType()).Scan(&n)
	return err == nil && n > 0
}

// atTarget judges what already stands at pr.dst: placed by an earlier
// (resumed) run, or an earlier version this placement may replace (false,
// nil); anything else is refused.
func (p *placement) atTarget(pr pair, fi fs.FileInfo) (placed bool, err error) {
	// An older version there may well have the same size: only a link to
	// the source itself counts as placed then.
	if same(pr.src, pr.dst, fi, !p.replaces[pr.dst]) {
		return true, nil
	}
	if !p.replaces[pr.dst] {
		return false, fmt.Errorf("目标已存在：%s", pr.dst)
	}
	return false, nil
}

// setAside keeps the older version at dst under another name until the
// newer one is in place. A file gets a second hard link, so dst never
// goes missing (the rename over it is atomic); a disc folder cannot be
// renamed over, so it moves aside for that moment.
func (p *placement) setAside(dst string) error {
	aside := filepath.Join(filepath.Dir(dst), asideMark+filepath.Base(dst))
	os.RemoveAll(aside)
	fi, err := os.Lstat(dst)
	if err != nil {
		return err
	}
	if fi.IsDir() || os.Link(dst, aside) != nil {
		if err := os.Rename(dst, aside); err != nil {
			return err
		}
	}
	p.asides = append(p.asides, aside)
	return nil
}

// dropAsides removes the replaced versions once every pair is placed.
func (p *placement) dropAsides() {
	for _, a := range p.asides {
		os.RemoveAll(a)
	}
	p.asides = nil
}

// restoreAside puts an older version back where it was, unless a newer
// one took its place (then the older one goes).
func restoreAside(aside string) {
	orig := filepath.Join(filepath.Dir(aside), strings.TrimPrefix(filepath.Base(aside), asideMark))
	if _, err := os.Lstat(orig); err == nil {
		os.RemoveAll(aside) // the newer version, or the very same file (a link)
		return
	}
	if err := os.Rename(aside, orig); err != nil {
		slog.Warn("library: an older version set aside could not be put back", "path", aside, "err", err)
	}
}
