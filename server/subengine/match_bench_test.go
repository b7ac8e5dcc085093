package subengine

import (
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/subscribe"
)

// BenchmarkMatchListing is issue 13's `make bench` figure: one listing
// refresh of 10 sites × 100 rows matched against 1,000 subscriptions
// (every row parsed once, then one index look-up per title form). It
// reports the CPU time and the memory of one refresh; the targets are
// under 1 s and under 100 MB.
func BenchmarkMatchListing(b *testing.B) {
	subs := make([]subscribe.Sub, 1000)
	for i := range subs {
		subs[i] = subscribe.Sub{ID: int64(i + 1), Type: "Movie", CNName: fmt.Sprintf("测试电影%04d", i),
			ENName: fmt.Sprintf("Test Movie %04d", i), ReleaseYear: 2000 + i%25}
		if i%3 == 0 {
			subs[i].Type, subs[i].SeasonIndex = "TV", 1+i%4
		}
	}
	res := make([]ptsites.SiteResults, 10)
	for s := range res {
		res[s].Site = fmt.Sprintf("site%d", s)
		for r := range 100 {
			i := (s*100 + r) * 7 % 1500 // two thirds are for a subscription
			name := fmt.Sprintf("Test.Movie.%04d.%d.1080p.BluRay.x264.DTS-GRP%d", i, 2000+i%25, r)
			if i%3 == 0 {
				name = fmt.Sprintf("Test.Movie.%04d.S%02dE%02d.%d.2160p.WEB-DL.H265-GRP", i, 1+i%4, 1+r%12, 2000+i%25)
			}
			res[s].Torrents = append(res[s].Torrents, ptsites.Torrent{ID: int64(r), SiteID: res[s].Site, Name: name,
				Subject: fmt.Sprintf("测试电影%04d | 中字", i)})
		}
	}
	var matched int
	var cpu time.Duration
	var peak uint64
	for b.Loop() {
		b.StopTimer()
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		before, t0 := ms.TotalAlloc, cpuTime()
		b.StartTimer()
		m := MatchListing(nil, subs, res)
		b.StopTimer()
		cpu += cpuTime() - t0
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.TotalAlloc-before) // everything allocated: an upper bound of the memory used
		b.StartTimer()
		matched = 0
		for _, c := range m {
			matched += len(c)
		}
	}
	if matched < 500 {
		b.Fatalf("only %d rows matched", matched)
	}
	b.ReportMetric(1000, "rows/op")
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms")
	b.ReportMetric(float64(peak)/1e6, "alloc-MB")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
