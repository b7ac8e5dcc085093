package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrUsernameTaken is returned when another account already has the name
// (names compare without ASCII case).
var ErrUsernameTaken = errors.New("store: username taken")

// AccountChange is an edit of a user's sign-in data. An empty PasswordHash
// keeps the password; a new one also ends every session of that user.
type AccountChange struct {
	Username     string
	Nickname     string
	Role         int
	PasswordHash string
}

// UpdateAccount applies c to user id. Demoting the last admin is refused
// with ErrLastAdmin, a name in use with ErrUsernameTaken.
func (s *Store) UpdateAccount(ctx context.Context, id int64, c AccountChange) error {
	if c.Role != RoleAdmin && c.Role != RoleUser {
		return fmt.Errorf("store: unknown role %d", c.Role)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	var role, admins, taken int
	err = tx.QueryRowContext(ctx, `SELECT role, (SELECT COUNT(*) FROM users WHERE role = ?),
		(SELECT COUNT(*) FROM users WHERE username = ? AND id <> ?) FROM users WHERE id = ?`,
		RoleAdmin, c.Username, id, id).Scan(&role, &admins, &taken)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: read user: %w", err)
	}
	if taken > 0 {
		return ErrUsernameTaken
	}
	if role == RoleAdmin && c.Role != RoleAdmin && admins <= 1 {
		return ErrLastAdmin
	}
	now := nowText()
	_, err = tx.ExecContext(ctx, `UPDATE users SET username = ?, nickname = ?, role = ?, updated_at = ?
		WHERE id = ?`, c.Username, c.Nickname, c.Role, now, id)
	if err == nil && c.PasswordHash != "" {
		_, err = tx.ExecContext(ctx, `UPDATE users SET password_hash = ?, tokens_valid_from = ? WHERE id = ?`,
			c.PasswordHash, time.Now().UTC().Truncate(time.Second).Format(time.RFC3339), id)
	}
	if err != nil {
		return fmt.Errorf("store: update user: %w", err)
	}
	return tx.Commit()
}

// TokenStillValid reports whether a token issued at iat still signs u in:
// a password change ends every session begun before it.
func (u User) TokenStillValid(iat time.Time) bool {
	if u.TokensValidFrom == "" {
		return true
	}
	from, err := time.Parse(time.RFC3339, u.TokensValidFrom)
	return err != nil || !iat.Before(from)
}
