package ptsites

import (
	"context"
	"testing"
)

// BenchmarkSearchTenSlowSites is issue 11's `make bench` figure: one
// keyword search over ten NexusPHP stand-ins that each take 300 ms to
// answer. The sites are asked in parallel, so an operation costs about
// one site's 300 ms, not the 3 s of asking them in turn.
func BenchmarkSearchTenSlowSites(b *testing.B) {
	s := tenSlowSites(b)
	ctx := context.Background()
	for b.Loop() {
		a, err := s.Search(ctx, 1, SearchInput{Keyword: "dune"})
		if err != nil || len(a.SiteNames) != len(slowSites) {
			b.Fatalf("answer %+v, %v", a, err)
		}
	}
	b.ReportMetric(float64(len(slowSites)), "sites/op")
}
