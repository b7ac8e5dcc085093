package users

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// add_permission names a path three ways; anything that could reach past
// one API path is refused.
func TestGrantURI(t *testing.T) {
	for in, want := range map[string]string{
		"/api/setting/get_env": "/api/setting/get_env",
		"setting/get_env":      "/api/setting/get_env",
		"setting.get_env":      "/api/setting/get_env",
		" /setting/get_env ":   "/api/setting/get_env",
	} {
		if got, err := GrantURI(in); err != nil || got != want {
			t.Errorf("GrantURI(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "/api/", "/api/a/../user/delete_user", "/api/a?x=1", "/api/a#b", "/api/a b", "/api/" + strings.Repeat("a", 200)} {
		if _, err := GrantURI(bad); err == nil {
			t.Errorf("GrantURI(%q) accepted", bad)
		}
	}
}

// Grants add up without repeats; only the granted role gains the path.
func TestGrantAndGranted(t *testing.T) {
	ctx := context.Background()
	_, st, _ := newService(t)
	for range 2 {
		if _, err := Grant(ctx, st, []int{store.RoleUser}, "setting.get_env"); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := GrantsSection.Load(ctx, st)
	if len(g["/api/setting/get_env"]) != 1 {
		t.Fatalf("grants %v", g)
	}
	if !Granted(ctx, st, store.RoleUser, "/api/setting/get_env") || Granted(ctx, st, store.RoleUser, "/api/setting/get_douban") {
		t.Fatal("granted the wrong path")
	}
	for _, roles := range [][]int{nil, {3}} {
		if _, err := Grant(ctx, st, roles, "a/b"); err == nil {
			t.Errorf("roles %v accepted", roles)
		}
	}
}

// A member's categories limit her; an admin, or a member holding every
// category, is not limited (a category the list does not know passes).
func TestCategoryRule(t *testing.T) {
	member := store.User{Role: store.RoleUser}
	some := Profile{PermissionCategory: []string{Categories[0]}}
	may := CategoryRule(member, some)
	if !may(Categories[0]) || may(Categories[1]) || may("未知分类") {
		t.Fatal("a member's categories")
	}
	if !CategoryRule(store.User{Role: store.RoleAdmin}, Profile{})(Categories[1]) {
		t.Fatal("an admin is limited")
	}
	if !CategoryRule(member, Profile{PermissionCategory: append([]string(nil), Categories...)})("未知分类") {
		t.Fatal("a member with every category is limited")
	}
}
