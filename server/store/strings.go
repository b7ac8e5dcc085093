package store

import (
	"context"
	"database/sql"
)

// Scanner is one row of a query (*sql.Row and *sql.Rows both are).
type Scanner interface{ Scan(dest ...any) error }

// List answers a query's rows, each made into a T by read, in their
// order, as a list that is never nil (JSON [] when no row matches).
func List[T any](ctx context.Context, db *sql.DB, read func(Scanner) (T, error), q string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return Read(rows, read)
}

// Read is List's reading of rows (which it closes), for a query run
// another way: a prepared statement's.
func Read[T any](rows *sql.Rows, read func(Scanner) (T, error)) ([]T, error) {
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := read(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// Rows is List for rows read straight into a T's fields, at the
// addresses fields gives.
func Rows[T any](ctx context.Context, db *sql.DB, fields func(*T) []any, q string, args ...any) ([]T, error) {
	return List(ctx, db, func(sc Scanner) (T, error) {
		var v T
		err := sc.Scan(fields(&v)...)
		return v, err
	}, q, args...)
}

// Column answers the one column of a query's rows, in their order, as a
// list that is never nil: the ids a job is due to handle, for one.
func Column[T any](ctx context.Context, db *sql.DB, q string, args ...any) ([]T, error) {
	return Rows(ctx, db, func(v *T) []any { return []any{v} }, q, args...)
}

// Strings answers the one text column of a query's rows, in their order,
// as a list that is never nil (JSON [] when no row matches): the filter
// menus' words and a subscription's log lines read so.
func Strings(ctx context.Context, db *sql.DB, q string, args ...any) ([]string, error) {
	return Column[string](ctx, db, q, args...)
}

// Set answers the one column of a query's rows as a set: the titles a
// list reader handled before, the subscriptions waiting in a queue.
func Set[K comparable](ctx context.Context, db *sql.DB, q string, args ...any) (map[K]bool, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[K]bool{}
	for rows.Next() {
		var v K
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out[v] = true
	}
	return out, rows.Err()
}
