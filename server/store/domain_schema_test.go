package store

import (
	"context"
	"testing"
)

func TestMigrateDomainAppliesEachStepOncePerDomain(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	first := []string{`CREATE TABLE a_things (id INTEGER PRIMARY KEY)`}
	for range 2 { // a second start must not re-run version 1
		if err := s.MigrateDomain(ctx, "alpha", first); err != nil {
			t.Fatal(err)
		}
	}
	// Another domain numbers its versions independently.
	if err := s.MigrateDomain(ctx, "beta", []string{`CREATE TABLE b_things (id INTEGER PRIMARY KEY)`}); err != nil {
		t.Fatal(err)
	}
	// Appending a step applies only the new one.
	grown := append(first, `ALTER TABLE a_things ADD COLUMN name TEXT NOT NULL DEFAULT ''`)
	if err := s.MigrateDomain(ctx, "alpha", grown); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.DB().QueryRow(`SELECT COUNT(*) FROM domain_migrations`).Scan(&n); err != nil || n != 3 {
		t.Fatalf("rows = %d, %v; want 3", n, err)
	}
	if _, err := s.DB().Exec(`INSERT INTO a_things(name) VALUES ('x')`); err != nil {
		t.Fatal(err)
	}
	// A failing step reports its domain and version and records nothing.
	bad := append(grown, `NOT SQL`)
	if err := s.MigrateDomain(ctx, "alpha", bad); err == nil {
		t.Fatal("a broken step must fail")
	}
	if err := s.DB().QueryRow(`SELECT COUNT(*) FROM domain_migrations WHERE domain='alpha'`).Scan(&n); err != nil || n != 2 {
		t.Fatalf("alpha rows = %d, %v; want 2", n, err)
	}
}
