package subscribe

import (
	"context"
	"database/sql"
)

// RenameFilter points the subscriptions using filter from at to instead,
// inside the caller's transaction: a renamed filter keeps its
// subscriptions, a deleted one sends them back to 自动选择过滤器
// (filters.Referrers).
func (s *Service) RenameFilter(ctx context.Context, tx *sql.Tx, from, to string) (int64, error) {
	res, err := tx.ExecContext(ctx, `UPDATE subscriptions SET filter_name = ?, updated_at = ? WHERE filter_name = ?`,
		to, s.timeText(), from)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
