package traffic

import (
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
)

// Each removal rule, and the torrents kept, on the engine's defaults
// (ratio 2 or 72 h, 12 h idle).
func TestRemoveReason(t *testing.T) {
	e := &Engine{o: Options{SeedRatio: 2, SeedTime: 72 * time.Hour, IdleLimit: 12 * time.Hour}}
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.Local)
	recent := now.Add(-time.Hour).Format(stamp)
	long := now.Add(-13 * time.Hour).Format(stamp)
	free := managed{FreeUntil: "2026-11-28 07:00:00"}
	cases := []struct {
		name       string
		m          managed
		l          downloads.Live
		lastActive string
		want       string // "" = kept
	}{
		{"free period over, unfinished", free, downloads.Live{Progress: 0.4}, recent, "免费期已于 2026-11-28 07:00:00 结束，仍未下载完成（40%）"},
		{"free period over, finished: seeds on", free, downloads.Live{Done: true, Progress: 1, Ratio: 0.5}, recent, ""},
		{"free period still on", managed{FreeUntil: "2026-11-29 07:00:00"}, downloads.Live{Progress: 0.4}, recent, ""},
		{"ratio goal", managed{}, downloads.Live{Done: true, Ratio: 2.1}, recent, "已达到做种目标：分享率 2.10 ≥ 2.00"},
		{"seeding time goal", managed{}, downloads.Live{Done: true, Ratio: 0.3, SeedingTime: 73 * 3600}, recent, "已达到做种目标：做种 73h0m0s ≥ 72h0m0s"},
		{"H&R: the site's minimum ratio first", managed{MinRatio: 1}, downloads.Live{Done: true, Ratio: 0.3, SeedingTime: 80 * 3600}, recent, ""},
		{"H&R: a higher minimum ratio raises the goal", managed{MinRatio: 3}, downloads.Live{Done: true, Ratio: 2.5}, recent, ""},
		{"H&R: idle, but the minimum ratio binds", managed{MinRatio: 1}, downloads.Live{Done: true, Ratio: 0.3}, long, ""},
		{"idle past the limit", managed{}, downloads.Live{Progress: 0.2}, long, "已闲置 13h0m0s（无上传也无下载，上限 12h0m0s）"},
		{"active recently", managed{}, downloads.Live{Progress: 0.2}, recent, ""},
	}
	for _, c := range cases {
		got := e.removeReason(c.m, c.l, c.lastActive, now)
		if c.want == "" && got != "" || c.want != "" && !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
