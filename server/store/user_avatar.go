package store

import (
	"context"
	"fmt"
)

// SetAvatar records the URL of uid's avatar image (served by the binary).
func (s *Store) SetAvatar(ctx context.Context, uid int64, url string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE users SET avatar = ? WHERE id = ?`, url, uid)
	if err != nil {
		return fmt.Errorf("store: set avatar: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
