package users

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Grants are the SDK's auth.add_permission: API paths an administrator's
// script opened to normal users (a plugin's own pages call them). Admins
// reach every path anyway; only role 2's entries change anything.
type Grants map[string][]int // "/api/<module>/<call>" → role codes

// GrantsSection is stored under "auth.role_grants".
var GrantsSection = settings.Section[Grants]{Key: "auth.role_grants", Default: func() Grants { return Grants{} }}

// GrantURI normalises what add_permission names: "/api/a/b", "a/b" and
// "a.b" (the SDK's own call names) are the same path.
func GrantURI(uri string) (string, error) {
	u := strings.TrimSpace(uri)
	if !strings.Contains(u, "/") {
		u = strings.ReplaceAll(u, ".", "/")
	}
	u = "/" + strings.TrimLeft(u, "/")
	if !strings.HasPrefix(u, "/api/") {
		u = "/api" + u
	}
	if u == "/api/" || strings.ContainsAny(u, "?# ") || strings.Contains(u, "..") || len(u) > 200 {
		return "", Refusal{Message: fmt.Sprintf("权限点（uri）无效：%s", uri)}
	}
	return u, nil
}

// Grant adds roles to uri's grant.
func Grant(ctx context.Context, st *store.Store, roles []int, uri string) (string, error) {
	path, err := GrantURI(uri)
	if err != nil {
		return "", err
	}
	if len(roles) == 0 {
		return "", Refusal{Message: "角色码（role_code）不能为空"}
	}
	for _, r := range roles {
		if r != store.RoleAdmin && r != store.RoleUser {
			return "", Refusal{Message: fmt.Sprintf("角色码（role_code）只能是1（管理员）或2（普通用户）：%d", r)}
		}
	}
	return path, GrantsSection.Edit(ctx, st, func(g Grants) (Grants, error) {
		for _, r := range roles {
			if !slices.Contains(g[path], r) {
				g[path] = append(g[path], r)
			}
		}
		return g, nil
	})
}

// Granted reports whether role may call path beyond its own rights.
func Granted(ctx context.Context, st *store.Store, role int, path string) bool {
	g, err := GrantsSection.Load(ctx, st)
	return err == nil && slices.Contains(g[path], role)
}
