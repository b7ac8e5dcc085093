package store

import "context"

// AdminIDs lists the admins' ids (the system's messages go to each); an
// unreadable table answers none.
func (s *Store) AdminIDs(ctx context.Context) []int64 {
	ids, err := Column[int64](ctx, s.db, `SELECT id FROM users WHERE role = ? ORDER BY id`, RoleAdmin)
	if err != nil {
		return nil
	}
	return ids
}
