package smartdl

import (
	"context"
	"database/sql"
	"log/slog"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// WishJobName is the scheduler job that reads the followed 想看 lists.
const WishJobName = "douban_wish"

// Douban is what the reader asks Douban (server/metadata).
type Douban interface {
	DoubanWishPage(ctx context.Context, uid string, start, count int) ([]metadata.DoubanMark, int, error)
	DoubanDetail(ctx context.Context, id, kind string) (metadata.DoubanSubject, error)
}

// Reader reads the followed users' 想看 lists on a schedule and subscribes
// each new title once, remembering where the save-path rules put it.
type Reader struct {
	subscribe.ListReader
	douban Douban
}

// NewReader migrates the reader's table and builds it.
func NewReader(ctx context.Context, st *store.Store, douban Douban, subs subscribe.Follower, log *slog.Logger) (*Reader, error) {
	base, err := subscribe.NewListReader(ctx, st, "smartdl", migrations, subs, log)
	if err != nil {
		return nil, err
	}
	return &Reader{ListReader: base, douban: douban}, nil
}

var migrations = []string{
	// 1: every 想看 mark handled, per Douban user, with where it is saved.
	`CREATE TABLE douban_wish_seen (
		douban_uid    TEXT    NOT NULL,
		douban_id     TEXT    NOT NULL,
		title         TEXT    NOT NULL,
		result        TEXT    NOT NULL,  -- subscribed | already (the admin had it)
		rule          INTEGER NOT NULL,  -- 下载保存规则 index, -1 = the type's first media folder
		download_path TEXT    NOT NULL,
		score_rule    TEXT    NOT NULL,
		created_at    TEXT    NOT NULL,
		PRIMARY KEY (douban_uid, douban_id)
	);
	CREATE INDEX douban_wish_seen_id ON douban_wish_seen(douban_id);`,
}

// Placement is where the wish list put a Douban title (the most recent
// mark of it), for the engine to download it there and rank its releases
// by its score rule; ok is false when the title did not come from a wish
// list.
func (r *Reader) Placement(ctx context.Context, doubanID string) (Placement, bool, error) {
	var p Placement
	err := r.DB.QueryRowContext(ctx, `SELECT rule, download_path, score_rule FROM douban_wish_seen
		WHERE douban_id = ? ORDER BY created_at DESC LIMIT 1`, doubanID).Scan(&p.Rule, &p.Path, &p.ScoreRule)
	if err == sql.ErrNoRows {
		return p, false, nil
	}
	return p, err == nil, err
}

// SubjectOf is what the save-path rules look at in a Douban title.
func SubjectOf(d metadata.DoubanSubject) Subject {
	kind := "movie"
	if d.TV() {
		kind = "tv"
	}
	return Subject{Type: kind, Genres: d.Genres, Areas: d.Countries}
}
