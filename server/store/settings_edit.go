package store

import (
	"context"
	"database/sql"
	"fmt"
)

// SettingsTx is the settings table inside one write transaction, handed to
// the function given to EditSettings. It must not be kept after that
// function returns.
type SettingsTx struct {
	tx *sql.Tx
}

// Setting reads key as the transaction sees it (ErrNotFound when absent).
// Its signature matches Store.Setting, so typed sections load through it.
func (t *SettingsTx) Setting(ctx context.Context, key string) (string, error) {
	return readSetting(ctx, t.tx, key)
}

// Put writes key in the transaction.
func (t *SettingsTx) Put(ctx context.Context, key, value string) error {
	return putSetting(ctx, t.tx, key, value)
}

// Delete removes key (a missing key is not an error).
func (t *SettingsTx) Delete(ctx context.Context, key string) error {
	if _, err := t.tx.ExecContext(ctx, `DELETE FROM settings WHERE key = ?`, key); err != nil {
		return fmt.Errorf("store: delete setting %q: %w", key, err)
	}
	return nil
}

// EditSettings runs fn in one write transaction (BEGIN IMMEDIATE, see
// dsnParams): what fn reads cannot change before its writes commit, so a
// read-modify-write of a list (add one media server while another browser
// adds another) never loses an update. fn's error rolls everything back and
// is returned as is. fn must be quick and must not do network I/O: it holds
// the database's only write lock.
func (s *Store) EditSettings(ctx context.Context, fn func(*SettingsTx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	if err := fn(&SettingsTx{tx: tx}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: commit settings: %w", err)
	}
	return nil
}
