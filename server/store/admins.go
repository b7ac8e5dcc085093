package store

import "context"

// AdminIDs lists the admins' ids (the system's messages go to each); an
// unreadable table answers none.
func (s *Store) AdminIDs(ctx context.Context) []int64 {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM users WHERE role = ? ORDER BY id`, RoleAdmin)
	if err != nil {
		return nil
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if rows.Scan(&id) == nil {
			out = append(out, id)
		}
	}
	return out
}
