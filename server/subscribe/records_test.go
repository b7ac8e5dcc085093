package subscribe

import (
	"context"
	"testing"
)

// Delete takes a subscription id, or else a Douban id (every season of
// that subject); List keeps to the type asked for.
func TestDeleteByIDOrDoubanIDAndListByType(t *testing.T) {
	st, admin, user, s := newSubs(t, false)
	ctx := context.Background()
	add := func(douban, kind string) {
		if _, err := st.DB().Exec(`INSERT INTO subscriptions(uid, douban_id, media_type, cn_name, status, filter_name, created_at, updated_at)
			VALUES (?, ?, ?, 't', 0, '', '2026-01-01', '2026-01-01')`, user.ID, douban, kind); err != nil {
			t.Fatal(err)
		}
	}
	add("35267208", "TV")
	add("35267208", "TV")
	add("1292052", "Movie")
	if tv, _ := s.List(ctx, admin, "TV"); len(tv) != 2 {
		t.Fatalf("List TV: %d", len(tv))
	}
	if n, err := s.Delete(ctx, user, "3", nil); n != 1 || err != nil {
		t.Fatalf("delete by id: %d %v", n, err)
	}
	if n, err := s.Delete(ctx, user, "35267208", nil); n != 2 || err != nil {
		t.Fatalf("delete by Douban id: %d %v", n, err)
	}
	if left, _ := s.List(ctx, admin, ""); len(left) != 0 {
		t.Fatalf("left %d", len(left))
	}
}
