package library

import (
	"context"
	"strconv"
)

// Recognised is what the last organiser run made of one source path.
type Recognised struct {
	Name      string
	Year      int
	MediaType string // Movie | TV
	Target    string
	TMDBID    int
	Backdrop  string // TMDB's image path ("/x.jpg")
	Overview  string
}

// RecognisedAs answers what the organiser recognised path as; false when
// it has not (yet) or recognition failed. The download records read it
// after filing a download.
func (s *Service) RecognisedAs(ctx context.Context, path string) (Recognised, bool) {
	var r Recognised
	var date string
	err := s.db.QueryRowContext(ctx, `SELECT name, release_date, media_type, target, tmdb_id, backdrop, overview
		FROM library_items WHERE path = ? AND status = ? AND name <> ''`, path, StatusDone).
		Scan(&r.Name, &date, &r.MediaType, &r.Target, &r.TMDBID, &r.Backdrop, &r.Overview)
	if err != nil {
		return Recognised{}, false
	}
	if len(date) >= 4 {
		r.Year, _ = strconv.Atoi(date[:4])
	}
	return r, true
}
