package traffic

import (
	"context"
	"github.com/movie-robot/web-console/server/store"
)

// Torrent is one managed (or formerly managed) torrent as the view shows it.
type Torrent struct {
	ID           int64   `json:"id"`
	Site         string  `json:"site"`
	Name         string  `json:"name"`
	Hash         string  `json:"hash"`
	State        string  `json:"state"` // adding | active | removed | released
	Reason       string  `json:"reason"`
	AddedAt      string  `json:"added_at"`
	FreeUntil    string  `json:"free_until"`
	RemovedAt    string  `json:"removed_at"`
	RemoveReason string  `json:"remove_reason"`
	SizeMB       float64 `json:"size_mb"`
	Uploaded     int64   `json:"uploaded"`   // bytes
	Downloaded   int64   `json:"downloaded"` // bytes
	Progress     float64 `json:"progress"`
	Ratio        float64 `json:"ratio"`
}

// SiteTotal is one site's traffic gained by this feature.
type SiteTotal struct {
	Site       string  `json:"site"`
	Count      int     `json:"count"`
	Uploaded   int64   `json:"uploaded"`
	Downloaded int64   `json:"downloaded"`
	Ratio      float64 `json:"ratio"` // uploaded / downloaded (0 when nothing downloaded)
}

// Run is one run's log.
type Run struct {
	At  string `json:"at"`
	Log string `json:"log"`
}

// View is GET /api/traffic/list's answer.
type View struct {
	Torrents []Torrent   `json:"torrents"`
	Sites    []SiteTotal `json:"sites"`
	Runs     []Run       `json:"runs"`
}

// viewRows bounds the lists (the newest first).
const viewRows = 200

// List reads the feature's tables: the torrents, per-site totals and the
// newest run logs.
func List(ctx context.Context, st *store.Store) (View, error) {
	if err := st.MigrateDomain(ctx, "traffic", migrations); err != nil {
		return View{}, err
	}
	db := st.DB()
	v := View{Torrents: []Torrent{}, Sites: []SiteTotal{}, Runs: []Run{}}
	rs, err := db.QueryContext(ctx, `SELECT id, site, name, hash, state, reason, added_at, free_until, removed_at,
		remove_reason, size_mb, uploaded, downloaded, progress, ratio FROM traffic_torrent ORDER BY id DESC LIMIT ?`, viewRows)
	if err != nil {
		return v, err
	}
	defer rs.Close()
	for rs.Next() {
		var t Torrent
		if err := rs.Scan(&t.ID, &t.Site, &t.Name, &t.Hash, &t.State, &t.Reason, &t.AddedAt, &t.FreeUntil, &t.RemovedAt,
			&t.RemoveReason, &t.SizeMB, &t.Uploaded, &t.Downloaded, &t.Progress, &t.Ratio); err != nil {
			return v, err
		}
		v.Torrents = append(v.Torrents, t)
	}
	if err := rs.Err(); err != nil {
		return v, err
	}
	ss, err := db.QueryContext(ctx, `SELECT site, COUNT(*), SUM(uploaded), SUM(downloaded) FROM traffic_torrent
		WHERE state <> 'released' OR uploaded > 0 OR downloaded > 0 GROUP BY site ORDER BY site`)
	if err != nil {
		return v, err
	}
	defer ss.Close()
	for ss.Next() {
		var s SiteTotal
		if err := ss.Scan(&s.Site, &s.Count, &s.Uploaded, &s.Downloaded); err != nil {
			return v, err
		}
		if s.Downloaded > 0 {
			s.Ratio = float64(s.Uploaded) / float64(s.Downloaded)
		}
		v.Sites = append(v.Sites, s)
	}
	if err := ss.Err(); err != nil {
		return v, err
	}
	runs, err := db.QueryContext(ctx, `SELECT at, log FROM traffic_run ORDER BY id DESC LIMIT 20`)
	if err != nil {
		return v, err
	}
	defer runs.Close()
	for runs.Next() {
		var r Run
		if err := runs.Scan(&r.At, &r.Log); err != nil {
			return v, err
		}
		v.Runs = append(v.Runs, r)
	}
	return v, runs.Err()
}
