package downloads

import (
	"context"

	"github.com/movie-robot/web-console/server/store"
)

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
	return store.Rows(ctx, s.db, func(r *NamedRecord) []any { return []any{&r.ID, &r.Name, &r.Subject, &r.SubID, &r.SubType} },
		`SELECT id, torrent_name, torrent_subject, sub_id, sub_type FROM download_record ORDER BY id DESC LIMIT ?`, limit)
}
