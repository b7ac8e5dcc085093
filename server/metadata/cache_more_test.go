package metadata

import (
	"context"
	"testing"
	"time"
)

// Writing a new answer sweeps the expired ones of other keys, so the table
// does not grow with every title ever opened.
func TestCacheSweepsExpiredRowsOnWrite(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	put := func(key string) {
		var out string
		if err := e.svc.cached(ctx, key, time.Hour, &out, func(context.Context) (any, error) { return key, nil }); err != nil {
			t.Fatal(err)
		}
	}
	put("old")
	*e.clock = e.clock.Add(2 * time.Hour)
	put("new")
	var rows int
	e.st.DB().QueryRow(`SELECT COUNT(*) FROM metadata_cache WHERE key = 'old'`).Scan(&rows)
	if rows != 0 {
		t.Fatal("the expired row was kept")
	}
}

// A stored answer that no longer reads (an older version's shape) is
// fetched again rather than failing the screen.
func TestCacheRefetchesAnAnswerThatNoLongerReads(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	if err := e.svc.cachePut(ctx, "k", []byte(`"a string where a list now is"`), time.Hour); err != nil {
		t.Fatal(err)
	}
	var out []int
	calls := 0
	err := e.svc.cached(ctx, "k", time.Hour, &out, func(context.Context) (any, error) { calls++; return []int{1, 2}, nil })
	if err != nil || calls != 1 || len(out) != 2 {
		t.Fatalf("out %v, %d calls, %v", out, calls, err)
	}
}

// The fetch runs detached from the caller: one who leaves does not fail
// the answer the others wait for, and it is still stored.
func TestCacheFetchOutlivesTheCaller(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out string
	err := e.svc.cached(ctx, "k", time.Hour, &out, func(ctx context.Context) (any, error) { return "v", ctx.Err() })
	if err != nil || out != "v" {
		t.Fatalf("out %q, %v", out, err)
	}
	if _, ok := e.svc.cacheGet(context.Background(), "k"); !ok {
		t.Fatal("the answer was not stored")
	}
}
