package store

import (
	"context"
	"errors"
	"testing"
)

func TestAccessKeyLifecycle(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	admin, _ := s.CreateFirstAdmin(ctx, "admin", "h")
	viewer, _ := s.CreateUser(ctx, "viewer", "h", RoleUser)
	if _, err := s.CreateAccessKey(ctx, 999, "k0"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("key for a missing user: %v", err)
	}
	k1, err := s.CreateAccessKey(ctx, admin.ID, "key-one")
	if err != nil {
		t.Fatal(err)
	}
	k2, _ := s.CreateAccessKey(ctx, viewer.ID, "key-two")
	list, err := s.AccessKeys(ctx)
	if err != nil || len(list) != 2 || list[0] != k1 || list[1].Nickname != "viewer" {
		t.Fatalf("list = %+v, %v", list, err)
	}
	if u, err := s.UserByAccessKey(ctx, "key-two"); err != nil || u.ID != viewer.ID {
		t.Fatalf("lookup = %+v, %v", u, err)
	}
	for _, bad := range []string{"", "key-tw", "key-two ", "KEY-TWO"} {
		if _, err := s.UserByAccessKey(ctx, bad); !errors.Is(err, ErrNotFound) {
			t.Errorf("lookup %q: %v", bad, err)
		}
	}
	if err := s.DeleteAccessKey(ctx, k1.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteAccessKey(ctx, k1.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second delete: %v", err)
	}
	if _, err := s.UserByAccessKey(ctx, "key-one"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted key still works: %v", err)
	}
	if err := s.DeleteUser(ctx, viewer.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UserByAccessKey(ctx, "key-two"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("key of a deleted user still works: %v", err)
	}
	if list, _ := s.AccessKeys(ctx); len(list) != 0 {
		t.Fatalf("keys left: %+v", list)
	}
	_ = k2
}
