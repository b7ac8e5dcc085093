package store

import (
	"context"
	"fmt"
)

// MarkNotifyActioned sets action_log on every notification of type typ
// whose JSON args hold key = value (e.g. the approval requests of one
// subscription, once an admin approved or refused it), so no bell offers
// the buttons again.
func (s *Store) MarkNotifyActioned(ctx context.Context, typ, key string, value any, log string) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE sys_notify SET action_log = ?
		 WHERE type = ? AND json_valid(args) AND json_extract(args, '$.' || ?) = ?`,
		log, typ, key, value)
	if err != nil {
		return fmt.Errorf("store: mark notifications actioned: %w", err)
	}
	return nil
}
