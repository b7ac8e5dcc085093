package downloads

import (
	"context"
	"strings"
)

// Filed lists the records the organiser placed in the library (link_path
// set), newest first, at most limit; tmdbID > 0 narrows them to one title.
// The subtitle engine looks for subtitles for these.
func (s *Service) Filed(ctx context.Context, tmdbID, limit int) ([]Record, error) {
	q, args := filedQuery(tmdbID, limit)
	return s.query(ctx, q, args...)
}

func filedQuery(tmdbID, limit int) (string, []any) {
	q := `SELECT ` + recordColumns + ` FROM download_record WHERE link_path <> ''`
	args := []any{}
	if tmdbID > 0 {
		q += ` AND tmdb_id = ?`
		args = append(args, tmdbID)
	}
	return q + ` ORDER BY id DESC LIMIT ?`, append(args, limit)
}

// ForTitles lists the records of some titles, newest first: those the
// organiser recognised as one of tmdbIDs (of either type: the caller
// checks movie_type) and those subscriptions subIDs asked for (filed or
// not: a download in flight has no TMDB id yet). The title page and the
// cards' states read them (server/holdings).
func (s *Service) ForTitles(ctx context.Context, tmdbIDs []int, subIDs []int64) ([]Record, error) {
	if len(tmdbIDs) == 0 && len(subIDs) == 0 {
		return []Record{}, nil
	}
	q, args := forTitlesQuery(tmdbIDs, subIDs)
	return s.query(ctx, q, args...)
}

func forTitlesQuery(tmdbIDs []int, subIDs []int64) (string, []any) {
	conds, args := []string{}, []any{}
	if len(tmdbIDs) > 0 {
		conds = append(conds, `tmdb_id IN (`+marks(len(tmdbIDs))+`)`)
		for _, id := range tmdbIDs {
			args = append(args, id)
		}
	}
	if len(subIDs) > 0 {
		conds = append(conds, `(sub_type = ? AND sub_id IN (`+marks(len(subIDs))+`))`)
		args = append(args, SubTypeSubscribe)
		for _, id := range subIDs {
			args = append(args, id)
		}
	}
	return `SELECT ` + recordColumns + ` FROM download_record WHERE ` + strings.Join(conds, " OR ") + ` ORDER BY id DESC`, args
}

// marks is "?, ?, …" for n arguments.
func marks(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }
