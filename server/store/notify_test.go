package store

import (
	"context"
	"database/sql"
	"testing"
)

func TestFirstAdminIsGreetedAndTakeMarksRead(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	u, err := s.CreateFirstAdmin(ctx, "admin", "hash")
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := s.CountUnreadNotify(ctx, u.ID); n != 1 {
		t.Fatalf("unread after first admin = %d, want 1 (welcome)", n)
	}
	if err := s.AddNotify(ctx, Notify{UID: u.ID, Title: "二", Message: "m", Args: sql.NullString{String: `{"sub_id":1}`, Valid: true}}); err != nil {
		t.Fatal(err)
	}
	list, err := s.TakeUnreadNotify(ctx, u.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Title != "二" || list[1].Title != "欢迎使用 Movie Robot" {
		t.Fatalf("newest first: %+v", list)
	}
	if list[0].Args.String != `{"sub_id":1}` || list[1].Args.Valid || list[0].CreatedAt == "" {
		t.Fatalf("fields: %+v", list)
	}
	if n, _ := s.CountUnreadNotify(ctx, u.ID); n != 0 {
		t.Fatalf("unread after take = %d", n)
	}
	if again, _ := s.TakeUnreadNotify(ctx, u.ID); len(again) != 0 {
		t.Fatalf("taken twice: %+v", again)
	}
}

func TestNotificationsArePerUser(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	u, _ := s.CreateFirstAdmin(ctx, "admin", "hash")
	if n, _ := s.CountUnreadNotify(ctx, u.ID+1); n != 0 {
		t.Fatalf("another user sees %d", n)
	}
}
