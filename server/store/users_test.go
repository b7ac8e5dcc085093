package store

import (
	"context"
	"errors"
	"sync"
	"testing"
)

func TestCreateFirstAdminThenLookups(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()

	if has, err := s.HasAdmin(ctx); err != nil || has {
		t.Fatalf("HasAdmin on empty db = %v, %v", has, err)
	}
	u, err := s.CreateFirstAdmin(ctx, "Admin", "hash1")
	if err != nil {
		t.Fatalf("CreateFirstAdmin: %v", err)
	}
	if u.ID == 0 || u.Username != "Admin" || u.Nickname != "Admin" || u.Role != RoleAdmin || u.Avatar != "" {
		t.Fatalf("returned user = %+v", u)
	}
	if has, err := s.HasAdmin(ctx); err != nil || !has {
		t.Fatalf("HasAdmin after create = %v, %v", has, err)
	}

	got, err := s.UserByUsername(ctx, "admin") // case-insensitive
	if err != nil || got != u {
		t.Fatalf("UserByUsername = %+v, %v; want %+v", got, err, u)
	}
	got, err = s.UserByID(ctx, u.ID)
	if err != nil || got != u {
		t.Fatalf("UserByID = %+v, %v; want %+v", got, err, u)
	}
	if _, err := s.UserByUsername(ctx, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown name: err = %v, want ErrNotFound", err)
	}
	if _, err := s.UserByID(ctx, u.ID+1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown id: err = %v, want ErrNotFound", err)
	}
	if _, err := s.CreateFirstAdmin(ctx, "other", "hash2"); !errors.Is(err, ErrAdminExists) {
		t.Fatalf("second admin: err = %v, want ErrAdminExists", err)
	}
}

func TestHasAdminSeesAdminCreatedByAnotherHandle(t *testing.T) {
	a, dir := openTemp(t)
	b, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := context.Background()
	if has, _ := b.HasAdmin(ctx); has {
		t.Fatal("HasAdmin true on empty db")
	}
	if _, err := a.CreateFirstAdmin(ctx, "admin", "h"); err != nil {
		t.Fatal(err)
	}
	// b cached only "false" answers never, so it must see a's admin.
	if has, err := b.HasAdmin(ctx); err != nil || !has {
		t.Fatalf("HasAdmin via second handle = %v, %v", has, err)
	}
}

// Two handles on one file stand in for two processes; goroutines on each
// stand in for concurrent requests. Exactly one admin may come out.
func TestConcurrentCreateFirstAdminCreatesExactlyOne(t *testing.T) {
	a, dir := openTemp(t)
	b, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	const n = 16
	var wg sync.WaitGroup
	errs := make([]error, n)
	start := make(chan struct{})
	for i := range n {
		s := a
		if i%2 == 1 {
			s = b
		}
		wg.Go(func() {
			<-start
			_, errs[i] = s.CreateFirstAdmin(context.Background(), "admin"+string(rune('a'+i)), "h")
		})
	}
	close(start)
	wg.Wait()

	ok := 0
	for i, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, ErrAdminExists):
			t.Errorf("call %d: unexpected error %v", i, err)
		}
	}
	var admins int
	if err := a.db.QueryRow(`SELECT COUNT(*) FROM users WHERE role = ?`, RoleAdmin).Scan(&admins); err != nil {
		t.Fatal(err)
	}
	if ok != 1 || admins != 1 {
		t.Fatalf("successful calls = %d, admins in db = %d; want 1 and 1", ok, admins)
	}
}

func TestUsersListsEveryAccountOldestFirst(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	if list, err := s.Users(ctx); err != nil || len(list) != 0 {
		t.Fatalf("Users on empty db = %v, %v", list, err)
	}
	admin, err := s.CreateFirstAdmin(ctx, "admin", "h1")
	if err != nil {
		t.Fatal(err)
	}
	bob, err := s.CreateUser(ctx, "bob", "h2", RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.Users(ctx)
	if err != nil || len(list) != 2 || list[0] != admin || list[1] != bob {
		t.Fatalf("Users = %+v, %v", list, err)
	}
}
