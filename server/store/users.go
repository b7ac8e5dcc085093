package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Roles stored in users.role.
const (
	RoleAdmin = 1
	RoleUser  = 2
)

// ErrAdminExists is returned by CreateFirstAdmin once an admin exists.
var ErrAdminExists = errors.New("store: an admin already exists")

// User is one account. PasswordHash must never leave the server.
type User struct {
	ID           int64
	Username     string
	Nickname     string
	Avatar       string
	Role         int
	PasswordHash string
	// TokensValidFrom: sign-ins before it no longer count ("" = all do).
	TokensValidFrom string
	CreatedAt       string
	UpdatedAt       string
}

const userColumns = `id, username, nickname, avatar, role, password_hash, tokens_valid_from, created_at, updated_at`

func scanUserFields(row Scanner, u *User) error {
	return row.Scan(&u.ID, &u.Username, &u.Nickname, &u.Avatar, &u.Role, &u.PasswordHash,
		&u.TokensValidFrom, &u.CreatedAt, &u.UpdatedAt)
}

func scanUser(row *sql.Row) (User, error) {
	var u User
	err := scanUserFields(row, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("store: read user: %w", err)
	}
	return u, nil
}

// UserByUsername finds a user by name, ignoring ASCII case (the column is
// COLLATE NOCASE). It returns ErrNotFound when there is none.
func (s *Store) UserByUsername(ctx context.Context, name string) (User, error) {
	return scanUser(s.db.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE username = ?`, name))
}

// Nickname is how uid is named in messages ({{nickname}}): the nickname,
// else the username; "" for no user (0) or one gone since.
func (s *Store) Nickname(ctx context.Context, uid int64) string {
	u, err := s.UserByID(ctx, uid)
	if err != nil || uid == 0 {
		return ""
	}
	if u.Nickname != "" {
		return u.Nickname
	}
	return u.Username
}

// UserByID finds a user by id; ErrNotFound when there is none.
func (s *Store) UserByID(ctx context.Context, id int64) (User, error) {
	return scanUser(s.db.QueryRowContext(ctx,
		`SELECT `+userColumns+` FROM users WHERE id = ?`, id))
}

// HasAdmin reports whether an admin account exists (i.e. first-run setup is
// done). A true answer is cached for the life of the Store.
func (s *Store) HasAdmin(ctx context.Context) (bool, error) {
	if s.adminExists.Load() {
		return true, nil
	}
	exists, err := adminExists(ctx, s.db)
	if err != nil {
		return false, fmt.Errorf("store: check admin: %w", err)
	}
	if exists {
		s.adminExists.Store(true)
	}
	return exists, nil
}

// queryer is satisfied by both *sql.DB and *sql.Tx.
type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func adminExists(ctx context.Context, q queryer) (bool, error) {
	var exists bool
	err := q.QueryRowContext(ctx,
		`SELECT EXISTS(SELECT 1 FROM users WHERE role = ?)`, RoleAdmin).Scan(&exists)
	return exists, err
}

// CreateFirstAdmin creates the first admin (nickname = username). The check
// and the insert share one write transaction (BEGIN IMMEDIATE, see dsnParams),
// so concurrent calls cannot create two admins: the loser gets ErrAdminExists.
func (s *Store) CreateFirstAdmin(ctx context.Context, username, passwordHash string) (User, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return User{}, fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit

	exists, err := adminExists(ctx, tx)
	if err != nil {
		return User{}, fmt.Errorf("store: check admin: %w", err)
	}
	if exists {
		s.adminExists.Store(true)
		return User{}, ErrAdminExists
	}
	now := nowText()
	res, err := tx.ExecContext(ctx,
		`INSERT INTO users(username, password_hash, nickname, role, created_at, updated_at)
		 VALUES (?, ?, ?, ?, ?, ?)`,
		username, passwordHash, username, RoleAdmin, now, now)
	if err != nil {
		return User{}, fmt.Errorf("store: insert admin: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return User{}, fmt.Errorf("store: insert admin: %w", err)
	}
	// The greeting is part of the same transaction: a new install's bell
	// always has something real to show.
	if err := addNotify(ctx, tx, welcomeNotify(id)); err != nil {
		return User{}, err
	}
	if err := tx.Commit(); err != nil {
		return User{}, fmt.Errorf("store: commit admin: %w", err)
	}
	s.adminExists.Store(true)
	return User{ID: id, Username: username, Nickname: username, Role: RoleAdmin, PasswordHash: passwordHash,
		CreatedAt: now, UpdatedAt: now}, nil
}

// Users lists every account, oldest first (the user list and the API-key
// screen's user picker).
func (s *Store) Users(ctx context.Context) ([]User, error) {
	out, err := List(ctx, s.db, func(sc Scanner) (u User, err error) { return u, scanUserFields(sc, &u) },
		`SELECT `+userColumns+` FROM users ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("store: list users: %w", err)
	}
	return out, nil
}
