package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// PutSettingsIfUnchanged writes values in one transaction, but only while
// guardKey still holds guardValue; it reports whether it wrote. It exists for
// results computed from a setting outside any transaction (a connection
// check takes seconds): the result is stored only if nobody replaced the
// setting it was computed from in the meantime. A missing guardKey never
// matches.
func (s *Store) PutSettingsIfUnchanged(ctx context.Context, guardKey, guardValue string, values map[string]string) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE: the read below cannot go stale before the write
	if err != nil {
		return false, fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	var current string
	err = tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, guardKey).Scan(&current)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: read setting %q: %w", guardKey, err)
	}
	if current != guardValue {
		return false, nil
	}
	for _, k := range slices.Sorted(maps.Keys(values)) {
		if _, err := tx.ExecContext(ctx, upsertSetting, k, values[k]); err != nil {
			return false, fmt.Errorf("store: write setting %q: %w", k, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("store: commit settings: %w", err)
	}
	return true, nil
}
