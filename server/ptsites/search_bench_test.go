package ptsites

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

// BenchmarkSearchTenSlowSites is issue 11's `make bench` figure: one
// keyword search over ten NexusPHP stand-ins that each take 300 ms to
// answer. The sites are asked in parallel, so an operation costs about
// one site's 300 ms, not the 3 s of asking them in turn.
func BenchmarkSearchTenSlowSites(b *testing.B) {
	s, st := newService(b, nil)
	setTimeout(b, st, 10)
	var list []settings.Site
	for _, id := range []string{"audiences", "btschool", "chdbits", "discfan", "hdarea", "hdatmos", "hddolby", "hdfans", "hdhome", "hdsky"} {
		srv := standin.Must(b, "nexusphp", map[string]string{"slow": "300"})
		// A limit no run reaches: the figure is the search, not our politeness.
		list = append(list, settings.Site{SiteName: id, SiteURL: srv.URL, SearchLimit: 1 << 20})
	}
	putSites(b, s, list...)
	ctx := context.Background()
	for b.Loop() {
		a, err := s.Search(ctx, 1, SearchInput{Keyword: "dune"})
		if err != nil || len(a.SiteNames) != len(list) {
			b.Fatalf("answer %+v, %v", a, err)
		}
	}
	b.ReportMetric(float64(len(list)), "sites/op")
}
