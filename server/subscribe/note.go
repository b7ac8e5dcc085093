package subscribe

import "context"

// Note adds text to the log (全息日志) of uid's subscriptions of a Douban
// title: automatic subscribers (ranking subscriptions, Douban wish lists)
// say there why the title was subscribed.
func (s *Service) Note(ctx context.Context, uid int64, doubanID, text string) error {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM subscriptions WHERE uid = ? AND douban_id = ?`, uid, doubanID)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	for _, id := range ids {
		if err := s.addLog(ctx, id, text); err != nil {
			return err
		}
	}
	return rows.Err()
}
