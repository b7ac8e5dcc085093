package analyze

import (
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// TestQueriesUseIndexes: with 100,000 records the screen must not read
// the table; each record query's plan searches the index downloads'
// migrations made for it instead of scanning download_record.
func TestQueriesUseIndexes(t *testing.T) {
	s := seeded(t)
	p, _ := periodOf("30d", now)
	for q, index := range map[string]string{
		`SELECT ` + p.bucketOf("created_at") + ` AS b, COUNT(*) FROM download_record WHERE created_at >= ? GROUP BY b`:                              "download_record_created",
		`SELECT site_name, COUNT(*), SUM(size_mb) FROM download_record INDEXED BY download_record_created WHERE created_at >= ? GROUP BY site_name`: "download_record_created",
		`SELECT ` + p.bucketOf("completed_at") + ` AS b, COUNT(*) FROM download_record WHERE ` + filedRange + ` GROUP BY b`:                         "download_record_filed",
		`SELECT resolution, COUNT(*) FROM download_record WHERE ` + filedRange + ` GROUP BY resolution`:                                             "download_record_filed",
		`SELECT MIN(completed_at) FROM download_record WHERE link_path <> '' AND sub_id = ? AND sub_type = 'subscribe'`:                             "download_record_sub",
	} {
		text := storetest.Plan(t, s.db, q, p.start)
		if !strings.Contains(text, "SEARCH download_record USING") || !strings.Contains(text, "INDEX "+index+" ") {
			t.Errorf("%s\nplan: %s", q, text)
		}
	}
}
