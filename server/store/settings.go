package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// upsertSetting writes one key, replacing any value it had.
const upsertSetting = `INSERT INTO settings(key, value) VALUES (?, ?)
	ON CONFLICT(key) DO UPDATE SET value = excluded.value`

// settingsDB is the database or a transaction: settings read and write the same through both.
type settingsDB interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func readSetting(ctx context.Context, db settingsDB, key string) (string, error) {
	var v string
	err := db.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("store: read setting %q: %w", key, err)
	}
	return v, nil
}

func putSetting(ctx context.Context, db settingsDB, key, value string) error {
	if _, err := db.ExecContext(ctx, upsertSetting, key, value); err != nil {
		return fmt.Errorf("store: write setting %q: %w", key, err)
	}
	return nil
}

// Setting returns the value stored under key, or ErrNotFound.
func (s *Store) Setting(ctx context.Context, key string) (string, error) {
	return readSetting(ctx, s.db, key)
}

// PutSetting stores value under key. When it returns nil the value is on
// disk (WAL with synchronous=FULL): a crash right after cannot lose it.
func (s *Store) PutSetting(ctx context.Context, key, value string) error {
	return putSetting(ctx, s.db, key, value)
}

// PutSettings stores several keys in one transaction: a settings form is
// saved whole or not at all. Keys are written in sorted order so concurrent
// savers cannot deadlock on each other's rows.
func (s *Store) PutSettings(ctx context.Context, values map[string]string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	stmt, err := tx.PrepareContext(ctx, upsertSetting)
	if err != nil {
		return fmt.Errorf("store: prepare: %w", err)
	}
	defer stmt.Close()
	for _, k := range slices.Sorted(maps.Keys(values)) {
		if _, err := stmt.ExecContext(ctx, k, values[k]); err != nil {
			return fmt.Errorf("store: write setting %q: %w", k, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: commit settings: %w", err)
	}
	return nil
}
