package metadata

import (
	"context"
	"strings"
	"time"
)

// TMDBRef names a TMDB entry.
type TMDBRef struct {
	ID     int
	Kind   string // movie | tv
	IMDbID string
}

// MapDouban finds the TMDB entry of a Douban subject: by its IMDb id when
// Douban gives one (TMDB find), else by title and year ±1. The answer is
// kept in metadata_douban_tmdb. Found false means TMDB has no match.
func (s *Service) MapDouban(ctx context.Context, d DoubanSubject) (TMDBRef, bool, error) {
	if ref, ok := s.mapped(ctx, d.ID); ok {
		return ref, true, nil
	}
	if d.IMDb == "" && d.ID != "" {
		if full, err := s.DoubanDetail(ctx, d.ID, ""); err == nil { // the cached detail
			d.IMDb = full.IMDb
			d.OriginalTitle = firstNonEmpty(d.OriginalTitle, full.OriginalTitle)
			d.Year = firstNonEmpty(d.Year, full.Year)
		}
	}
	kind := map[bool]string{true: "tv", false: "movie"}[d.TV()]
	var ref TMDBRef
	if d.IMDb != "" {
		f, err := s.TMDBFindIMDb(ctx, d.IMDb)
		if err != nil {
			return ref, false, err
		}
		switch {
		case len(f.MovieResults) > 0 && kind == "movie":
			ref = TMDBRef{f.MovieResults[0].ID, "movie", d.IMDb}
		case len(f.TVResults) > 0:
			ref = TMDBRef{f.TVResults[0].ID, "tv", d.IMDb}
		case len(f.MovieResults) > 0:
			ref = TMDBRef{f.MovieResults[0].ID, "movie", d.IMDb}
		}
	}
	if ref.ID == 0 {
		item, err := s.searchByTitle(ctx, kind, d)
		if err != nil || item.ID == 0 {
			return ref, false, err
		}
		ref = TMDBRef{ID: item.ID, Kind: kind, IMDbID: d.IMDb}
	}
	_, err := s.db.ExecContext(ctx,
		`INSERT OR REPLACE INTO metadata_douban_tmdb(douban_id, tmdb_id, media_type, imdb_id, mapped_at) VALUES (?, ?, ?, ?, ?)`,
		d.ID, ref.ID, ref.Kind, ref.IMDbID, time.Now().UTC().Format(time.RFC3339))
	return ref, true, err
}

// searchByTitle tries the year, then the years either side; a result
// whose title matches wins over the first result.
func (s *Service) searchByTitle(ctx context.Context, kind string, d DoubanSubject) (TMDBItem, error) {
	title := strings.TrimSpace(seasonRe.ReplaceAllString(d.Title, ""))
	year := d.YearInt()
	for _, y := range []int{year, year - 1, year + 1} {
		if year == 0 && y != 0 {
			break
		}
		page, err := s.TMDBSearch(ctx, kind, title, y, 1)
		if err != nil {
			return TMDBItem{}, err
		}
		for _, it := range page.Results {
			if titleMatches(it, title, d.OriginalTitle) {
				return it, nil
			}
		}
		if len(page.Results) > 0 && y == year {
			return page.Results[0], nil
		}
	}
	return TMDBItem{}, nil
}

func titleMatches(it TMDBItem, titles ...string) bool {
	for _, t := range titles {
		if t == "" {
			continue
		}
		for _, have := range []string{it.Title, it.Name, it.OriginalTitle, it.OriginalName} {
			if strings.EqualFold(strings.TrimSpace(have), t) {
				return true
			}
		}
	}
	return false
}

// mapped is a stored mapping.
func (s *Service) mapped(ctx context.Context, doubanID string) (TMDBRef, bool) {
	var r TMDBRef
	err := s.db.QueryRowContext(ctx,
		`SELECT tmdb_id, media_type, imdb_id FROM metadata_douban_tmdb WHERE douban_id = ?`, doubanID).
		Scan(&r.ID, &r.Kind, &r.IMDbID)
	return r, err == nil
}

// DoubanOfTMDB is the Douban id mapped to a TMDB entry ("" = none known).
func (s *Service) DoubanOfTMDB(ctx context.Context, id int, kind string) string {
	var d string
	s.db.QueryRowContext(ctx,
		`SELECT douban_id FROM metadata_douban_tmdb WHERE tmdb_id = ? AND media_type = ? ORDER BY mapped_at LIMIT 1`,
		id, kind).Scan(&d)
	return d
}

// knownTMDB are the stored mappings of ids (no upstream call).
func (s *Service) knownTMDB(ctx context.Context, ids []string) map[string]int {
	out := map[string]int{}
	if len(ids) == 0 {
		return out
	}
	q := `SELECT douban_id, tmdb_id FROM metadata_douban_tmdb WHERE douban_id IN (?` + strings.Repeat(",?", len(ids)-1) + `)`
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return out
	}
	defer rows.Close()
	for rows.Next() {
		var d string
		var t int
		if rows.Scan(&d, &t) == nil {
			out[d] = t
		}
	}
	return out
}

// StoredIMDb is the IMDb id the stored Douban → TMDB mappings name for a
// title by its Douban id or its TMDB id and kind ("movie"/"tv"); "" when
// none is stored. No upstream call: the subscription engine asks it for
// every active subscription on each run.
func (s *Service) StoredIMDb(ctx context.Context, doubanID string, tmdbID int, kind string) string {
	var id string
	s.db.QueryRowContext(ctx, `SELECT imdb_id FROM metadata_douban_tmdb WHERE imdb_id != ''
		AND (douban_id = ? OR (tmdb_id = ? AND media_type = ?)) ORDER BY douban_id = ? DESC LIMIT 1`,
		doubanID, tmdbID, kind, doubanID).Scan(&id)
	return id
}
