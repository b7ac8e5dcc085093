package subscribe

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

// OwnedQuery narrows Owned: a media type ("" any), the statuses kept
// (none: any), whether a TMDB id is required, and the most rows answered.
type OwnedQuery struct {
	MediaType string
	Statuses  []int
	WithTMDB  bool
	Limit     int
}

// Owned reads the subscriptions u sees (an admin: everyone's), newest
// first: the one reader behind the dashboard's calendar and wanted list.
func Owned(ctx context.Context, db *sql.DB, u store.User, q OwnedQuery) ([]Sub, error) {
	where, args := visible(u)
	if q.MediaType != "" {
		where += ` AND media_type = ?`
		args = append(args, q.MediaType)
	}
	if q.WithTMDB {
		where += ` AND tmdb_id > 0`
	}
	if len(q.Statuses) > 0 {
		where += ` AND status IN (?` + strings.Repeat(`, ?`, len(q.Statuses)-1) + `)`
		for _, st := range q.Statuses {
			args = append(args, st)
		}
	}
	return readSubs(ctx, db, where, q.Limit, args...)
}

// readSubs answers the subscriptions matching where, newest first, at
// most limit of them (0: all).
func readSubs(ctx context.Context, db *sql.DB, where string, limit int, args ...any) ([]Sub, error) {
	tail := ` ORDER BY id DESC`
	if limit > 0 {
		tail += ` LIMIT ?`
		args = append(args, limit)
	}
	out, err := store.List(ctx, db, scanSub, `SELECT `+subColumns+` FROM subscriptions WHERE `+where+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("subscribe: list: %w", err)
	}
	return out, nil
}
