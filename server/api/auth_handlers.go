package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

var (
	errCredentialsMissing = Error{"请输入账号和密码"}
	// One text for unknown user and wrong password: the answer must not
	// reveal which accounts exist.
	errCredentialsWrong = Error{"账号或密码错误"}
)

type credentials struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

// getToken signs a user in: POST /api/auth/get_token.
func (s *Server) getToken(w http.ResponseWriter, r *http.Request) (any, error) {
	var in credentials
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	username := strings.TrimSpace(in.Username)
	if username == "" || in.Password == "" {
		return nil, errCredentialsMissing
	}
	key := throttleKey(r, username)
	if err := s.checkLoginAllowed(r, key, username); err != nil {
		return nil, err
	}
	u, err := s.store.UserByUsername(r.Context(), username)
	if errors.Is(err, store.ErrNotFound) {
		auth.FakePasswordCheck(in.Password) // same time cost as a wrong password
		return nil, errCredentialsWrong
	}
	if err != nil {
		return nil, err
	}
	if !auth.CheckPassword(u.PasswordHash, in.Password) {
		return nil, errCredentialsWrong
	}
	s.throttle.Succeeded(key)
	token, err := s.tokens.Issue(u.ID, u.Username)
	if err != nil {
		return nil, err
	}
	return map[string]any{"access_token": token, "user": newUserJSON(u)}, nil
}

// myAccount returns the signed-in user: GET /api/auth/my_account.
func (s *Server) myAccount(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r) // requireUser guarantees one
	return newUserJSON(u), nil
}
