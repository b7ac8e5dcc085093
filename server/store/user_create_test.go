package store

import (
	"context"
	"testing"
)

func TestCreateUser(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	u, err := s.CreateUser(ctx, "viewer", "hash", RoleUser)
	if err != nil || u.Role != RoleUser || u.Nickname != "viewer" {
		t.Fatalf("CreateUser = %+v, %v", u, err)
	}
	if has, _ := s.HasAdmin(ctx); has {
		t.Fatal("a plain user counted as admin")
	}
	if _, err := s.CreateUser(ctx, "VIEWER", "hash", RoleUser); err == nil {
		t.Fatal("duplicate username accepted")
	}
	if _, err := s.CreateUser(ctx, "x", "hash", 7); err == nil {
		t.Fatal("unknown role accepted")
	}
	got, err := s.UserByID(ctx, u.ID)
	if err != nil || got.Username != "viewer" || got.Role != RoleUser {
		t.Fatalf("UserByID = %+v, %v", got, err)
	}
}
