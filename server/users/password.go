package users

import (
	"context"
	"errors"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

// ResetPassword sets uid's password (user/reset_password, the scripting
// API's call). Like a change on the user form it ends every session that
// user had; their API keys keep working (a script is not a session).
func (s *Service) ResetPassword(ctx context.Context, uid int64, password string) error {
	switch n := utf8.RuneCountInString(password); {
	case n == 0:
		return Refusal{Message: "必须填写密码"}
	case n < 6:
		return Refusal{Message: "密码不能少于6位"}
	case n > 64:
		return Refusal{Message: "密码不能超过64位"}
	}
	u, err := s.st.UserByID(ctx, uid)
	if errors.Is(err, store.ErrNotFound) {
		return Refusal{Message: "用户不存在"}
	}
	if err != nil {
		return err
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return err
	}
	change := store.AccountChange{Username: u.Username, Nickname: u.Nickname, Role: u.Role, PasswordHash: hash}
	if err := s.st.UpdateAccount(ctx, uid, change); errors.Is(err, store.ErrNotFound) {
		return Refusal{Message: "用户不存在"}
	} else if err != nil {
		return err
	}
	return nil
}
