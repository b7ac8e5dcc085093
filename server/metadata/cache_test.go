package metadata

import (
	"context"
	"sync"
	"testing"
	"time"
)

func TestCacheKeepsRankingsForHours(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	get := func() {
		t.Helper()
		if _, err := e.svc.Ranking(ctx, "tv_korean"); err != nil {
			t.Fatal(err)
		}
	}
	get()
	get()
	if n := len(e.douban.Requests()); n != 1 {
		t.Fatalf("%d requests, want 1 (cached)", n)
	}
	*e.clock = e.clock.Add(ttlRanking - time.Minute)
	get()
	if n := len(e.douban.Requests()); n != 1 {
		t.Fatalf("%d requests before the TTL", n)
	}
	*e.clock = e.clock.Add(2 * time.Minute)
	get()
	if n := len(e.douban.Requests()); n != 2 {
		t.Fatalf("%d requests after the TTL, want 2", n)
	}
	var rows int
	e.st.DB().QueryRow(`SELECT COUNT(*) FROM metadata_cache`).Scan(&rows)
	if rows != 1 {
		t.Fatalf("%d cache rows: the expired one was not replaced", rows)
	}
}

func TestTenCardsAskingForOneSubjectMakeOneCall(t *testing.T) {
	e := newEnv(t, map[string]string{"delay": "150ms"}, "")
	var wg sync.WaitGroup
	errs := make(chan error, 10)
	for range 10 {
		wg.Go(func() {
			d, err := e.svc.DoubanDetail(context.Background(), "1291546", "")
			if err == nil && d.Title != "霸王别姬" {
				t.Errorf("title %q", d.Title)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := count(e.douban, "/movie/1291546"); n != 1 {
		t.Fatalf("%d upstream calls, want 1", n)
	}
}

func TestHostLimiterSpacesRequestsPerHost(t *testing.T) {
	l := newHostLimiter(80 * time.Millisecond)
	ctx := context.Background()
	start := time.Now()
	for range 3 {
		if err := l.wait(ctx, siteDouban, "a"); err != nil {
			t.Fatal(err)
		}
	}
	if d := time.Since(start); d < 160*time.Millisecond {
		t.Fatalf("three requests to one host in %v", d)
	}
	start = time.Now()
	l.wait(ctx, siteDouban, "b")
	if d := time.Since(start); d > 40*time.Millisecond {
		t.Fatalf("another host waited %v", d)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	l.wait(ctx, siteDouban, "c")
	if err := l.wait(cctx, siteDouban, "c"); err == nil {
		t.Fatal("a cancelled wait succeeded")
	}
	if hostInterval(siteDouban) <= hostInterval(siteTMDB) {
		t.Fatal("Douban must be asked more gently than TMDB")
	}
}
