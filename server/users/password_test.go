package users

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/store"
)

func TestResetPasswordChecksRulesAndEndsSessions(t *testing.T) {
	ctx := context.Background()
	svc, st, admin := newService(t)
	for pw, msg := range map[string]string{"": "必须填写密码", "12345": "密码不能少于6位"} {
		if err := svc.ResetPassword(ctx, admin.ID, pw); err == nil || err.Error() != msg {
			t.Fatalf("%q: %v, want %s", pw, err, msg)
		}
	}
	if err := svc.ResetPassword(ctx, 99, "long-enough"); err == nil || err.Error() != "用户不存在" {
		t.Fatalf("unknown user: %v", err)
	}
	before := time.Now().Add(-2 * time.Second)
	if err := svc.ResetPassword(ctx, admin.ID, "new-secret"); err != nil {
		t.Fatal(err)
	}
	u, err := st.UserByID(ctx, admin.ID)
	if err != nil || !auth.CheckPassword(u.PasswordHash, "new-secret") || u.TokenStillValid(before) ||
		u.Role != store.RoleAdmin || u.Username != "admin" {
		t.Fatalf("after reset %+v %v", u, err)
	}
}
