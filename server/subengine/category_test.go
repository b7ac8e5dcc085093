package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// The engine asks users.CategoryRule, the API's rule: a torrent of
// unknown category is refused to a normal user limited to some
// categories, and taken for one allowed every category and for an admin.
func TestUnknownCategoryFollowsTheAPIRule(t *testing.T) {
	e := &Engine{}
	c := &candidate{T: ptsites.Torrent{SiteName: "天空", Name: "x", CateLevel1: ""}}
	x := subscribe.Sub{Type: "Movie"}
	all := users.Profile{PermissionCategory: users.Categories}
	some := users.Profile{PermissionCategory: []string{"Movie", "TV"}}
	for _, u := range []struct {
		user store.User
		p    users.Profile
		want string
	}{
		{store.User{Role: store.RoleUser}, some, "用户没有「未知」分类的权限"},
		{store.User{Role: store.RoleUser}, all, ""},
		{store.User{Role: store.RoleAdmin}, some, ""},
	} {
		got, _ := e.reject(context.Background(), x, c, filters.Filter{}, false, users.CategoryRule(u.user, u.p), holding{}, subState{})
		if got != u.want {
			t.Errorf("role %d: %q, want %q", u.user.Role, got, u.want)
		}
	}
}
