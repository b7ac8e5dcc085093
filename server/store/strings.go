package store

import (
	"context"
	"database/sql"
)

// Strings answers the one text column of a query's rows, in their order,
// as a list that is never nil (JSON [] when no row matches): the filter
// menus' words and a subscription's log lines read so.
func Strings(ctx context.Context, db *sql.DB, q string, args ...any) ([]string, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
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
