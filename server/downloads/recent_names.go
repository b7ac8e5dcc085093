package downloads

import "context"

// NamedRecord is a record's release name and whose run sent it: what
// 自定义识别词's "what else changes" replays a new rule against.
type NamedRecord struct {
	ID            int64
	Name, Subject string
	SubID         int64
	SubType       string
}

// RecentNames are the newest limit records' names, newest first (the
// primary key's order: no table scan, no sort).
func (s *Service) RecentNames(ctx context.Context, limit int) ([]NamedRecord, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, torrent_name, torrent_subject, sub_id, sub_type
		FROM download_record ORDER BY id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []NamedRecord
	for rows.Next() {
		var r NamedRecord
		if err := rows.Scan(&r.ID, &r.Name, &r.Subject, &r.SubID, &r.SubType); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
