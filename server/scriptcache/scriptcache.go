// Package scriptcache is the small key/value store of the scripting API
// (common/get_cache, common/set_cache): scripts and plugins keep state
// between runs in it, e.g. which items they already handled. Values are
// JSON, grouped by namespace (a plugin's name, typically).
package scriptcache

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// Limits keep one script from filling the database.
const (
	MaxName    = 128       // characters of a namespace or key
	MaxValue   = 256 << 10 // bytes of one value's JSON
	MaxEntries = 10000     // entries in all
)

// Invalid is a refused request; Message is shown as is.
type Invalid = fault.Invalid

var migrations = []string{
	`CREATE TABLE script_cache (
		namespace  TEXT NOT NULL,
		key        TEXT NOT NULL,
		value      TEXT NOT NULL, -- JSON
		updated_at TEXT NOT NULL,
		PRIMARY KEY (namespace, key)
	);`,
}

// Cache reads and writes entries.
type Cache struct{ db *sql.DB }

// New creates the table on first use.
func New(ctx context.Context, st *store.Store) (*Cache, error) {
	if err := st.MigrateDomain(ctx, "scriptcache", migrations); err != nil {
		return nil, err
	}
	return &Cache{db: st.DB()}, nil
}

func checkNames(namespace, key string) error {
	if namespace == "" || key == "" {
		return Invalid{Message: "namespace 和 key 都必须填写"}
	}
	if utf8.RuneCountInString(namespace) > MaxName || utf8.RuneCountInString(key) > MaxName {
		return Invalid{Message: "namespace 和 key 不能超过128个字符"}
	}
	return nil
}

// Get is the stored value, or nil when there is none.
func (c *Cache) Get(ctx context.Context, namespace, key string) (json.RawMessage, error) {
	if err := checkNames(namespace, key); err != nil {
		return nil, err
	}
	var v string
	err := c.db.QueryRowContext(ctx, `SELECT value FROM script_cache WHERE namespace = ? AND key = ?`, namespace, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return json.RawMessage(v), err
}

// Set stores value (any JSON); null removes the entry.
func (c *Cache) Set(ctx context.Context, namespace, key string, value json.RawMessage) error {
	if err := checkNames(namespace, key); err != nil {
		return err
	}
	if len(value) == 0 || string(value) == "null" {
		_, err := c.db.ExecContext(ctx, `DELETE FROM script_cache WHERE namespace = ? AND key = ?`, namespace, key)
		return err
	}
	if !json.Valid(value) {
		return Invalid{Message: "data 必须是JSON"}
	}
	if len(value) > MaxValue {
		return Invalid{Message: "缓存内容不能超过256KB"}
	}
	// The count and the insert are one statement, so two writers cannot
	// both take the last free place.
	res, err := c.db.ExecContext(ctx, `INSERT INTO script_cache(namespace, key, value, updated_at)
		SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM script_cache) < ?
			OR EXISTS (SELECT 1 FROM script_cache WHERE namespace = ? AND key = ?)
		ON CONFLICT(namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
		namespace, key, string(value), time.Now().UTC().Format(time.RFC3339), MaxEntries, namespace, key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Invalid{Message: "缓存已满（最多10000项），请先删除不用的项"}
	}
	return nil
}
