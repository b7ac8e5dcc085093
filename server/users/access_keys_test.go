package users

import (
	"context"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/fault"
)

// A user's own key is made once and then found again; keys of unknown
// users and unknown keys are refusals the user reads.
func TestAccessKeys(t *testing.T) {
	ctx := context.Background()
	svc, st, admin := newService(t)
	own, err := svc.OwnAccessKey(ctx, admin)
	if err != nil || len(own.Key) != 43 || own.UID != admin.ID {
		t.Fatalf("own key %+v, %v", own, err)
	}
	again, err := svc.OwnAccessKey(ctx, admin)
	if err != nil || again.ID != own.ID || again.Key != own.Key {
		t.Fatalf("second call made another key: %+v then %+v (%v)", own, again, err)
	}
	if _, err := svc.CreateAccessKey(ctx, 99); !errors.As(err, new(fault.Invalid)) || err.Error() != "用户不存在" {
		t.Fatalf("key for no user: %v", err)
	}
	if err := svc.DeleteAccessKey(ctx, own.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.UserByAccessKey(ctx, own.Key); err == nil {
		t.Fatal("a deleted key still signs in")
	}
	if err := svc.DeleteAccessKey(ctx, own.ID); err == nil || err.Error() != "API密钥不存在" {
		t.Fatalf("second delete: %v", err)
	}
}
