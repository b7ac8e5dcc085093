package filters

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// Referrers are the records that name a filter (subscriptions). When a
// filter is renamed they follow it; when it is deleted they go back to
// 自动选择过滤器. Both run in the filter's own transaction.
type Referrers interface {
	RenameFilter(ctx context.Context, tx *sql.Tx, from, to string) (int64, error)
}

// AutoSelect is the filter-name sentinel of 自动选择过滤器 (api-contract §3.2).
const AutoSelect = "system:autoSelectFilter"

// Service stores the named filters. Safe for concurrent use.
type Service struct {
	db   *sql.DB
	refs Referrers // nil: nothing refers to filters
	now  func() time.Time
}

var migrations = []string{
	// 1: named filters; the whole FilterConfig is one JSON value, name and
	// priority are columns for uniqueness and order.
	`CREATE TABLE filters (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT    NOT NULL UNIQUE,
		priority   INTEGER NOT NULL,
		config     TEXT    NOT NULL,
		created_at TEXT    NOT NULL,
		updated_at TEXT    NOT NULL
	);`,
}

// New migrates the package's table and builds the service.
func New(ctx context.Context, st *store.Store, refs Referrers) (*Service, error) {
	if err := st.MigrateDomain(ctx, "filters", migrations); err != nil {
		return nil, err
	}
	return &Service{db: st.DB(), refs: refs, now: time.Now}, nil
}

// List returns every filter, highest priority first, then by name.
func (s *Service) List(ctx context.Context) ([]Filter, error) {
	return store.List(ctx, s.db, func(sc store.Scanner) (Filter, error) {
		var raw string
		if err := sc.Scan(&raw); err != nil {
			return Filter{}, err
		}
		return decode(raw)
	}, `SELECT config FROM filters ORDER BY priority DESC, name`)
}

// Get returns the filter called name.
func (s *Service) Get(ctx context.Context, name string) (Filter, error) {
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT config FROM filters WHERE name = ?`, name).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return Filter{}, invalid("过滤器“%s”不存在", name)
	}
	if err != nil {
		return Filter{}, err
	}
	return decode(raw)
}

// Save adds f, or replaces the filter called editName (renaming it to
// f.FilterName when they differ). It answers the message to show.
func (s *Service) Save(ctx context.Context, f Filter, editName string) (string, error) {
	raw, err := json.Marshal(f)
	if err != nil {
		return "", err
	}
	at := s.now().Format(time.DateTime)
	return "过滤器已保存", s.inTx(ctx, func(tx *sql.Tx) error {
		taken, err := exists(ctx, tx, f.FilterName)
		if err != nil {
			return err
		}
		if editName == "" {
			if taken {
				return invalid("已经有名为“%s”的过滤器了", f.FilterName)
			}
			_, err = tx.ExecContext(ctx, `INSERT INTO filters (name, priority, config, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?)`, f.FilterName, f.Priority, string(raw), at, at)
			return err
		}
		if taken && f.FilterName != editName {
			return invalid("已经有名为“%s”的过滤器了", f.FilterName)
		}
		res, err := tx.ExecContext(ctx, `UPDATE filters SET name = ?, priority = ?, config = ?, updated_at = ?
			WHERE name = ?`, f.FilterName, f.Priority, string(raw), at, editName)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return invalid("过滤器“%s”不存在，可能已被删除", editName)
		}
		return s.follow(ctx, tx, editName, f.FilterName)
	})
}

// Delete removes the filter called name; subscriptions using it go back
// to 自动选择过滤器.
func (s *Service) Delete(ctx context.Context, name string) (string, error) {
	return "过滤器“" + name + "”已删除", s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM filters WHERE name = ?`, name)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return invalid("过滤器“%s”不存在，可能已被删除", name)
		}
		return s.follow(ctx, tx, name, AutoSelect)
	})
}

func (s *Service) follow(ctx context.Context, tx *sql.Tx, from, to string) error {
	if s.refs == nil || from == to {
		return nil
	}
	_, err := s.refs.RenameFilter(ctx, tx, from, to)
	return err
}

func (s *Service) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

func exists(ctx context.Context, tx *sql.Tx, name string) (bool, error) {
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM filters WHERE name = ?`, name).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

func decode(raw string) (Filter, error) {
	var f Filter
	if err := json.Unmarshal([]byte(raw), &f); err != nil {
		return f, fmt.Errorf("filters: stored filter is not valid: %w", err)
	}
	return f, nil
}
