package analyze

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// BenchmarkReport100k (make bench): the whole report of each range over
// 100,000 download records spread over a year (60 % filed, a third by
// subscriptions, a subtitle state each), 50 sites with a snapshot a day.
func BenchmarkReport100k(b *testing.B) {
	s := seededAtScale(b, 100_000)
	for _, key := range []string{"30d", "12w", "12m"} {
		p, _ := periodOf(key, now)
		b.Run(key, func(b *testing.B) {
			for b.Loop() { // compute: Report would answer from its cache
				if _, err := s.compute(context.Background(), key, p); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(100_000, "records/op")
		})
	}
}

func seededAtScale(b *testing.B, n int) *Service {
	s := seeded(b)
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	rec, err := tx.Prepare(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
		save_path, client_name, size_mb, status, created_at, link_path, completed_at, resolution, sub_id, sub_type)
		VALUES (?, 1, ?, '', ?, '/dl', 'qb', 4096, 1, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	sub, err := tx.Prepare(`INSERT INTO subtitle_items(video, record_id, state, first_seen) VALUES (?, ?, ?, '')`)
	if err != nil {
		b.Fatal(err)
	}
	resolutions := []string{"1080p", "2160p", "720p", ""}
	states := []string{"have", "waiting", "skipped", "gave_up"}
	for i := range n {
		created := now.Add(-time.Duration(i) * 315 * time.Second) // a year
		link, filed, subID, subType := "", "", 0, ""
		if i%5 < 3 {
			link, filed = fmt.Sprint("/media/", i), created.Add(time.Hour).Format(time.DateTime)
		}
		if i%3 == 0 {
			subID, subType = 1+i%3, "Sub"
		}
		res, err := rec.Exec(fmt.Sprint("site", i%50), fmt.Sprintf("Release.%06d.2020.1080p.WEB-DL-GRP%d", i, i%30),
			fmt.Sprint(i), created.Format(time.DateTime), link, filed, resolutions[i%4], subID, subType)
		if err != nil {
			b.Fatal(err)
		}
		if link != "" {
			id, _ := res.LastInsertId()
			if _, err := sub.Exec(fmt.Sprint("/media/", i, ".mkv"), id, states[i%4]); err != nil {
				b.Fatal(err)
			}
		}
	}
	snap, err := tx.Prepare(`INSERT INTO site_snapshot(site_name, day, upload_mb, download_mb) VALUES (?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	for site := range 50 {
		for d := range 365 {
			day := now.AddDate(0, 0, -d).Format(time.DateOnly)
			if _, err := snap.Exec(fmt.Sprint("site", site), day, float64(1e6-d*100), float64(5e5-d*40)); err != nil {
				b.Fatal(err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	return s
}
