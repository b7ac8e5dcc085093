package users

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/store"
)

// newService is a Service built with opts on a fresh store, the store, and
// its first admin.
func newService(t *testing.T, opts ...Options) (*Service, *store.Store, store.User) {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	svc, err := New(ctx, st, opts...)
	if err != nil {
		t.Fatal(err)
	}
	admin, err := st.CreateFirstAdmin(ctx, "admin", "h")
	if err != nil {
		t.Fatal(err)
	}
	return svc, st, admin
}
