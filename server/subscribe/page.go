package subscribe

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

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
	store.Paged[Sub]
	Areas  []string `json:"areas"`
	Genres []string `json:"genres"`
}

// ListPage answers one page of f for u (admins see every user's).
func (s *Service) ListPage(ctx context.Context, u store.User, f ListFilter) (SubPage, error) {
	out := SubPage{Paged: store.NewPaged[Sub](f.Page, f.Size)}
	w, args := f.where(u)
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions s WHERE `+w, args...).Scan(&out.Total); err != nil {
		return out, err
	}
	q, args := f.pageQuery(u)
	var err error
	if out.Items, err = store.List(ctx, s.db, scanSub, q, args...); err != nil {
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
	return store.Strings(ctx, s.db, q, args...)
}
