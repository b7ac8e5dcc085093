package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

var (
	errCredentialsMissing = Error{Message: "请输入账号和密码"}
	// One text for unknown user and wrong password: the answer must not
	// reveal which accounts exist.
	errCredentialsWrong = Error{Message: "账号或密码错误"}
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
	addr, name := throttleAddr(r), strings.ToLower(username)
	if err := s.checkLoginAllowed(r, addr, name, username); err != nil {
		return nil, err
	}
	u, err := s.Store.UserByUsername(r.Context(), username)
	found := err == nil
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	hash := auth.DummyHash() // an unknown name costs what a wrong password does
	if found {
		hash = u.PasswordHash
	}
	if !s.CheckPassword(hash, in.Password) || !found {
		s.loginFailed(r, username, found)
		return nil, errCredentialsWrong
	}
	s.Throttle.SucceededFrom(addr, name)
	token, err := s.Tokens.Issue(u.ID, u.Username, u.Role)
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

// userJSON is the current-user object of get_token and my_account. It is
// built field by field so the password hash can never leak into it.
type userJSON struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
	Role     int    `json:"role"`
	RoleName string `json:"role_name"`
}

func newUserJSON(u store.User) userJSON {
	return userJSON{
		ID:       u.ID,
		Username: u.Username,
		Nickname: u.Nickname,
		Avatar:   u.Avatar,
		Role:     u.Role,
		RoleName: roleName(u.Role),
	}
}

// roleName is the role's display text (shown under the avatar).
func roleName(role int) string {
	if role == store.RoleAdmin {
		return "管理员"
	}
	return "普通用户"
}
