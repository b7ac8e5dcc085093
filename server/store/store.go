// Package store keeps the built-in backend's state in one SQLite file.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver
)

// DBFileName is the database file inside the data directory.
const DBFileName = "movie-robot.db"

// ErrNotFound is returned when a looked-up row does not exist.
var ErrNotFound = errors.New("store: not found")

// Store is the handle to the database; it is safe for concurrent use.
type Store struct {
	db *sql.DB
	// adminExists caches HasAdmin once it is true: an admin is never removed,
	// and the check runs on every page load.
	adminExists atomic.Bool
}

// Open creates dataDir if needed, opens (or creates) the database in it and
// applies pending migrations.
func Open(dataDir string) (*Store, error) {
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("store: create data dir: %w", err)
	}
	path := filepath.Join(dataDir, DBFileName)
	// The driver splits the DSN at the first '?', so such a path cannot work.
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("store: data dir path must not contain '?': %q", dataDir)
	}
	// Create the file ourselves first so it is never world-readable, not even
	// for the moment between SQLite creating it and our chmod.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("store: create db file: %w", err)
	}
	f.Close()

	db, err := sql.Open("sqlite", path+"?"+dsnParams())
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	// A new connection reads the whole schema (every domain's tables): the
	// pool's default of 2 idle connections made parallel work (fifty sites
	// searched at once) open and read it again and again, half of a
	// new-subscription run's CPU (make bench). Idle ones close after a minute.
	db.SetMaxIdleConns(16)
	db.SetConnMaxIdleTime(time.Minute)
	s := &Store{db: db}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	if err := restrictFileModes(path); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// dsnParams are applied by the driver to every pooled connection.
func dsnParams() string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(5000)")
	q.Add("_pragma", "journal_mode(WAL)")
	// FULL: a save answered with code 0 must survive a crash or kill -9.
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(ON)")
	// 1 MiB of page cache per connection, not SQLite's 2 MB: the driver's
	// allocator rounds each 4 kB page up to an 8 kB slot, so the default
	// cost ~3.3 MB per connection once it had scanned a large table
	// (measured), a fifth of the resident memory at household scale with
	// the pool's connections (issue 31); the pages come from the OS's cache.
	q.Add("_pragma", "cache_size(-1024)")
	// BEGIN IMMEDIATE takes the write lock up front, so concurrent
	// read-then-write transactions queue on busy_timeout instead of failing
	// with SQLITE_BUSY when they try to upgrade a read lock.
	q.Set("_txlock", "immediate")
	return q.Encode()
}

// restrictFileModes makes the database and its WAL side files owner-only:
// they hold password hashes.
func restrictFileModes(dbPath string) error {
	for _, p := range []string{dbPath, dbPath + "-wal", dbPath + "-shm"} {
		err := os.Chmod(p, 0o600)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("store: chmod %s: %w", filepath.Base(p), err)
		}
	}
	return nil
}

// Close releases the database.
func (s *Store) Close() error {
	return s.db.Close()
}
