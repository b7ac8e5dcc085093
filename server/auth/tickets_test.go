package auth

import (
	"testing"
	"time"
)

func TestTicketsAreSingleUseAndExpire(t *testing.T) {
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)
	tk := &Tickets{TTL: 30 * time.Second}
	a, b := tk.Issue(7, now), tk.Issue(8, now)
	if a == b || len(a) != 32 {
		t.Fatalf("tickets %q %q", a, b)
	}
	if uid, ok := tk.Take(a, now.Add(30*time.Second)); !ok || uid != 7 {
		t.Fatalf("a fresh ticket: %d %v", uid, ok)
	}
	if _, ok := tk.Take(a, now); ok {
		t.Fatal("a used ticket was taken again")
	}
	if _, ok := tk.Take(b, now.Add(31*time.Second)); ok {
		t.Fatal("an expired ticket was taken")
	}
	if _, ok := tk.Take("forged", now); ok {
		t.Fatal("a forged ticket was taken")
	}
	tk.Issue(9, now)
	tk.Issue(9, now.Add(time.Minute)) // forgets the first, expired by now
	if len(tk.m) != 1 {
		t.Fatalf("expired tickets kept: %d", len(tk.m))
	}
}
