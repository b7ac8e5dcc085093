package downloads

import "context"

// Filed lists the records the organiser placed in the library (link_path
// set), newest first, at most limit; tmdbID > 0 narrows them to one title.
// The subtitle engine looks for subtitles for these.
func (s *Service) Filed(ctx context.Context, tmdbID, limit int) ([]Record, error) {
	q := `SELECT ` + recordColumns + ` FROM download_record WHERE link_path <> ''`
	args := []any{}
	if tmdbID > 0 {
		q += ` AND tmdb_id = ?`
		args = append(args, tmdbID)
	}
	return s.query(ctx, q+` ORDER BY id DESC LIMIT ?`, append(args, limit)...)
}
