package subscribe

import (
	"context"
	"strconv"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

// mark is a subscription's status as cards show it.
type mark struct {
	status int
	id     int64
}

// marks indexes the subscriptions u sees (admins: everyone's, their own
// first) by Douban id and by "tv:<tmdb>" / "movie:<tmdb>".
func (s *Service) marks(ctx context.Context, u store.User) (map[string]mark, error) {
	where, args := visible(u)
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, douban_id, tmdb_id, media_type, status FROM subscriptions WHERE `+where+
			` ORDER BY (uid = ?) ASC, id ASC`, append(args, u.ID)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]mark{}
	for rows.Next() {
		var id int64
		var douban, typ string
		var tmdb, status int
		if err := rows.Scan(&id, &douban, &tmdb, &typ, &status); err != nil {
			return nil, err
		}
		m := mark{status, id} // later rows (the user's own, newest) win
		if douban != "" {
			out[douban] = m
		}
		if tmdb != 0 {
			out[tmdbKey(typ, tmdb)] = m
		}
	}
	return out, rows.Err()
}

func tmdbKey(mediaType string, id int) string { return mediaType + ":" + strconv.Itoa(id) }

func (m mark) set(status **int, subID **int64) {
	st, id := m.status, m.id
	*status, *subID = &st, &id
}

// lookup finds the mark of a title by Douban id, else TMDB id.
func lookup(marks map[string]mark, doubanID string, tmdbID int, mediaType string) (mark, bool) {
	if m, ok := marks[doubanID]; ok && doubanID != "" {
		return m, true
	}
	if tmdbID != 0 {
		m, ok := marks[tmdbKey(mediaType, tmdbID)]
		return m, ok
	}
	return mark{}, false
}

// shown is a title as a screen shows it: the ids its subscription is
// found by and the status and sub_id fields the mark goes into.
type shown struct {
	doubanID  string
	tmdbID    int
	mediaType string
	status    **int
	subID     **int64
}

// annotate sets each title's status and sub_id from u's subscriptions
// (left as they are when u has none of it).
func (s *Service) annotate(ctx context.Context, u store.User, titles ...shown) error {
	marks, err := s.marks(ctx, u)
	if err != nil {
		return err
	}
	for _, t := range titles {
		if m, ok := lookup(marks, t.doubanID, t.tmdbID, t.mediaType); ok {
			m.set(t.status, t.subID)
		}
	}
	return nil
}

// annotateEach marks a list of titles; of says where an item keeps them.
func annotateEach[T any](ctx context.Context, s *Service, u store.User, items []T, of func(*T) shown) error {
	titles := make([]shown, len(items))
	for i := range items {
		titles[i] = of(&items[i])
	}
	return s.annotate(ctx, u, titles...)
}

// AnnotateCards sets each card's status and sub_id from u's subscriptions.
func (s *Service) AnnotateCards(ctx context.Context, u store.User, cards []metadata.Card) error {
	return annotateEach(ctx, s, u, cards, func(c *metadata.Card) shown {
		return shown{c.DoubanID, c.TMDBID, c.Type, &c.Status, &c.SubID}
	})
}

// AnnotateSuggestions does the same for the home feed.
func (s *Service) AnnotateSuggestions(ctx context.Context, u store.User, items []metadata.Suggestion) error {
	return annotateEach(ctx, s, u, items, func(it *metadata.Suggestion) shown {
		return shown{it.DoubanID, it.TMDBID, it.Type, &it.Status, &it.SubID}
	})
}

// AnnotateDetail does the same for a detail page.
func (s *Service) AnnotateDetail(ctx context.Context, u store.User, d *metadata.Detail) error {
	return s.annotate(ctx, u, shown{d.DoubanID, d.TMDBID, d.Type, &d.Status, &d.SubID})
}
