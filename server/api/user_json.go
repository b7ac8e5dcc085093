package api

import "github.com/movie-robot/web-console/server/store"

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
