package dashboard

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// migrations are the dashboard's own table: each user's calendar feed
// token (calendar apps cannot sign in, so the feed's address carries it).
var migrations = []string{
	`CREATE TABLE calendar_feed_tokens (
		uid        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		token      TEXT    NOT NULL UNIQUE,
		created_at TEXT    NOT NULL
	)`,
}

// ErrBadFeedToken: no user has this calendar token (never had, or reset).
var ErrBadFeedToken = errors.New("日历地址无效或已被重置")

// FeedToken is uid's calendar token, made on first use; reset replaces
// it, so the old address stops working.
func (s *Service) FeedToken(ctx context.Context, uid int64, reset bool) (string, error) {
	if !reset {
		var tok string
		err := s.db.QueryRowContext(ctx, `SELECT token FROM calendar_feed_tokens WHERE uid = ?`, uid).Scan(&tok)
		if err == nil {
			return tok, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return "", err
		}
	}
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	tok := hex.EncodeToString(b)
	_, err := s.db.ExecContext(ctx, `INSERT INTO calendar_feed_tokens(uid, token, created_at) VALUES (?, ?, ?)
		ON CONFLICT(uid) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
		uid, tok, s.o.Now().Format(time.DateTime))
	return tok, err
}

// FeedUser is the user whose calendar token tok is.
func (s *Service) FeedUser(ctx context.Context, tok string) (store.User, error) {
	if len(tok) != 48 {
		return store.User{}, ErrBadFeedToken
	}
	var uid int64
	var stored string
	// The unique index finds the row; the constant-time compare keeps the
	// answer's timing from telling how much of a guess was right.
	err := s.db.QueryRowContext(ctx, `SELECT uid, token FROM calendar_feed_tokens WHERE token = ?`, tok).Scan(&uid, &stored)
	if errors.Is(err, sql.ErrNoRows) || err == nil && subtle.ConstantTimeCompare([]byte(stored), []byte(tok)) != 1 {
		return store.User{}, ErrBadFeedToken
	}
	if err != nil {
		return store.User{}, err
	}
	return s.o.Store.UserByID(ctx, uid)
}
