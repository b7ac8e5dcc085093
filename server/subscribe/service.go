// Package subscribe keeps subscription records (api-contract §2.12): who
// subscribed to which movie or season, with which filter and mode, the
// approval flow and the log of each subscription. Searching and downloading
// for them is the subscription engine's job (a later issue).
package subscribe

import (
	"context"
	"database/sql"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

// SubStatus values (api-contract §3.1).
const (
	StatusSubscribed = 0 // 订阅中
	StatusCompleted  = 1 // 已完成
	StatusReversion  = 2 // 洗版中
	StatusApproval   = 3 // 等待批准
)

// Filter-name sentinels (api-contract §3.2).
const (
	FilterAuto = "system:autoSelectFilter"
	FilterNew  = "system:newFilter"
)

// Approvals tells whether a user's subscriptions wait for an admin (the
// user's approval_enable, kept by server/users).
type Approvals interface {
	ApprovalEnabled(ctx context.Context, uid int64) (bool, error)
}

// Service stores subscriptions. Safe for concurrent use.
type Service struct {
	store     *store.Store
	db        *sql.DB
	meta      *metadata.Service
	approvals Approvals
	now       func() time.Time
	pusher    atomic.Pointer[Pusher]         // UsePusher; nil pushes nothing
	progress  atomic.Pointer[ProgressSource] // UseProgress; nil knows nothing yet
	onActive  atomic.Pointer[func(int64)]    // OnActive; the engine's kick
}

// New migrates the package's tables and builds the service.
func New(ctx context.Context, st *store.Store, meta *metadata.Service, approvals Approvals) (*Service, error) {
	if err := st.MigrateDomain(ctx, "subscribe", migrations); err != nil {
		return nil, err
	}
	return &Service{store: st, db: st.DB(), meta: meta, approvals: approvals, now: time.Now}, nil
}

var migrations = []string{
	// 1: subscriptions (a movie, or one season of a show) and their logs.
	`CREATE TABLE subscriptions (
		id            INTEGER PRIMARY KEY AUTOINCREMENT,
		uid           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		douban_id     TEXT    NOT NULL DEFAULT '',
		tmdb_id       INTEGER NOT NULL DEFAULT 0,
		media_type    TEXT    NOT NULL,           -- Movie | TV
		cn_name       TEXT    NOT NULL,
		en_name       TEXT    NOT NULL DEFAULT '',
		poster_url    TEXT    NOT NULL DEFAULT '', -- the source address (proxied on the way out)
		description   TEXT    NOT NULL DEFAULT '',
		rating        REAL    NOT NULL DEFAULT 0,
		release_year  INTEGER NOT NULL DEFAULT 0,
		season_index  INTEGER NOT NULL DEFAULT 0,   -- 0 for movies
		season_year   INTEGER NOT NULL DEFAULT 0,
		genres        TEXT    NOT NULL DEFAULT '',  -- comma list
		area          TEXT    NOT NULL DEFAULT '',  -- comma list
		url           TEXT    NOT NULL DEFAULT '',
		app_url       TEXT    NOT NULL DEFAULT '',
		status        INTEGER NOT NULL,             -- SubStatus
		filter_name   TEXT    NOT NULL,
		filter_config TEXT,                         -- JSON (system:newFilter only)
		sub_mode      TEXT    NOT NULL DEFAULT 'Normal',
		start_episode INTEGER NOT NULL DEFAULT 0,
		created_at    TEXT    NOT NULL,
		updated_at    TEXT    NOT NULL
	);
	CREATE INDEX subscriptions_uid ON subscriptions(uid, media_type);
	CREATE INDEX subscriptions_douban ON subscriptions(douban_id);
	CREATE INDEX subscriptions_tmdb ON subscriptions(tmdb_id, media_type);
	CREATE TABLE subscription_logs (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		sub_id     INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
		created_at TEXT    NOT NULL,
		text       TEXT    NOT NULL
	);
	CREATE INDEX subscription_logs_sub ON subscription_logs(sub_id, id);`,
	// 2: the dashboard counts subscriptions by status (and those completed
	// this week) without a table scan.
	`CREATE INDEX subscriptions_status ON subscriptions(status, updated_at)`,
	// 3: the my-subscriptions screen pages and filters in SQL: each word of
	// a subscription's genres and area is a row here (kept by triggers, so
	// every writer, the bench's generator too, keeps it), and admins page
	// one media type by its own index.
	wordsMigration,
}

// timeText is how times are stored and shown ('YYYY-MM-DD HH:MM:SS', local).
func (s *Service) timeText() string { return s.now().Format("2006-01-02 15:04:05") }

// Approval reports whether uid's subscriptions wait for an admin.
func (s *Service) Approval(ctx context.Context, uid int64) (bool, error) {
	return s.approvals.ApprovalEnabled(ctx, uid)
}
