package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrLastAdmin is returned when deleting the only admin: the install would
// have nobody left who can configure it.
var ErrLastAdmin = errors.New("store: cannot delete the last admin")

// UpdateNickname sets user id's nickname; ErrNotFound when there is none.
func (s *Store) UpdateNickname(ctx context.Context, id int64, nickname string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE users SET nickname = ?, updated_at = ? WHERE id = ?`, nickname, nowText(), id)
	if err != nil {
		return fmt.Errorf("store: update nickname: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return ErrNotFound
	}
	return nil
}

// DeleteUser removes user id with their notifications and API keys
// (ON DELETE CASCADE). The last admin cannot be deleted (ErrLastAdmin), which
// also keeps HasAdmin's cached true answer correct.
func (s *Store) DeleteUser(ctx context.Context, id int64) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	var role, admins int
	err = tx.QueryRowContext(ctx, `SELECT role, (SELECT COUNT(*) FROM users WHERE role = ?)
		FROM users WHERE id = ?`, RoleAdmin, id).Scan(&role, &admins)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: read user: %w", err)
	}
	if role == RoleAdmin && admins <= 1 {
		return ErrLastAdmin
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM users WHERE id = ?`, id); err != nil {
		return fmt.Errorf("store: delete user: %w", err)
	}
	return tx.Commit()
}

// FirstAdmin is the admin created first (the install's owner).
func (s *Store) FirstAdmin(ctx context.Context) (User, error) {
	return scanUser(s.db.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE role = ? ORDER BY id LIMIT 1`, RoleAdmin))
}
