package subscribe

import (
	"context"

	"github.com/movie-robot/web-console/server/store"
)

// Note adds text to the log (全息日志) of uid's subscriptions of a Douban
// title: automatic subscribers (ranking subscriptions, Douban wish lists)
// say there why the title was subscribed.
func (s *Service) Note(ctx context.Context, uid int64, doubanID, text string) error {
	ids, err := store.Column[int64](ctx, s.db, `SELECT id FROM subscriptions WHERE uid = ? AND douban_id = ?`, uid, doubanID)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if err := s.addLog(ctx, id, text); err != nil {
			return err
		}
	}
	return nil
}
