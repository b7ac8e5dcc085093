package store

import (
	"context"
	"fmt"
	"time"
)

// HealthCount is one service's check results within one hour.
type HealthCount struct {
	Service string
	Hour    time.Time // start of the hour, UTC
	Up      int
	Down    int
}

// historyKeep is how long samples are kept: the indicator shows a day.
const historyKeep = 48 * time.Hour

// RecordHealth counts one check result of service in the hour of at, and
// drops samples older than two days in the same transaction.
func (s *Store) RecordHealth(ctx context.Context, service string, at time.Time, up bool) error {
	hour := at.UTC().Truncate(time.Hour).Unix()
	upN, downN := 0, 1
	if up {
		upN, downN = 1, 0
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	if _, err := tx.ExecContext(ctx, `INSERT INTO health_history(service, hour, up, down) VALUES (?, ?, ?, ?)
		ON CONFLICT(service, hour) DO UPDATE SET up = up + excluded.up, down = down + excluded.down`,
		service, hour, upN, downN); err != nil {
		return fmt.Errorf("store: record health: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM health_history WHERE hour < ?`,
		at.Add(-historyKeep).Unix()); err != nil {
		return fmt.Errorf("store: prune health: %w", err)
	}
	return tx.Commit()
}

// HealthHistory returns every count from since on, oldest hour first.
func (s *Store) HealthHistory(ctx context.Context, since time.Time) ([]HealthCount, error) {
	list, err := List(ctx, s.db, func(sc Scanner) (c HealthCount, err error) {
		var hour int64
		err = sc.Scan(&c.Service, &hour, &c.Up, &c.Down)
		c.Hour = time.Unix(hour, 0).UTC()
		return c, err
	}, `SELECT service, hour, up, down FROM health_history WHERE hour >= ? ORDER BY hour, service`, since.UTC().Truncate(time.Hour).Unix())
	if err != nil {
		return nil, fmt.Errorf("store: read health: %w", err)
	}
	return list, nil
}
