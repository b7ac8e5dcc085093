package ptsites

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/sitebudget"
)

// Fifty sites searched at once write their bookkeeping in turn, on the
// pool's kept connections: none is opened and thrown away (each new one
// reads the whole schema; that was half a new-subscription run's CPU).
func TestParallelSearchBookkeepingReusesConnections(t *testing.T) {
	s, _ := newService(t, nil)
	before := s.db.Stats()
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() {
			site := "site" + string(rune('a'+i%26)) + string(rune('a'+i/26))
			s.rememberSearch(site, time.Now())
			requestLog{s}.Add(site, sitebudget.Request{At: time.Now(), Purpose: sitebudget.Search})
			s.markHealth(context.Background(), site, nil)
		})
	}
	wg.Wait()
	after := s.db.Stats()
	if closed := after.MaxIdleClosed - before.MaxIdleClosed; closed > 0 {
		t.Fatalf("%d connections opened and closed again (open now %d)", closed, after.OpenConnections)
	}
}
