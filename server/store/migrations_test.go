package store

import (
	"path/filepath"
	"testing"
)

func migrationVersions(t *testing.T, s *Store) []int {
	t.Helper()
	rows, err := s.db.Query(`SELECT version FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var vs []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return vs
}

func TestMigrationsAppliedOnceAndReopenIsIdempotent(t *testing.T) {
	dir := t.TempDir()
	for round := 0; round < 3; round++ {
		s, err := Open(dir)
		if err != nil {
			t.Fatalf("round %d: Open: %v", round, err)
		}
		vs := migrationVersions(t, s)
		if len(vs) != len(migrations) {
			t.Fatalf("round %d: versions %v, want %d entries", round, vs, len(migrations))
		}
		for i, v := range vs {
			if v != i+1 {
				t.Fatalf("round %d: versions %v not 1..n", round, vs)
			}
		}
		// Data written before a re-open survives it (no table was recreated).
		if round == 0 {
			if _, err := s.db.Exec(`INSERT INTO settings(key, value) VALUES ('keep', 'me')`); err != nil {
				t.Fatal(err)
			}
		}
		var v string
		if err := s.db.QueryRow(`SELECT value FROM settings WHERE key = 'keep'`).Scan(&v); err != nil || v != "me" {
			t.Fatalf("round %d: setting lost: %q %v", round, v, err)
		}
		s.Close()
	}
}

func TestFailedMigrationRollsBackAndIsRetried(t *testing.T) {
	saved := migrations
	t.Cleanup(func() { migrations = saved })
	dir := t.TempDir()

	migrations = append(append([]string{}, saved...),
		`CREATE TABLE half_done (a INTEGER); INSERT INTO no_such_table VALUES (1);`)
	if _, err := Open(dir); err == nil {
		t.Fatal("Open succeeded with a broken migration")
	}

	migrations = append(append([]string{}, saved...), `CREATE TABLE half_done (a INTEGER);`)
	s, err := Open(filepath.Clean(dir))
	if err != nil {
		t.Fatalf("Open after fixing the migration: %v (first attempt left debris?)", err)
	}
	defer s.Close()
	if got := migrationVersions(t, s); len(got) != len(saved)+1 {
		t.Fatalf("versions %v, want %d", got, len(saved)+1)
	}
}
