package analyze

import (
	"context"
	"database/sql"
)

// filedRange is the WHERE of the records filed in the range: the partial
// index download_record_filed answers it (link_path <> ” must be spelled).
const filedRange = `link_path <> '' AND completed_at >= ?`

// activity: records made and records filed per bucket (zero-filled).
func (s *Service) activity(ctx context.Context, p period) ([]Activity, error) {
	out := make([]Activity, len(p.keys))
	for i, k := range p.keys {
		out[i].Bucket = k
	}
	at := p.index()
	add := func(q string, set func(a *Activity, n int)) error {
		return eachRow(ctx, s.db, q, []any{p.start}, func(rows *sql.Rows) error {
			var key string
			var n int
			if err := rows.Scan(&key, &n); err != nil {
				return err
			}
			if i, ok := at[key]; ok {
				set(&out[i], n)
			}
			return nil
		})
	}
	if err := add(`SELECT `+p.bucketOf("created_at")+` AS b, COUNT(*) FROM download_record
		WHERE created_at >= ? GROUP BY b`, func(a *Activity, n int) { a.Downloads = n }); err != nil {
		return nil, err
	}
	err := add(`SELECT `+p.bucketOf("completed_at")+` AS b, COUNT(*) FROM download_record
		WHERE `+filedRange+` GROUP BY b`, func(a *Activity, n int) { a.Filed = n })
	return out, err
}

// siteVolumes: records and their size per site, largest first.
func (s *Service) siteVolumes(ctx context.Context, p period) ([]SiteVolume, error) {
	out := []SiteVolume{}
	// INDEXED BY: with the downloads package's (site_name, id) index beside
	// it, SQLite would rather walk every site's entries in order than
	// search the range; the range index covers the whole query.
	err := eachRow(ctx, s.db, `SELECT site_name, COUNT(*), ROUND(SUM(size_mb), 1) FROM download_record
		INDEXED BY download_record_created WHERE created_at >= ? GROUP BY site_name ORDER BY SUM(size_mb) DESC, COUNT(*) DESC, site_name`,
		[]any{p.start}, func(rows *sql.Rows) error {
			var v SiteVolume
			if err := rows.Scan(&v.Site, &v.Downloads, &v.SizeMB); err != nil {
				return err
			}
			out = append(out, v)
			return nil
		})
	return out, err
}

// quality: the filed records by resolution (” when the parser found none).
func (s *Service) quality(ctx context.Context, p period) ([]Count, error) {
	return s.counts(ctx, `SELECT resolution, COUNT(*) AS n FROM download_record WHERE `+filedRange+`
		GROUP BY resolution ORDER BY n DESC, resolution`, p.start)
}

// topGroups is how many release groups the chart shows.
const topGroups = 10

// groups: the release groups of the filed records, most first. A scene
// name ends in "-GROUP": the text after the last '-', kept when it looks
// like a group (short, no dot, space or bracket). Only the name's last 24
// characters are looked at (a longer group is not one): rtrim with every
// other character of that tail strips it back to its last '-', and its
// cost grows with the square of the text, so the tail keeps it cheap.
func (s *Service) groups(ctx context.Context, p period) ([]Count, error) {
	// MATERIALIZED: computed once per record (a flattened subquery would
	// repeat the rtrim in every condition).
	return s.counts(ctx, `WITH t AS MATERIALIZED (
			SELECT substr(torrent_name, -24) AS tail FROM download_record WHERE `+filedRange+`),
		g AS MATERIALIZED (
			SELECT substr(tail, length(rtrim(tail, replace(tail, '-', ''))) + 1) AS g FROM t WHERE instr(tail, '-') > 0)
		SELECT g, COUNT(*) AS n FROM g
		WHERE length(g) BETWEEN 1 AND 23 AND instr(g, '.') = 0 AND instr(g, ' ') = 0 AND instr(g, ']') = 0
		GROUP BY g ORDER BY n DESC, g LIMIT ?`, p.start, topGroups)
}

// subtitles: each filed record's coverage: missing when a video still
// waits or was given up, have when one has a subtitle, skipped when all
// need none, unchecked when the engine has not looked at it yet.
func (s *Service) subtitles(ctx context.Context, p period) ([]Count, error) {
	if ok, err := s.hasTable(ctx, "subtitle_items"); !ok || err != nil {
		return []Count{}, err
	}
	return s.counts(ctx, `SELECT c, COUNT(*) AS n FROM (
		SELECT CASE WHEN COUNT(i.video) = 0 THEN 'unchecked'
			WHEN SUM(i.state IN ('waiting', 'gave_up')) > 0 THEN 'missing'
			WHEN SUM(i.state = 'have') > 0 THEN 'have' ELSE 'skipped' END AS c
		FROM download_record r LEFT JOIN subtitle_items i ON i.record_id = r.id
		WHERE r.link_path <> '' AND r.completed_at >= ? GROUP BY r.id)
		GROUP BY c ORDER BY n DESC, c`, p.start)
}

func (s *Service) counts(ctx context.Context, q string, args ...any) ([]Count, error) {
	out := []Count{}
	err := eachRow(ctx, s.db, q, args, func(rows *sql.Rows) error {
		var c Count
		if err := rows.Scan(&c.Name, &c.Value); err != nil {
			return err
		}
		out = append(out, c)
		return nil
	})
	return out, err
}

func eachRow(ctx context.Context, db *sql.DB, q string, args []any, fn func(*sql.Rows) error) error {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
