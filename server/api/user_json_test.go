package api

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

func TestUserJSON(t *testing.T) {
	cases := []struct {
		u    store.User
		want string
	}{
		{store.User{ID: 1, Username: "admin", Nickname: "admin", Role: store.RoleAdmin, PasswordHash: "$2a$secret"},
			`{"id":1,"username":"admin","nickname":"admin","avatar":"","role":1,"role_name":"管理员"}`},
		{store.User{ID: 5, Username: "bob", Nickname: "Bob", Avatar: "/user/avatar/5.jpg", Role: store.RoleUser, PasswordHash: "$2a$secret"},
			`{"id":5,"username":"bob","nickname":"Bob","avatar":"/user/avatar/5.jpg","role":2,"role_name":"普通用户"}`},
	}
	for _, c := range cases {
		b, err := json.Marshal(newUserJSON(c.u))
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != c.want {
			t.Errorf("got  %s\nwant %s", b, c.want)
		}
		if strings.Contains(string(b), "secret") || strings.Contains(string(b), "password") {
			t.Errorf("password hash leaked: %s", b)
		}
	}
}
