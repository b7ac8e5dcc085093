package shelf

import (
	"context"
	"errors"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

// Filter is one page of the library screen (GET /api/library/titles).
type Filter struct {
	Type        string // Movie | TV | "" all
	Quality     string // a version's resolution (2160p, 1080p …)
	MissingSubs bool   // no version with a subtitle stream
	Site        string // a filed version came from this site
	Q           string // part of the name
	Page, Size  int    // Page from 1
}

// MaxSize bounds one page: the grid asks for slices of 200 as it scrolls.
const MaxSize = 500

// ParseFilter reads the query; a bad value is a Chinese sentence naming
// its field.
func ParseFilter(q url.Values) (Filter, error) {
	f := Filter{Quality: strings.TrimSpace(q.Get("quality")), Site: strings.TrimSpace(q.Get("site")),
		Q: strings.TrimSpace(q.Get("q")), Page: 1, Size: 100}
	switch t := q.Get("type"); t {
	case "", "all":
	case "movie", "Movie":
		f.Type = "Movie"
	case "tv", "TV":
		f.Type = "TV"
	default:
		return f, errors.New("type 只能是 movie 或 tv")
	}
	switch q.Get("missing_subs") {
	case "", "0", "false":
	case "1", "true":
		f.MissingSubs = true
	default:
		return f, errors.New("missing_subs 只能是 0 或 1")
	}
	var err error
	f.Page, f.Size, err = store.ParsePaging(q, 100, MaxSize)
	return f, err
}

// where is the filter's SQL over shelf_titles t; each condition rides an
// index (shelf_titles_type, _subs, or the versions' quality/site index).
func (f Filter) where() (string, []any) {
	conds, args := []string{"1"}, []any{}
	if f.Type != "" {
		conds, args = append(conds, "t.media_type = ?"), append(args, f.Type)
	}
	if f.MissingSubs {
		conds = append(conds, "t.subs = 0")
	}
	if f.Quality != "" {
		conds, args = append(conds, "t.id IN (SELECT title_id FROM shelf_versions WHERE resolution = ?)"), append(args, f.Quality)
	}
	if f.Site != "" {
		conds, args = append(conds, "t.id IN (SELECT title_id FROM shelf_versions WHERE site = ?)"), append(args, f.Site)
	}
	if f.Q != "" {
		conds, args = append(conds, "t.name LIKE ? ESCAPE '\\'"), append(args, "%"+escapeLike(f.Q)+"%")
	}
	return strings.Join(conds, " AND "), args
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// listQuery is the page's SQL (the plan test reads it).
func (f Filter) listQuery() (string, []any) {
	w, args := f.where()
	return `SELECT t.id, t.media_type, t.name, t.year, t.tmdb_id, t.poster, t.subs, t.servers, t.filed, t.added_at
		FROM shelf_titles t WHERE ` + w + ` ORDER BY t.name, t.id LIMIT ? OFFSET ?`,
		append(args, f.Size, (f.Page-1)*f.Size)
}

// Title is one row of the screen.
type Title struct {
	ID        int64    `json:"id"`
	Type      string   `json:"type"`
	Name      string   `json:"name"`
	Year      int      `json:"year"`
	TMDBID    int      `json:"tmdb_id"`
	Poster    string   `json:"poster"`
	Subs      int      `json:"subs"` // 1 有字幕 · 0 缺字幕 · -1 不明
	Servers   []string `json:"servers"`
	Filed     bool     `json:"filed"`
	AddedAt   string   `json:"added_at"`
	Qualities []string `json:"qualities"`
	Sites     []string `json:"sites"`
	Versions  int      `json:"versions"`
}

// Page is one page and what the filters can offer.
type Page struct {
	store.Paged[Title]
	Qualities []string `json:"qualities"`
	Sites     []string `json:"sites"`
}

// Titles answers one page of f.
func (s *Service) Titles(ctx context.Context, f Filter) (Page, error) {
	out := Page{Paged: store.NewPaged[Title](f.Page, f.Size)}
	w, args := f.where()
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM shelf_titles t WHERE `+w, args...).Scan(&out.Total); err != nil {
		return out, err
	}
	q, args := f.listQuery()
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	index := map[int64]int{}
	for rows.Next() {
		var t Title
		var servers string
		if err := rows.Scan(&t.ID, &t.Type, &t.Name, &t.Year, &t.TMDBID, &t.Poster, &t.Subs, &servers, &t.Filed, &t.AddedAt); err != nil {
			return out, err
		}
		t.Servers, t.Qualities, t.Sites = split(servers), []string{}, []string{}
		index[t.ID] = len(out.Items)
		out.Items = append(out.Items, t)
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	if err := s.summarise(ctx, out.Items, index); err != nil {
		return out, err
	}
	out.Qualities, err = s.distinct(ctx, "resolution")
	if err != nil {
		return out, err
	}
	out.Sites, err = s.distinct(ctx, "site")
	return out, err
}

// summarise adds each row's qualities, sites and version count (one
// query for the page, by the versions' title index).
func (s *Service) summarise(ctx context.Context, items []Title, index map[int64]int) error {
	if len(items) == 0 {
		return nil
	}
	ids := make([]any, len(items))
	for i, t := range items {
		ids[i] = t.ID
	}
	rows, err := s.db.QueryContext(ctx, `SELECT title_id, resolution, site FROM shelf_versions WHERE title_id IN (`+
		strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")+`)`, ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var res, site string
		if err := rows.Scan(&id, &res, &site); err != nil {
			return err
		}
		t := &items[index[id]]
		t.Versions++
		if res != "" {
			t.Qualities = appendNew(t.Qualities, res)
		}
		if site != "" {
			t.Sites = appendNew(t.Sites, site)
		}
	}
	return rows.Err()
}

// distinct lists a versions column's values (the filter menus), read
// from its index.
func (s *Service) distinct(ctx context.Context, col string) ([]string, error) {
	return store.Strings(ctx, s.db, `SELECT DISTINCT `+col+` FROM shelf_versions WHERE `+col+` <> '' ORDER BY `+col)
}

func split(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Split(s, ",")
}
