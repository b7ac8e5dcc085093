package store

import (
	"context"
	"fmt"
)

// CreateUser adds an account with the given role (RoleAdmin or RoleUser);
// nickname = username. A duplicate username (ignoring ASCII case) is an error.
// The first admin is made by CreateFirstAdmin instead, which also guards
// against a second first-run.
func (s *Store) CreateUser(ctx context.Context, username, passwordHash string, role int) (User, error) {
	if role != RoleAdmin && role != RoleUser {
		return User{}, fmt.Errorf("store: unknown role %d", role)
	}
	now := nowText()
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO users(username, password_hash, nickname, role, created_at, updated_at)
		 VALUES (?, ?, ?, ?, ?, ?)`,
		username, passwordHash, username, role, now, now)
	if err != nil {
		return User{}, fmt.Errorf("store: insert user: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return User{}, fmt.Errorf("store: insert user: %w", err)
	}
	if role == RoleAdmin {
		s.adminExists.Store(true)
	}
	return User{ID: id, Username: username, Nickname: username, Role: role, PasswordHash: passwordHash,
		CreatedAt: now, UpdatedAt: now}, nil
}
