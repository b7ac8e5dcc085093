package subscribe

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/movie-robot/web-console/server/store"
)

// LogEntry is one item of get_sub_logs.
type LogEntry struct {
	ID   int64  `json:"id"`
	Time string `json:"time"`
}

func (s *Service) addLog(ctx context.Context, subID int64, text string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO subscription_logs(sub_id, created_at, text) VALUES (?, ?, ?)`,
		subID, s.timeText(), s.timeText()+" "+text)
	if err != nil {
		return fmt.Errorf("subscribe: log: %w", err)
	}
	return nil
}

// Logs are the log entries of a subscription u may see, newest first.
func (s *Service) Logs(ctx context.Context, u store.User, subID int64) ([]LogEntry, error) {
	if _, err := s.Get(ctx, u, subID); err != nil {
		return nil, err
	}
	return store.Rows(ctx, s.db, func(e *LogEntry) []any { return []any{&e.ID, &e.Time} },
		`SELECT id, created_at FROM subscription_logs WHERE sub_id = ? ORDER BY id DESC`, subID)
}

// LogText is one log entry's text, if u may see its subscription.
func (s *Service) LogText(ctx context.Context, u store.User, logID int64) (string, error) {
	where, args := visible(u)
	var text string
	err := s.db.QueryRowContext(ctx, `SELECT l.text FROM subscription_logs l JOIN subscriptions s ON s.id = l.sub_id
		WHERE l.id = ? AND `+where, append([]any{logID}, args...)...).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return text, err
}
