package users

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// InviteTTL is how long an invitation link works.
const InviteTTL = 72 * time.Hour

// errInviteUnusable covers unknown, used and expired links alike: the
// page cannot tell which, and a guesser learns nothing.
var errInviteUnusable = Refusal{Message: "邀请链接无效、已使用或已过期，请向管理员重新索取"}

// inviteMigrations: only the token's SHA-256 is kept, so a copy of the
// database cannot be used to sign up.
var inviteMigrations = []string{
	`CREATE TABLE user_invites (
		token_hash TEXT PRIMARY KEY,
		email      TEXT NOT NULL,
		invited_by INTEGER NOT NULL,
		expires_at INTEGER NOT NULL, -- unix seconds
		used_at    INTEGER           -- unix seconds; NULL while unused
	);`,
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// CheckEmail trims and checks an invitee's address.
func CheckEmail(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	a, err := mail.ParseAddress(s)
	if s == "" {
		return "", Refusal{Message: "请填写邮箱"}
	}
	if err != nil || a.Address != s || len(s) > 254 {
		return "", Refusal{Message: "邮箱地址格式不正确"}
	}
	return s, nil
}

// Invite records a one-time sign-up token for email and returns it.
func (s *Service) Invite(ctx context.Context, email string, by int64) (string, error) {
	email, err := CheckEmail(email)
	if err != nil {
		return "", err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	_, err = s.st.DB().ExecContext(ctx, `INSERT INTO user_invites(token_hash, email, invited_by, expires_at) VALUES (?, ?, ?, ?)`,
		hashToken(token), email, by, s.now().Add(InviteTTL).Unix())
	if err != nil {
		return "", fmt.Errorf("users: save invite: %w", err)
	}
	return token, nil
}

// CancelInvite forgets a token whose mail could not be sent.
func (s *Service) CancelInvite(ctx context.Context, token string) {
	store.Note(ctx, s.st.DB(), "an invitation whose mail was not sent", `DELETE FROM user_invites WHERE token_hash = ?`, hashToken(token))
}

// InvitedEmail returns the address a still-usable token was sent to.
func (s *Service) InvitedEmail(ctx context.Context, token string) (string, error) {
	var email string
	err := s.st.DB().QueryRowContext(ctx, `SELECT email FROM user_invites
		WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`, hashToken(token), s.now().Unix()).Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errInviteUnusable
	}
	return email, err
}

// SignUp creates a normal user (role 2, default profile) with a usable
// token and uses the token up. The token is claimed first, in one
// statement, so two sign-ups racing with the same link cannot both win;
// if the account then cannot be created (a taken name) it is handed back.
func (s *Service) SignUp(ctx context.Context, token string, in Input) (store.User, error) {
	in.Role, in.Profile = store.RoleUser, defaultProfile()
	if err := in.normalise(in.Password, true); err != nil {
		return store.User{}, err
	}
	now := s.now().Unix()
	res, err := s.st.DB().ExecContext(ctx, `UPDATE user_invites SET used_at = ?
		WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`, now, hashToken(token), now)
	if err != nil {
		return store.User{}, fmt.Errorf("users: claim invite: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return store.User{}, errInviteUnusable
	}
	u, err := s.Register(ctx, in)
	if err != nil {
		store.Note(ctx, s.st.DB(), "an invitation given back after a failed registration", `UPDATE user_invites SET used_at = NULL WHERE token_hash = ?`, hashToken(token))
		return store.User{}, err
	}
	return u, nil
}
