package downloads

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// An install whose trends screen made its own analyze_* indexes loses
// them to migration 10, which declares download_record's whole set here.
func TestMigrationTenTakesOverTheTrendsIndexes(t *testing.T) {
	ctx := context.Background()
	st := scaleService(t).store
	db := st.DB()
	// Back to before 10, with what analyze's own migrations left behind.
	for _, q := range []string{
		`DELETE FROM domain_migrations WHERE domain = 'downloads' AND version = 10`,
		`DROP INDEX download_record_created`, `DROP INDEX download_record_filed`, `DROP INDEX download_record_sub`,
		`CREATE INDEX download_record_sub ON download_record(sub_id, sub_type)`,
		`CREATE INDEX analyze_record_created ON download_record(created_at, site_name, size_mb)`,
		`CREATE INDEX analyze_record_filed ON download_record(completed_at) WHERE link_path <> ''`,
		`CREATE INDEX analyze_record_sub ON download_record(sub_id, sub_type, completed_at) WHERE link_path <> ''`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatal(q, err)
		}
	}
	if _, err := New(ctx, st); err != nil {
		t.Fatal(err)
	}
	var names []string
	rows, err := db.QueryContext(ctx, `SELECT name || ':' || COALESCE(sql, '') FROM sqlite_master
		WHERE type = 'index' AND tbl_name = 'download_record' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
	}
	got := fmt.Sprint(names)
	for _, want := range []string{"download_record_created:", "download_record_filed:",
		"download_record_sub:CREATE INDEX download_record_sub ON download_record(sub_id, sub_type, completed_at)"} {
		if !strings.Contains(got, want) {
			t.Errorf("indexes %s lack %s", got, want)
		}
	}
	if strings.Contains(got, "analyze_record_") {
		t.Errorf("indexes %s keep analyze's", got)
	}
}
