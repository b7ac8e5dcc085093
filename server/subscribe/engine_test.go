package subscribe

import (
	"context"
	"testing"
)

// The engine is kicked when a subscription starts: at once without
// approval, after the admin's approval otherwise, never for a refusal.
func TestOnActiveKicksTheEngine(t *testing.T) {
	_, admin, user, s := newSubs(t, false)
	ctx := context.Background()
	var kicked []int64
	s.OnActive(func(id int64) { kicked = append(kicked, id) })
	opts := Options{FilterName: FilterAuto, SubMode: "Normal"}
	if _, err := s.create(ctx, admin, []record{{doubanID: "1", mediaType: "Movie", cn: "甲"}}, opts, 0); err != nil {
		t.Fatal(err)
	}
	if len(kicked) != 1 {
		t.Fatalf("kicked %v after an admin's subscription", kicked)
	}
	for _, id := range []string{"2", "3"} {
		if _, err := s.create(ctx, user, []record{{doubanID: id, mediaType: "Movie", cn: "乙" + id}}, opts, 0); err != nil {
			t.Fatal(err)
		}
	}
	if len(kicked) != 1 {
		t.Fatalf("kicked %v for subscriptions waiting for approval", kicked)
	}
	waiting, err := s.List(ctx, user, "Movie")
	if err != nil || len(waiting) != 2 {
		t.Fatalf("waiting %v %v", waiting, err)
	}
	if _, err := s.Refuse(ctx, admin, waiting[0].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Approve(ctx, admin, waiting[1].ID); err != nil {
		t.Fatal(err)
	}
	if len(kicked) != 2 || kicked[1] != waiting[1].ID {
		t.Fatalf("kicked %v, want the approved %d", kicked, waiting[1].ID)
	}
	active, err := s.Active(ctx)
	if err != nil || len(active) != 2 || active[0].CNName != "甲" {
		t.Fatalf("active %+v %v", active, err)
	}
	if err := s.SetStatus(ctx, active[0].ID, StatusCompleted); err != nil {
		t.Fatal(err)
	}
	if active, _ = s.Active(ctx); len(active) != 1 {
		t.Fatalf("a completed one is still active: %+v", active)
	}
}
