package store

import (
	"context"
	"fmt"
	"time"
)

// migrations are applied in order; migration i+1 is version i+1. Never edit
// or reorder a released entry: databases in the field have already run it.
// Append a new entry instead.
var migrations = []string{
	// 1: accounts and a key/value table for the settings screens.
	`CREATE TABLE users (
		id            INTEGER PRIMARY KEY AUTOINCREMENT,
		username      TEXT    NOT NULL UNIQUE COLLATE NOCASE,
		password_hash TEXT    NOT NULL,
		nickname      TEXT    NOT NULL,
		role          INTEGER NOT NULL, -- 1 admin, 2 user
		avatar        TEXT    NOT NULL DEFAULT '',
		created_at    TEXT    NOT NULL,
		updated_at    TEXT    NOT NULL
	);
	CREATE TABLE settings (
		key   TEXT PRIMARY KEY,
		value TEXT NOT NULL
	);`,
	// 2: system notifications shown under the top bar's bell.
	`CREATE TABLE sys_notify (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		uid        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		title      TEXT    NOT NULL,
		message    TEXT    NOT NULL,
		icon       TEXT    NOT NULL DEFAULT '',
		type       TEXT    NOT NULL DEFAULT '',
		args       TEXT,             -- JSON text, api-contract §2.7
		has_action INTEGER NOT NULL DEFAULT 0,
		action_log TEXT,
		read       INTEGER NOT NULL DEFAULT 0,
		created_at TEXT    NOT NULL
	);
	CREATE INDEX sys_notify_unread ON sys_notify(uid, read);`,
	// 3: the settings screens keep NAMED lists of media servers and download
	// clients; the single records of the setup wizard become each list's
	// master/default entry, named 默认, and their health moves with them.
	// Field order matches the Go structs (server/settings), so the first save
	// rewrites the same text.
	`INSERT INTO settings(key, value)
	SELECT 'config.media_servers', json_array(json_object(
		'type', json_extract(value, '$.type'), 'name', '默认',
		'url', json_extract(value, '$.url'), 'internet_url', '',
		'token', json_extract(value, '$.token'),
		'master_server', json('true'), 'refresh_media_server', json('true')))
	FROM settings WHERE key = 'config.media_server'
		AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'config.media_servers');
	INSERT INTO settings(key, value)
	SELECT 'config.download_clients', json_array(json_object(
		'type', json_extract(value, '$.type'), 'name', '默认',
		'url', json_extract(value, '$.url'),
		'username', json_extract(value, '$.username'),
		'password', CASE WHEN json_extract(value, '$.type') = 'aria2' THEN '' ELSE json_extract(value, '$.password') END,
		'secret', CASE WHEN json_extract(value, '$.type') = 'aria2' THEN json_extract(value, '$.password') ELSE '' END,
		'need_login', json(CASE WHEN json_extract(value, '$.need_login') THEN 'true' ELSE 'false' END),
		'monitor_all_torrents', json(CASE WHEN json_extract(value, '$.monitor_all_torrents') THEN 'true' ELSE 'false' END),
		'is_default', json('true'), 'site_id', json('null')))
	FROM settings WHERE key = 'config.download_client'
		AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'config.download_clients');
	UPDATE OR REPLACE settings SET key = 'health.media_server.默认' WHERE key = 'config.media_server.health';
	UPDATE OR REPLACE settings SET key = 'health.download_client.默认' WHERE key = 'config.download_client.health';
	DELETE FROM settings WHERE key IN ('config.media_server', 'config.download_client');`,
	// 4: API keys for scripts and external clients. The key is kept as is
	// because the key screen shows it; key_hash (SHA-256, hex) is what
	// look-ups use, so the search itself leaks nothing about the key.
	`CREATE TABLE access_keys (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		access_key TEXT    NOT NULL,
		key_hash   TEXT    NOT NULL UNIQUE,
		uid        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		created_at TEXT    NOT NULL
	);`,
	// 5: hourly results of the background health checks (last day or two).
	`CREATE TABLE health_history (
		service TEXT    NOT NULL, -- e.g. media_server.默认, metadata.tmdb
		hour    INTEGER NOT NULL, -- Unix seconds at the start of the hour
		up      INTEGER NOT NULL DEFAULT 0,
		down    INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY (service, hour)
	);`,
	// 6: a password change ends the user's sessions: tokens issued before
	// this instant (RFC 3339, whole seconds like a JWT's iat) are refused.
	`ALTER TABLE users ADD COLUMN tokens_valid_from TEXT NOT NULL DEFAULT '';`,
}

// migrate brings the schema up to date. Each migration runs in its own
// transaction together with its schema_migrations row, so it is applied
// exactly once even if two processes open the same file at once.
func (s *Store) migrate(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		applied_at TEXT NOT NULL
	)`)
	if err != nil {
		return fmt.Errorf("store: create schema_migrations: %w", err)
	}
	for i, stmt := range migrations {
		if err := s.applyMigration(ctx, i+1, stmt); err != nil {
			return fmt.Errorf("store: migration %d: %w", i+1, err)
		}
	}
	return nil
}

func (s *Store) applyMigration(ctx context.Context, version int, stmt string) error {
	return s.applyOnce(ctx, stmt,
		`SELECT EXISTS(SELECT 1 FROM schema_migrations WHERE version = ?)`,
		`INSERT INTO schema_migrations(version, applied_at) VALUES (?, ?)`, version)
}

// applyOnce runs stmt and records it in one transaction, unless its ledger
// (the app's schema_migrations, the domains' domain_migrations) already
// holds it: seen asks with key, record writes key and the time.
func (s *Store) applyOnce(ctx context.Context, stmt, seen, record string, key ...any) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // no-op after Commit

	var applied bool
	if err := tx.QueryRowContext(ctx, seen, key...).Scan(&applied); err != nil || applied {
		return err
	}
	if _, err := tx.ExecContext(ctx, stmt); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, record, append(key, nowText())...); err != nil {
		return err
	}
	return tx.Commit()
}

// nowText is the timestamp format stored in *_at columns (sortable as text).
func nowText() string {
	return time.Now().UTC().Format(time.RFC3339Nano)
}
