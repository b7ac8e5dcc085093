package subscribe

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// What the subscription engine (server/subengine) reads and writes here.

// Active are the subscriptions the engine works on: 订阅中 and 洗版中, oldest first.
func (s *Service) Active(ctx context.Context) ([]Sub, error) {
	list, err := s.query(ctx, `status IN (?, ?)`, StatusSubscribed, StatusReversion)
	for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
		list[i], list[j] = list[j], list[i]
	}
	return list, err
}

// ByID is a subscription whoever owns it (the engine acts for every user).
func (s *Service) ByID(ctx context.Context, id int64) (Sub, error) {
	x, err := scanSub(s.db.QueryRowContext(ctx, `SELECT `+subColumns+` FROM subscriptions WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Sub{}, ErrNotFound
	}
	return x, err
}

// AddLog writes one 全息日志 entry of subscription subID.
func (s *Service) AddLog(ctx context.Context, subID int64, text string) error {
	return s.addLog(ctx, subID, text)
}

// SetStatus moves a subscription to status (已完成, 洗版中 …).
func (s *Service) SetStatus(ctx context.Context, id int64, status int) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE subscriptions SET status = ?, updated_at = ? WHERE id = ?`,
		status, s.timeText(), id); err != nil {
		return fmt.Errorf("subscribe: status: %w", err)
	}
	return nil
}

// OnActive sets what to call when a subscription starts (created without
// approval, or approved): the engine searches it at once.
func (s *Service) OnActive(f func(id int64)) { s.onActive.Store(&f) }

func (s *Service) activated(id int64) {
	if f := s.onActive.Load(); f != nil {
		(*f)(id)
	}
}
