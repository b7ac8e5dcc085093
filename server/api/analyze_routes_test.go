package api

import (
	"testing"
	"time"
)

// TestAnalyzeRoute: the trends are an admin's; the range is checked and
// named; a record made today is counted in today's bucket.
func TestAnalyzeRoute(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.userAuth(t)
	wantFail(t, call(t, e.srv, "GET", "/api/movie/analyze?range=30d", "", user), "需要管理员权限")
	wantFail(t, call(t, e.srv, "GET", "/api/movie/analyze?range=7d", "", admin), "range 只能是 30d、12w 或 12m")
	today := time.Now().Format(time.DateTime)
	e.addRecord(t, map[string]any{"torrent_name": "A-CHD", "torrent_hash": "h", "size_mb": 700, "created_at": today})
	var rep struct {
		Buckets  []string `json:"buckets"`
		Activity []struct {
			Bucket    string `json:"bucket"`
			Downloads int    `json:"downloads"`
		} `json:"activity"`
		Sites []struct {
			Site   string  `json:"site"`
			SizeMB float64 `json:"size_mb"`
		} `json:"sites"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/movie/analyze?range=12w", "", admin), &rep)
	last := rep.Activity[len(rep.Activity)-1]
	if len(rep.Buckets) != 12 || last.Downloads != 1 || len(rep.Sites) != 1 || rep.Sites[0].SizeMB != 700 {
		t.Fatalf("report %+v", rep)
	}
}
