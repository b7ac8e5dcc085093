package subengine

import (
	"context"
	"slices"

	"github.com/movie-robot/web-console/server/downloads"
)

// Holdings judges with downloads.Judge over the fake's records of the
// same TMDB title or torrent, as downloads.Service does over its table.
func (f *fakeDL) Holdings(_ context.Context, w downloads.Want, _ string) (downloads.Verdict, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var recs []downloads.Record
	for _, r := range f.recs {
		if w.TMDBID > 0 && r.TMDBID == w.TMDBID || slices.Contains(w.Hashes, r.Hash) {
			recs = append(recs, r)
		}
	}
	return downloads.Judge(w, recs, func(r downloads.Record) bool { return f.started[r.Hash] }), nil
}

func (f *fakeDL) Retire(_ context.Context, recs []downloads.Record) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, old := range recs {
		for i := range f.recs {
			if f.recs[i].ID == old.ID {
				f.recs[i].Status = downloads.StatusDeleted
				f.retired = append(f.retired, f.recs[i].Name)
			}
		}
	}
	return nil
}

func (f *fakeDL) Filed(_ context.Context, tmdbID, _ int) ([]downloads.Record, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []downloads.Record
	for _, r := range f.recs {
		if r.TMDBID == tmdbID && r.LinkPath != "" {
			out = append(out, r)
		}
	}
	return out, nil
}
