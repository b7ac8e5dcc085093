package store

import (
	"context"
	"errors"
	"testing"
)

func TestUpdateNicknameAndDeleteUser(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	admin, _ := s.CreateFirstAdmin(ctx, "admin", "h")
	if err := s.UpdateNickname(ctx, admin.ID, "站长"); err != nil {
		t.Fatal(err)
	}
	if u, _ := s.FirstAdmin(ctx); u.Nickname != "站长" {
		t.Fatalf("nickname = %q", u.Nickname)
	}
	if err := s.UpdateNickname(ctx, 999, "x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing user: %v", err)
	}
	if err := s.DeleteUser(ctx, admin.ID); !errors.Is(err, ErrLastAdmin) {
		t.Fatalf("deleting the last admin: %v", err)
	}
	second, _ := s.CreateUser(ctx, "second", "h", RoleAdmin)
	if err := s.DeleteUser(ctx, second.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteUser(ctx, second.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second delete: %v", err)
	}
	if has, _ := s.HasAdmin(ctx); !has {
		t.Fatal("no admin left")
	}
}
