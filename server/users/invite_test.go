package users

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

func TestAnInvitationSignsUpOneNormalUserOnceBeforeItExpires(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	svc, st, admin := newService(t, Options{Now: func() time.Time { return now }})
	if _, err := svc.Invite(ctx, "not-a-mail", admin.ID); err == nil {
		t.Fatal("bad address accepted")
	}
	token, err := svc.Invite(ctx, "guest@example.com", admin.ID)
	if err != nil {
		t.Fatal(err)
	}
	var stored string
	st.DB().QueryRowContext(ctx, `SELECT token_hash FROM user_invites`).Scan(&stored)
	if stored == token || stored != hashToken(token) {
		t.Fatal("the token is stored in the clear")
	}
	if email, err := svc.InvitedEmail(ctx, token); err != nil || email != "guest@example.com" {
		t.Fatalf("InvitedEmail = %q, %v", email, err)
	}
	in := Input{Username: "guest", Nickname: "客人", Password: "guest-pass", Role: store.RoleAdmin}
	// A refused form (name taken) leaves the link usable.
	if _, err := svc.SignUp(ctx, token, Input{Username: "ADMIN", Nickname: "x", Password: "123456"}); err == nil {
		t.Fatal("taken name accepted")
	}
	u, err := svc.SignUp(ctx, token, in)
	if err != nil {
		t.Fatal(err)
	}
	if u.Role != store.RoleUser {
		t.Fatalf("an invitee became role %d", u.Role)
	}
	if p, _ := svc.Profile(ctx, u.ID); len(p.PermissionCategory) != len(Categories) || p.ApprovalEnable {
		t.Fatalf("profile %+v", p)
	}
	in.Username = "guest2"
	if _, err := svc.SignUp(ctx, token, in); err != errInviteUnusable {
		t.Fatalf("second use: %v", err)
	}
	if _, err := svc.SignUp(ctx, "made-up", in); err != errInviteUnusable {
		t.Fatalf("unknown token: %v", err)
	}
	late, _ := svc.Invite(ctx, "late@example.com", admin.ID)
	now = now.Add(InviteTTL + time.Second)
	if _, err := svc.InvitedEmail(ctx, late); err != errInviteUnusable {
		t.Fatalf("expired link still shown: %v", err)
	}
	if _, err := svc.SignUp(ctx, late, in); err != errInviteUnusable {
		t.Fatalf("expired link used: %v", err)
	}
}
