package store

import (
	"context"
	"fmt"
)

// ListNotify returns one page of the user's notifications, newest first,
// and marks the ones on it read: /notify/list and the bell share one read
// state, so what the list showed no longer counts as unread on the bell.
func (s *Store) ListNotify(ctx context.Context, uid int64, offset, limit int) ([]Notify, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	list, err := queryNotify(ctx, tx, `WHERE uid = ? ORDER BY id DESC LIMIT ? OFFSET ?`, uid, limit, offset)
	if err != nil {
		return nil, err
	}
	if len(list) > 0 {
		newest, oldest := list[0].ID, list[len(list)-1].ID
		if _, err := tx.ExecContext(ctx, `UPDATE sys_notify SET read = 1
			WHERE uid = ? AND read = 0 AND id BETWEEN ? AND ?`, uid, oldest, newest); err != nil {
			return nil, fmt.Errorf("store: mark notifications read: %w", err)
		}
	}
	return list, tx.Commit()
}

// ClearNotify deletes every notification of the user (清空所有消息).
func (s *Store) ClearNotify(ctx context.Context, uid int64) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM sys_notify WHERE uid = ?`, uid); err != nil {
		return fmt.Errorf("store: clear notifications: %w", err)
	}
	return nil
}
