package store

import (
	"context"
	"testing"
	"time"
)

func TestHealthHistoryCountsPerHourAndPrunes(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	base := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	for _, r := range []struct {
		svc string
		at  time.Duration
		up  bool
	}{
		{"a", 1 * time.Minute, true}, {"a", 30 * time.Minute, false}, {"a", 59 * time.Minute, true},
		{"a", 61 * time.Minute, true}, {"b", 5 * time.Minute, false},
	} {
		if err := s.RecordHealth(ctx, r.svc, base.Add(r.at), r.up); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.HealthHistory(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	want := []HealthCount{
		{"a", base, 2, 1}, {"b", base, 0, 1}, {"a", base.Add(time.Hour), 1, 0},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("row %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	// Two days later the old hours are pruned by the next record.
	if err := s.RecordHealth(ctx, "a", base.Add(50*time.Hour), true); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.HealthHistory(ctx, base.Add(-time.Hour)); len(got) != 1 {
		t.Fatalf("after prune: %+v", got)
	}
}
