package subscribe

import (
	"context"
	"fmt"

	"github.com/movie-robot/web-console/server/store"
)

// SetFilter gives subscription id a filter of its own (the cards' 过滤 and
// 洗版 dialogs, re_version; config is a checked FilterConfig as JSON). A
// completed subscription goes back to 洗版中, so the engine looks for a
// release that fits the new filter better; any other keeps its status
// (one waiting for approval still waits). It answers the new status.
func (s *Service) SetFilter(ctx context.Context, u store.User, id int64, config string) (int, error) {
	x, err := s.Get(ctx, u, id)
	if err != nil {
		return 0, err
	}
	status := x.Status
	if status == StatusCompleted {
		status = StatusReversion
	}
	_, err = s.db.ExecContext(ctx, `UPDATE subscriptions SET filter_name = ?, filter_config = ?, status = ?, updated_at = ?
		WHERE id = ?`, FilterNew, config, status, s.timeText(), id)
	if err != nil {
		return 0, fmt.Errorf("subscribe: set filter: %w", err)
	}
	// The subscription's log says who changed its filter and why it runs again.
	line := nick(u) + " 修改了过滤器：" + config
	if status != x.Status {
		line += "。已完成的订阅转为洗版中，寻找更符合过滤器的版本"
	}
	if err := s.addLog(ctx, id, line); err != nil {
		return 0, err
	}
	return status, nil
}
