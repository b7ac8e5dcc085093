package store

import (
	"context"
	"database/sql"
	"fmt"
)

// DB is the shared database handle for domain packages (metadata, indexer,
// downloads, subscribe …) that own their tables. They create and evolve those
// tables with MigrateDomain, so each package keeps its schema beside its code
// and two packages never compete for one global migration list.
func (s *Store) DB() *sql.DB { return s.db }

// MigrateDomain applies domain's migrations in order, each once: statement
// i+1 is version i+1 of that domain. As with the core list, never edit or
// reorder a released entry; append a new one. Safe to call at every start
// and from concurrent processes (each step is one transaction with its row).
func (s *Store) MigrateDomain(ctx context.Context, domain string, stmts []string) error {
	_, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS domain_migrations (
		domain     TEXT    NOT NULL,
		version    INTEGER NOT NULL,
		applied_at TEXT    NOT NULL,
		PRIMARY KEY (domain, version)
	)`)
	if err != nil {
		return fmt.Errorf("store: create domain_migrations: %w", err)
	}
	for i, stmt := range stmts {
		if err := s.applyDomainMigration(ctx, domain, i+1, stmt); err != nil {
			return fmt.Errorf("store: %s migration %d: %w", domain, i+1, err)
		}
	}
	return nil
}

func (s *Store) applyDomainMigration(ctx context.Context, domain string, version int, stmt string) error {
	return s.applyOnce(ctx, stmt,
		`SELECT EXISTS(SELECT 1 FROM domain_migrations WHERE domain = ? AND version = ?)`,
		`INSERT INTO domain_migrations(domain, version, applied_at) VALUES (?, ?, ?)`,
		domain, version)
}
