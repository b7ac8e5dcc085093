package users

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

func TestProfilesDefaultSaveAndGoWithTheirUser(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc, err := New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateFirstAdmin(ctx, "admin", "h"); err != nil {
		t.Fatal(err)
	}
	u, err := svc.Register(ctx, Input{Username: "kid", Nickname: "小明", Password: "kid-pass", Role: store.RoleUser,
		Profile: Profile{PermissionCategory: []string{"Anime"}, ApprovalEnable: true}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := svc.Profile(ctx, u.ID)
	if err != nil || !p.ApprovalEnable || !p.MayUse("Anime") || p.MayUse("Movie") || p.ScoreRuleName != DefaultScoreRule {
		t.Fatalf("profile %+v %v", p, err)
	}
	if d, _ := svc.Profile(ctx, 999); len(d.PermissionCategory) != len(Categories) || d.ApprovalEnable {
		t.Fatalf("default profile %+v", d)
	}
	if err := svc.Delete(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	var n int
	st.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM user_profiles`).Scan(&n)
	if n != 0 {
		t.Fatalf("%d profiles left after deleting their user", n)
	}
}
