package subengine

import (
	"context"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// filedElsewhere adds to h what the library got of x's title through
// other downloads (by hand, another subscription, a 想看 list): a title
// filed 14 minutes ago is held, whoever asked for it.
func (e *Engine) filedElsewhere(ctx context.Context, x subscribe.Sub, total int, h *holding) error {
	if x.TMDBID == 0 {
		return nil
	}
	if lib, ok := e.library(ctx).(movieLibrary); ok && x.Type != "TV" {
		name, err := lib.HeldMovie(ctx, x)
		if err != nil {
			e.o.Log.Warn("subengine: media servers", "sub", x.ID, "err", err) // the records still count
		} else if name != "" {
			h.any, h.organised, h.strict, h.strictOrg, h.inLibrary = true, true, true, true, true
			h.elsewhere = name
		}
	}
	recs, err := e.o.DL.Filed(ctx, x.TMDBID, 500)
	if err != nil {
		return err
	}
	for _, r := range recs {
		if r.SubType == downloads.SubTypeSubscribe && r.SubID == x.ID || r.Status == downloads.StatusUnrecognised {
			continue // its own are counted already
		}
		if (r.MovieType == "TV") != (x.Type == "TV") {
			continue
		}
		info := e.o.Parser.Read(r.Name, r.Subject).Info
		if x.Type == "TV" {
			if max(r.Season, 1) != max(x.SeasonIndex, 1) {
				continue
			}
			eps, pack := covers(info, total)
			eps = append(downloads.ParseEpisodes(r.Episodes), eps...)
			for _, ep := range eps {
				h.have[ep], h.filed[ep] = true, true
			}
			h.packHeld, h.filedPack = h.packHeld || pack, h.filedPack || pack
		}
		h.any, h.organised, h.strict, h.strictOrg = true, true, true, true
		h.elsewhere = r.MovieName
	}
	return nil
}

// movieLibrary is a Library that also knows the movies the media servers
// hold (the cli's does; a test's may not).
type movieLibrary interface {
	HeldMovie(ctx context.Context, x subscribe.Sub) (string, error)
}
