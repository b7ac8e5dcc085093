package subscribe

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// A member's request reaches every admin (by her nickname, the season in
// the title) and her own bell, never another member's.
func TestAskAdminsReachesAdminsAndHerOnly(t *testing.T) {
	st, admin, user, s := newSubs(t, false)
	ctx := context.Background()
	second, _ := st.CreateUser(ctx, "admin2", "x", store.RoleAdmin)
	other, _ := st.CreateUser(ctx, "other", "x", store.RoleUser)
	user.Nickname = "妈妈"
	name := displayName(record{mediaType: "TV", cn: "繁花", season: 2})
	if err := s.askAdmins(ctx, user, 7, name); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who  store.User
		want int
	}{{admin, 1}, {second, 1}, {user, 1}, {other, 0}} {
		all, err := st.ListNotify(ctx, c.who.ID, 0, 10)
		var list []store.Notify // the first admin also has her welcome
		for _, n := range all {
			if n.Title == "订阅等待批准" {
				list = append(list, n)
			}
		}
		if err != nil || len(list) != c.want {
			t.Fatalf("%s: %d messages (%v), want %d: %+v", c.who.Username, len(list), err, c.want, list)
		}
		if c.who.Role == store.RoleAdmin && !strings.Contains(list[0].Message, "妈妈 订阅了《繁花 第2季》") {
			t.Errorf("%s reads %q", c.who.Username, list[0].Message)
		}
	}
}

// The season joins a show's name unless the name already says 季; a film
// or season 0 keeps its name; a user without a nickname is her username.
func TestDisplayNameAndNick(t *testing.T) {
	for r, want := range map[record]string{
		{mediaType: "TV", cn: "繁花", season: 2}:     "繁花 第2季",
		{mediaType: "TV", cn: "繁花 第二季", season: 2}: "繁花 第二季",
		{mediaType: "TV", cn: "繁花", season: 0}:     "繁花",
		{mediaType: "Movie", cn: "沙丘", season: 2}:  "沙丘",
	} {
		if got := displayName(r); got != want {
			t.Errorf("%+v: %q, want %q", r, got, want)
		}
	}
	if nick(store.User{Username: "u"}) != "u" || nick(store.User{Username: "u", Nickname: "妈妈"}) != "妈妈" {
		t.Error("nick")
	}
}
