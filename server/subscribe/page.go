package subscribe

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

// ListFilter is one page of the my-subscriptions screen: subscribe/list
// with page or size (an addition; without them the answer is the whole
// list, as the original's and its SDK expect).
type ListFilter struct {
	MediaType string   // Movie | TV | "" all
	Statuses  []int    // any of these; none = every status
	Areas     []string // any of these words of area; none = any
	Genres    []string // any of these words of genres (the screen's cate)
	Keyword   string   // part of the Chinese or original name
	Page      int      // from 1
	Size      int
}

// MaxPageSize bounds one page (the screen asks for 60 at a time).
const MaxPageSize = 500

// Paged tells whether the query asks for a page (page or size present).
func Paged(q url.Values) bool { return q.Has("page") || q.Has("size") }

// ParseListFilter reads the query; a bad value is a Chinese sentence
// naming its field.
func ParseListFilter(q url.Values) (ListFilter, error) {
	f := ListFilter{MediaType: q.Get("media_type"), Areas: words(q.Get("area")), Genres: words(q.Get("cate")),
		Keyword: strings.TrimSpace(q.Get("keyword"))}
	if f.MediaType != "" && f.MediaType != "Movie" && f.MediaType != "TV" {
		return f, errors.New("media_type 只能是 Movie 或 TV")
	}
	for _, w := range words(q.Get("status")) {
		n, err := strconv.Atoi(w)
		if err != nil || n < StatusSubscribed || n > StatusApproval {
			return f, errors.New("status 只能是 0、1、2、3 中的一个或几个（用逗号分隔）")
		}
		if !slices.Contains(f.Statuses, n) {
			f.Statuses = append(f.Statuses, n)
		}
	}
	if len([]rune(f.Keyword)) > 100 {
		return f, errors.New("keyword 不能超过 100 个字")
	}
	var err error
	if f.Page, err = between(q, "page", 1, 1<<20); err != nil {
		return f, err
	}
	f.Size, err = between(q, "size", 60, MaxPageSize)
	return f, err
}

func between(q url.Values, key string, def, most int) (int, error) {
	s := q.Get(key)
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > most {
		return 0, errors.New(key + " 应为 1 到 " + strconv.Itoa(most) + " 之间的整数")
	}
	return n, nil
}

// words splits a comma list as the screen writes it (the URL's status,
// area and cate), dropping empty entries.
func words(s string) []string {
	out := []string{}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' }) {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// where is f's SQL over subscriptions s for u: the user's (uid, media_type)
// index or, for an admin, (media_type, status); the words through
// subscription_words' (kind, word) key.
func (f ListFilter) where(u store.User) (string, []any) {
	conds, args := []string{"1"}, []any{}
	if u.Role != store.RoleAdmin {
		conds, args = append(conds, "s.uid = ?"), append(args, u.ID)
	}
	if f.MediaType != "" {
		conds, args = append(conds, "s.media_type = ?"), append(args, f.MediaType)
	}
	if len(f.Statuses) > 0 {
		conds = append(conds, "s.status IN ("+marks(len(f.Statuses))+")")
		for _, n := range f.Statuses {
			args = append(args, n)
		}
	}
	for _, w := range []struct {
		kind string
		list []string
	}{{"area", f.Areas}, {"genre", f.Genres}} {
		if len(w.list) == 0 {
			continue
		}
		conds = append(conds, "s.id IN (SELECT sub_id FROM subscription_words WHERE kind = '"+w.kind+
			"' AND word IN ("+marks(len(w.list))+"))")
		for _, x := range w.list {
			args = append(args, x)
		}
	}
	if f.Keyword != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(f.Keyword) + "%"
		conds = append(conds, `(s.cn_name LIKE ? ESCAPE '\' OR s.en_name LIKE ? ESCAPE '\')`)
		args = append(args, like, like)
	}
	return strings.Join(conds, " AND "), args
}

func marks(n int) string { return strings.TrimSuffix(strings.Repeat("?,", n), ",") }

// pageQuery is the page's SQL (the plan test reads it), newest first as
// the whole list is.
func (f ListFilter) pageQuery(u store.User) (string, []any) {
	w, args := f.where(u)
	cols := "s." + strings.Join(strings.Fields(strings.ReplaceAll(subColumns, ",", " ")), ", s.")
	return `SELECT ` + cols + ` FROM subscriptions s WHERE ` + w + ` ORDER BY s.id DESC LIMIT ? OFFSET ?`,
		append(args, f.Size, (f.Page-1)*f.Size)
}

// SubPage is one page, its filter's total, and the words the 区域 and
// 风格 menus can offer (those of every subscription u sees of the type).
type SubPage struct {
	Total  int      `json:"total"`
	Page   int      `json:"page"`
	Size   int      `json:"size"`
	Items  []Sub    `json:"items"`
	Areas  []string `json:"areas"`
	Genres []string `json:"genres"`
}

// ListPage answers one page of f for u (admins see every user's).
func (s *Service) ListPage(ctx context.Context, u store.User, f ListFilter) (SubPage, error) {
	out := SubPage{Page: f.Page, Size: f.Size, Items: []Sub{}}
	w, args := f.where(u)
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions s WHERE `+w, args...).Scan(&out.Total); err != nil {
		return out, err
	}
	q, args := f.pageQuery(u)
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		x, err := scanSub(rows)
		if err != nil {
			return out, err
		}
		out.Items = append(out.Items, x)
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	if out.Areas, err = s.distinctWords(ctx, u, "area", f.MediaType); err != nil {
		return out, err
	}
	out.Genres, err = s.distinctWords(ctx, u, "genre", f.MediaType)
	return out, err
}

// distinctQuery lists one kind's words among u's subscriptions of a type,
// in order, from subscription_words' key.
func distinctQuery(u store.User, kind, mediaType string) (string, []any) {
	q, args := `SELECT DISTINCT word FROM subscription_words WHERE kind = ?`, []any{kind}
	if mediaType != "" {
		q, args = q+` AND media_type = ?`, append(args, mediaType)
	}
	if u.Role != store.RoleAdmin {
		q, args = q+` AND uid = ?`, append(args, u.ID)
	}
	return q + ` ORDER BY word`, args
}

func (s *Service) distinctWords(ctx context.Context, u store.User, kind, mediaType string) ([]string, error) {
	q, args := distinctQuery(u, kind, mediaType)
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var w string
		if err := rows.Scan(&w); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, rows.Err()
}
