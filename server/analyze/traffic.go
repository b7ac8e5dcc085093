package analyze

import (
	"context"
	"database/sql"
	"math"
	"sort"
)

// SiteTraffic is one site's account over the range, one point per bucket:
// what it uploaded and downloaded in the bucket (the bucket's last daily
// snapshot minus the last one before it; counters only grow, a reset
// gives 0) and its ratio at the bucket's end (nil: no reading yet).
type SiteTraffic struct {
	Site   string         `json:"site"`
	Points []TrafficPoint `json:"points"`
}

// TrafficPoint is one bucket of a site's account.
type TrafficPoint struct {
	Bucket     string   `json:"bucket"`
	UploadMB   float64  `json:"upload_mb"`
	DownloadMB float64  `json:"download_mb"`
	Ratio      *float64 `json:"ratio"`
}

// traffic reads the site_snapshot rows (one per site and day, indexed by
// its key): the last reading before the range, and the last of each
// bucket (SQLite takes the bare columns from the MAX(day) row).
func (s *Service) traffic(ctx context.Context, p period) ([]SiteTraffic, error) {
	if ok, err := s.hasTable(ctx, "site_snapshot"); !ok || err != nil {
		return []SiteTraffic{}, err
	}
	type reading struct{ up, dl float64 }
	before := map[string]reading{}
	err := eachRow(ctx, s.db, `SELECT site_name, MAX(day), upload_mb, download_mb FROM site_snapshot
		WHERE day < ? GROUP BY site_name`, []any{p.start}, func(rows *sql.Rows) error {
		var site, day string
		var r reading
		if err := rows.Scan(&site, &day, &r.up, &r.dl); err != nil {
			return err
		}
		before[site] = r
		return nil
	})
	if err != nil {
		return nil, err
	}
	at := p.index()
	last := map[string][]*reading{}
	err = eachRow(ctx, s.db, `SELECT site_name, `+p.bucketOf("day")+` AS b, MAX(day), upload_mb, download_mb
		FROM site_snapshot WHERE day >= ? GROUP BY site_name, b`, []any{p.start}, func(rows *sql.Rows) error {
		var site, key, day string
		var r reading
		if err := rows.Scan(&site, &key, &day, &r.up, &r.dl); err != nil {
			return err
		}
		i, ok := at[key]
		if !ok {
			return nil
		}
		if last[site] == nil {
			last[site] = make([]*reading, len(p.keys))
		}
		last[site][i] = &r
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := []SiteTraffic{}
	for site, bucketReadings := range last {
		t := SiteTraffic{Site: site}
		prev, known := before[site]
		for i, r := range bucketReadings {
			pt := TrafficPoint{Bucket: p.keys[i]}
			if r != nil {
				if known {
					pt.UploadMB = round1(math.Max(r.up-prev.up, 0))
					pt.DownloadMB = round1(math.Max(r.dl-prev.dl, 0))
				}
				if r.dl > 0 {
					ratio := math.Round(r.up/r.dl*100) / 100
					pt.Ratio = &ratio
				}
				prev, known = *r, true
			}
			t.Points = append(t.Points, pt)
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Site < out[j].Site })
	return out, nil
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }
