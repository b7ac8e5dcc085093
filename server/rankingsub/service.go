// Package rankingsub keeps ranking subscriptions (subscribe/*_sub_dataset*,
// api-contract §2.12): a user follows a Douban ranking of the /recommend
// screens, and every title on it rated at least the chosen score is
// subscribed for them with the chosen filter. Each title is subscribed once
// per ranking subscription: the titles already handled are remembered, so a
// subscription the user deleted is not made again by the next run.
package rankingsub

import (
	"context"
	"log/slog"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// JobName is the scheduler job that reads the subscribed rankings.
const JobName = "ranking_subs"

// DataTypeTrending is the only data_type the screens send.
const DataTypeTrending = "Trending"

// Rankings reads a Douban ranking (server/metadata, the data /recommend shows).
type Rankings interface {
	DoubanCollection(ctx context.Context, key string, limit int) ([]metadata.DoubanSubject, error)
}

// Service stores ranking subscriptions and runs them. Safe for concurrent use.
type Service struct {
	subscribe.ListReader
	rank Rankings
}

// New migrates the package's tables and builds the service.
func New(ctx context.Context, st *store.Store, rank Rankings, subs subscribe.Follower, log *slog.Logger) (*Service, error) {
	base, err := subscribe.NewListReader(ctx, st, "rankingsub", migrations, subs, log)
	if err != nil {
		return nil, err
	}
	return &Service{ListReader: base, rank: rank}, nil
}

var migrations = []string{
	// 1: one subscription per ranking, and the titles each has handled.
	`CREATE TABLE ranking_subs (
		id            INTEGER PRIMARY KEY AUTOINCREMENT,
		uid           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		data_type     TEXT    NOT NULL,
		data_key      TEXT    NOT NULL,
		name          TEXT    NOT NULL,
		rating        REAL    NOT NULL,
		filter_name   TEXT    NOT NULL,
		filter_config TEXT,                 -- JSON (system:newFilter only)
		created_at    TEXT    NOT NULL,
		last_run      TEXT    NOT NULL DEFAULT '',
		UNIQUE (data_type, data_key)
	);
	CREATE TABLE ranking_sub_titles (
		ranking_id INTEGER NOT NULL REFERENCES ranking_subs(id) ON DELETE CASCADE,
		douban_id  TEXT    NOT NULL,
		result     TEXT    NOT NULL,         -- what subscribing answered
		created_at TEXT    NOT NULL,
		PRIMARY KEY (ranking_id, douban_id)
	);`,
}
