package activity

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/storetest"
)

func newService(t *testing.T) *Service {
	t.Helper()
	st := storetest.Open(t)
	s, err := New(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// 120 of user 7's events over three days, a system one and one of user 8:
// pages of 50 newest first, each filter narrows, a user reads their own.
func TestListPagesFiltersAndKeepsUsersApart(t *testing.T) {
	s := newService(t)
	ctx := context.Background()
	day := time.Date(2026, 11, 25, 9, 0, 0, 0, time.Local)
	for i := range 120 {
		kind := events.Sent
		if i%4 == 0 {
			kind = events.SendFailed
		}
		must(t, s.Keep(ctx, events.Event{Kind: kind, UID: 7, Title: "t", Time: day.Add(time.Duration(i) * 30 * time.Minute)}))
	}
	must(t, s.Keep(ctx, events.Event{Kind: events.SiteCookieExpired, Title: "HDSky", Time: day}))
	must(t, s.Keep(ctx, events.Event{Kind: events.Filed, UID: 8, Title: "其他人的", Time: day}))
	must(t, s.Keep(ctx, events.Event{Kind: events.Record, UID: 7, Time: day})) // live only: not history

	page := func(q Query) ([]Entry, int) {
		t.Helper()
		list, total, err := s.List(ctx, q)
		must(t, err)
		return list, total
	}
	list, total := page(Query{All: true})
	if total != 122 || len(list) != PageSize || list[0].ID != 122 || list[0].Label != "已整理入库" {
		t.Fatalf("first page: total %d, %d rows, first %+v", total, len(list), list[0])
	}
	list, _ = page(Query{All: true, Start: 100})
	if len(list) != 22 || list[21].ID != 1 {
		t.Fatalf("last page: %d rows", len(list))
	}
	// A page is never more than PageSize, nor starts before the first row.
	if list, _ = page(Query{All: true, Limit: 500, Start: -5}); len(list) != PageSize || list[0].ID != 122 {
		t.Fatalf("a page asked too big, from -5: %d rows", len(list))
	}
	if _, total = page(Query{UID: 7}); total != 120 {
		t.Fatalf("user 7 reads %d rows", total)
	}
	if list, total = page(Query{UID: 8}); total != 1 || list[0].Title != "其他人的" {
		t.Fatalf("user 8 reads %+v", list)
	}
	if list, total = page(Query{UID: 7, Outcome: "failure"}); total != 30 || !list[0].Failure {
		t.Fatalf("failures: %d", total)
	}
	if _, total = page(Query{UID: 7, Outcome: "success"}); total != 90 {
		t.Fatalf("successes: %d", total)
	}
	if _, total = page(Query{All: true, Kinds: []events.Kind{events.SiteCookieExpired, events.Filed}}); total != 2 {
		t.Fatalf("two kinds: %d", total)
	}
	// 120 half-hours from 09:00 on the 25th: 30 on the 25th, 48 on the 26th.
	if _, total = page(Query{UID: 7, From: "2026-11-26", To: "2026-11-26"}); total != 48 {
		t.Fatalf("the 26th: %d", total)
	}
	if _, total = page(Query{UID: 7, To: "2026-11-25"}); total != 30 {
		t.Fatalf("up to the 25th: %d", total)
	}
	for q, want := range map[*Query]string{
		{Outcome: "maybe"}:   "结果（outcome）只能是 failure 或 success",
		{From: "26/11/2026"}: "开始日期（from）的格式应为 2006-01-02：26/11/2026",
		{To: "x"}:            "结束日期（to）的格式应为 2006-01-02：x",
	} {
		if _, _, err := s.List(ctx, *q); err == nil || err.Error() != want {
			t.Errorf("%+v: %v, want %s", *q, err, want)
		}
	}
	if _, err := ParseKinds("sent,record"); err == nil || err.Error() != "类型（kind）不正确：record" {
		t.Fatalf("live kind: %v", err)
	}
	if _, err := s.Get(ctx, 122, 7, false); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another's row: %v", err)
	}
	must(t, s.Retried(ctx, 121, "已重试"))
	if e, err := s.Get(ctx, 121, 1, true); err != nil || e.RetryNote != "已重试" || e.RetriedAt == "" {
		t.Fatalf("retried: %+v %v", e, err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The history keeps half a year: older rows go at the next prune.
func TestOldRowsArePruned(t *testing.T) {
	s := newService(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.Local)
	s.now = func() time.Time { return now }
	must(t, s.Keep(ctx, events.Event{Kind: events.Filed, UID: 7, Title: "旧的", Time: now.Add(-Kept - time.Hour)}))
	for range pruneEvery - 1 {
		must(t, s.Keep(ctx, events.Event{Kind: events.Filed, UID: 7, Title: "新的", Time: now}))
	}
	if _, total, _ := s.List(ctx, Query{UID: 7, Outcome: "success", From: "2026-01-01"}); total != pruneEvery-1 {
		t.Fatalf("kept %d", total)
	}
	if _, total, _ := s.List(ctx, Query{All: true}); total != pruneEvery-1 {
		t.Fatalf("rows after the prune: %d", total)
	}
}
