package analyze

import (
	"context"
	"math"
)

// Waits: how long subscriptions waited from being made to their first
// filed record, for those first filed in the range.
type Waits struct {
	Count       int     `json:"count"`
	MedianHours float64 `json:"median_hours"` // 0 when Count is 0
}

// subTypeSubscribe is downloads.SubTypeSubscribe (a record a subscription asked for).
const subTypeSubscribe = "Sub"

// waits computes the median in SQL: the waits ordered, the middle one (or
// the mean of the middle two) picked by OFFSET.
func (s *Service) waits(ctx context.Context, p period) (Waits, error) {
	if ok, err := s.hasTable(ctx, "subscriptions"); !ok || err != nil {
		return Waits{}, err
	}
	var w Waits
	var median *float64
	// The subscriptions filed in the range (download_record_filed), each's
	// first filing ever (download_record_sub), kept when that is in the range.
	err := s.db.QueryRowContext(ctx, `WITH first AS (
			SELECT r.sub_id, (SELECT MIN(x.completed_at) FROM download_record x WHERE x.link_path <> ''
				AND x.sub_id = r.sub_id AND x.sub_type = r.sub_type) AS filed
			FROM download_record r WHERE r.link_path <> '' AND r.completed_at >= ? AND r.sub_type = ? AND r.sub_id > 0
			GROUP BY r.sub_id),
		d AS (SELECT (julianday(f.filed) - julianday(s.created_at)) * 24 AS h
			FROM first f JOIN subscriptions s ON s.id = f.sub_id WHERE f.filed >= ?),
		n AS (SELECT COUNT(*) AS c FROM d)
		SELECT (SELECT c FROM n), (SELECT AVG(h) FROM (SELECT h FROM d ORDER BY h
			LIMIT 2 - (SELECT c FROM n) % 2 OFFSET ((SELECT c FROM n) - 1) / 2))`,
		p.start, subTypeSubscribe, p.start).Scan(&w.Count, &median)
	if median != nil {
		w.MedianHours = math.Round(*median*10) / 10
	}
	return w, err
}
