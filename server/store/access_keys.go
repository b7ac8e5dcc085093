package store

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// AccessKey is an API key bound to a user. Key is stored as is: the key
// screen lists it (api-contract §2.1 list_access_key), so a stolen database
// exposes the keys — the same database already holds everything they could
// reach. Look-ups go through a SHA-256 index and a constant-time compare.
type AccessKey struct {
	ID       int64
	Key      string
	UID      int64
	Nickname string // of the bound user
}

func keyHash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// CreateAccessKey stores key for user uid (ErrNotFound if there is no such
// user).
func (s *Store) CreateAccessKey(ctx context.Context, uid int64, key string) (AccessKey, error) {
	u, err := s.UserByID(ctx, uid)
	if err != nil {
		return AccessKey{}, err
	}
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO access_keys(access_key, key_hash, uid, created_at) VALUES (?, ?, ?, ?)`,
		key, keyHash(key), uid, nowText())
	if err != nil {
		return AccessKey{}, fmt.Errorf("store: insert access key: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return AccessKey{}, fmt.Errorf("store: insert access key: %w", err)
	}
	return AccessKey{ID: id, Key: key, UID: uid, Nickname: u.Nickname}, nil
}

// AccessKeys lists every key with its user's nickname, oldest first.
func (s *Store) AccessKeys(ctx context.Context) ([]AccessKey, error) {
	list, err := Rows(ctx, s.db, func(k *AccessKey) []any { return []any{&k.ID, &k.Key, &k.UID, &k.Nickname} },
		`SELECT k.id, k.access_key, k.uid, u.nickname FROM access_keys k JOIN users u ON u.id = k.uid ORDER BY k.id`)
	if err != nil {
		return nil, fmt.Errorf("store: list access keys: %w", err)
	}
	return list, nil
}

// DeleteAccessKey removes key id; ErrNotFound when there is none. The
// next request carrying it is refused: nothing caches keys.
func (s *Store) DeleteAccessKey(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM access_keys WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("store: delete access key: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return ErrNotFound
	}
	return nil
}

// UserByAccessKey returns the user key is bound to, or ErrNotFound. Keys of
// deleted users are gone with them (ON DELETE CASCADE).
func (s *Store) UserByAccessKey(ctx context.Context, key string) (User, error) {
	var stored string
	var uid int64
	err := s.db.QueryRowContext(ctx,
		`SELECT access_key, uid FROM access_keys WHERE key_hash = ?`, keyHash(key)).Scan(&stored, &uid)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("store: find access key: %w", err)
	}
	// The hash matched; comparing the keys themselves guards against the
	// (theoretical) collision without a timing signal.
	if subtle.ConstantTimeCompare([]byte(stored), []byte(key)) != 1 {
		return User{}, ErrNotFound
	}
	return s.UserByID(ctx, uid)
}
