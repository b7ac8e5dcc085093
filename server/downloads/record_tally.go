package downloads

import (
	"context"

	"github.com/movie-robot/web-console/server/store"
)

// typeLabel is the dashboard's media-type slice of one record row (row is
// NEW or OLD in the triggers).
func typeLabel(row string) string {
	return `CASE WHEN ` + row + `.status = 3 OR ` + row + `.source_type = 'unknown' THEN '未识别' WHEN ` +
		row + `.movie_type = 'TV' THEN '剧集' ELSE '电影' END`
}

// tallyMigration keeps record_dashboard's counts in a table the record
// writes maintain through triggers: counting 100,000 records on every
// read took ~150 ms (issue 31's household scale); a trigger costs one
// upsert per write. Triggers, not Go, so every writer (the organiser,
// scalegen, a restore) keeps the counts right; the migration fills them
// from the rows already there.
var tallyMigration = `CREATE TABLE download_record_tally (
		kind TEXT NOT NULL, -- 'type' | 'site'
		name TEXT NOT NULL,
		n    INTEGER NOT NULL,
		PRIMARY KEY (kind, name)
	) WITHOUT ROWID;
	INSERT INTO download_record_tally(kind, name, n)
		SELECT 'type', ` + typeLabel("download_record") + ` AS k, COUNT(*) FROM download_record GROUP BY k;
	INSERT INTO download_record_tally(kind, name, n)
		SELECT 'site', site_name, COUNT(*) FROM download_record GROUP BY site_name;
	CREATE TRIGGER download_record_tally_add AFTER INSERT ON download_record BEGIN
		` + tallyAdd("NEW") + `
	END;
	CREATE TRIGGER download_record_tally_drop AFTER DELETE ON download_record BEGIN
		` + tallyDrop("OLD") + `
	END;
	CREATE TRIGGER download_record_tally_move AFTER UPDATE OF status, source_type, movie_type, site_name
		ON download_record BEGIN
		` + tallyDrop("OLD") + `
		` + tallyAdd("NEW") + `
	END`

func tallyAdd(row string) string {
	return `INSERT INTO download_record_tally(kind, name, n) VALUES ('type', ` + typeLabel(row) + `, 1), ('site', ` +
		row + `.site_name, 1) ON CONFLICT(kind, name) DO UPDATE SET n = n + 1;`
}

// tallyDrop removes a slice that reaches 0, as the GROUP BY it replaces
// never answered one.
func tallyDrop(row string) string {
	return `UPDATE download_record_tally SET n = n - 1 WHERE kind = 'type' AND name = ` + typeLabel(row) + `;
		UPDATE download_record_tally SET n = n - 1 WHERE kind = 'site' AND name = ` + row + `.site_name;
		DELETE FROM download_record_tally WHERE n <= 0;`
}

// Count is one slice of record_dashboard.
type Count struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// Dashboard counts the records by media type and by site, largest first.
func (s *Service) Dashboard(ctx context.Context) (types, sites []Count, err error) {
	if types, err = s.tally(ctx, "type"); err != nil {
		return nil, nil, err
	}
	sites, err = s.tally(ctx, "site")
	return types, sites, err
}

// dashboardQuery reads one kind of the tally by its primary key.
const dashboardQuery = `SELECT name, n FROM download_record_tally WHERE kind = ? ORDER BY n DESC, name`

func (s *Service) tally(ctx context.Context, kind string) ([]Count, error) {
	return store.Rows(ctx, s.db, func(c *Count) []any { return []any{&c.Name, &c.Value} }, dashboardQuery, kind)
}
