package subscribe

import (
	"context"
	"fmt"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// Owned answers a user's own subscriptions, an admin everyone's, narrowed
// by type, TMDB id and status in the query (so the limit counts only
// those kept).
func TestOwnedNarrowsByUserTypeAndStatus(t *testing.T) {
	st, admin, user, _ := newSubs(t, false)
	ctx := context.Background()
	for _, r := range []struct {
		uid        int64
		kind, name string
		tmdb, st   int
	}{{admin.ID, "Movie", "甲", 1, StatusSubscribed}, {user.ID, "Movie", "乙", 2, StatusSubscribed},
		{user.ID, "TV", "丙", 3, StatusCompleted}, {user.ID, "Movie", "丁", 0, StatusSubscribed},
		{user.ID, "Movie", "戊", 5, StatusApproval}} {
		if _, err := st.DB().ExecContext(ctx, `INSERT INTO subscriptions(uid, media_type, cn_name, tmdb_id, status, filter_name, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, '2026-01-01', '2026-01-01')`, r.uid, r.kind, r.name, r.tmdb, r.st, FilterAuto); err != nil {
			t.Fatal(err)
		}
	}
	names := func(u store.User, q OwnedQuery) (out []string) {
		list, err := Owned(ctx, st.DB(), u, q)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range list {
			out = append(out, x.CNName)
		}
		return out
	}
	active := []int{StatusSubscribed, StatusReversion, StatusCompleted}
	for _, c := range []struct {
		u    store.User
		q    OwnedQuery
		want string
	}{
		{user, OwnedQuery{MediaType: "Movie", WithTMDB: true, Statuses: active}, "[乙]"},
		{admin, OwnedQuery{MediaType: "Movie", WithTMDB: true, Statuses: active}, "[乙 甲]"},
		{user, OwnedQuery{Statuses: active}, "[丁 丙 乙]"},
		{user, OwnedQuery{Statuses: active, Limit: 1}, "[丁]"},
		{admin, OwnedQuery{}, "[戊 丁 丙 乙 甲]"},
	} {
		if got := fmt.Sprint(names(c.u, c.q)); got != c.want {
			t.Errorf("%s %+v: %s, want %s", c.u.Username, c.q, got, c.want)
		}
	}
}
