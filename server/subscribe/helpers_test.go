package subscribe

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

// newSubs is a fresh store with an admin and a user whose subscriptions
// wait for approval, and the service (with metadata when withMeta).
func newSubs(t testing.TB, withMeta bool) (st *store.Store, admin, user store.User, s *Service) {
	t.Helper()
	st = storetest.Open(t)
	ctx := context.Background()
	var meta *metadata.Service
	var err error
	if withMeta {
		if meta, err = metadata.New(ctx, metadata.Options{Store: st}); err != nil {
			t.Fatal(err)
		}
	}
	admin, _ = st.CreateFirstAdmin(ctx, "admin", "x")
	user, _ = st.CreateUser(ctx, "u", "x", store.RoleUser)
	if s, err = New(ctx, st, meta, approvalFor{user.ID: true}); err != nil {
		t.Fatal(err)
	}
	return st, admin, user, s
}

// approvalFor is an Approvals with the given users' approval switched on.
type approvalFor map[int64]bool

func (a approvalFor) ApprovalEnabled(_ context.Context, uid int64) (bool, error) { return a[uid], nil }
