package downloads

import (
	"context"
	"fmt"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// BenchmarkRecordList pages through 10,000 records the way record_list
// does (hiding the unrecognised), 20 at a time, newest first.
func BenchmarkRecordList(b *testing.B) {
	ctx := context.Background()
	st, err := store.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	s, err := New(ctx, st)
	if err != nil {
		b.Fatal(err)
	}
	tx, _ := s.db.BeginTx(ctx, nil)
	for i := range 10000 {
		tx.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
			save_path, client_name, status, created_at, movie_name, movie_type, source_type)
			VALUES ('hdsky', 1, ?, '', ?, '/dl', 'qb', ?, '2026-11-24 00:00:00', ?, 'Movie', ?)`,
			fmt.Sprintf("Release.%05d.2020.1080p", i), fmt.Sprintf("%040x", i), i%4, fmt.Sprint("Title ", i),
			map[bool]string{true: "unknown", false: ""}[i%4 == 3])
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := (i * PageSize) % 7500
		page, err := s.List(ctx, Filter{HideUnknown: true}, start, PageSize)
		if err != nil || len(page) != PageSize {
			b.Fatalf("page at %d: %d, %v", start, len(page), err)
		}
	}
	b.ReportMetric(PageSize, "records/op") // make bench's records per second
}
