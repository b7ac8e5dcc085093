package subengine

import (
	"context"
	"crypto/sha256"
	"fmt"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// checkInputs fingerprints everything checkDone reads of x: the
// subscription itself, its score rule, the season as known today, its
// own records and its title's filed ones, its sent list and what the
// media servers hold. Unchanged since a check that did not complete x,
// the check would answer the same (issue 31: most of the 1,000
// subscriptions' listing-run checks were this). has: x has records of
// its own (without, nothing is checked); ok: the fingerprint could be
// taken (a media server that did not answer: the check runs).
func (e *Engine) checkInputs(ctx context.Context, x subscribe.Sub, strategy string) (sum [32]byte, has, ok bool, err error) {
	recs, err := e.o.DL.CheckInputs(ctx, downloads.SubTypeSubscribe, x.ID, x.TMDBID)
	if err != nil || recs == "" {
		return sum, false, false, err
	}
	var sent string
	if err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COALESCE(group_concat(torrent_key || char(31) || hash
		|| char(31) || record_id || char(31) || provisional || char(31) || (COALESCE(length(torrent), 0) > 0), char(30)), '')
		FROM (SELECT * FROM subengine_sent WHERE sub_id = ? ORDER BY torrent_key)`, x.ID).Scan(&sent); err != nil {
		return sum, true, false, err
	}
	lib, ok := e.libraryView(ctx, x)
	if !ok {
		return sum, true, false, nil
	}
	h := sha256.New()
	fmt.Fprintf(h, "%#v\x1d%s\x1d%#v\x1d%s\x1d%s\x1d%s", x, strategy, e.seasonOf(ctx, x), recs, sent, lib)
	copy(sum[:], h.Sum(nil))
	return sum, true, true, nil
}

// libraryView is what the media servers answer held's questions about x.
func (e *Engine) libraryView(ctx context.Context, x subscribe.Sub) (string, bool) {
	var view string
	if lib, ok := e.library(ctx).(movieLibrary); ok && x.Type != "TV" && x.TMDBID != 0 {
		name, err := lib.HeldMovie(ctx, x)
		if err != nil {
			return "", false
		}
		view = name
	}
	if lib := e.library(ctx); x.Type == "TV" && lib != nil {
		eps, err := lib.HeldEpisodes(ctx, x)
		if err != nil {
			return "", false
		}
		view = fmt.Sprint(eps)
	}
	return view, true
}

// unchanged tells whether x's inputs are those of its last check.
func (e *Engine) unchanged(x int64, sum [32]byte) bool {
	e.subMu.Lock()
	defer e.subMu.Unlock()
	last, ok := e.checked[x]
	return ok && last == sum
}

// remember keeps sum as x's last check's inputs.
func (e *Engine) remember(x int64, sum [32]byte) {
	e.subMu.Lock()
	defer e.subMu.Unlock()
	e.checked[x] = sum
}
