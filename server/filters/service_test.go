package filters

import (
	"context"
	"database/sql"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

type renames [][2]string

func (r *renames) RenameFilter(_ context.Context, _ *sql.Tx, from, to string) (int64, error) {
	*r = append(*r, [2]string{from, to})
	return 1, nil
}

func TestServiceSaveRenameDelete(t *testing.T) {
	st := storetest.Open(t)
	ctx := context.Background()
	refs := &renames{}
	s, err := New(ctx, st, refs)
	if err != nil {
		t.Fatal(err)
	}
	wantInvalid := func(err error, msg string) {
		t.Helper()
		var inv settings.Invalid
		if !errors.As(err, &inv) || inv.Message != msg {
			t.Fatalf("%v, want %s", err, msg)
		}
	}
	if _, err := s.Save(ctx, Filter{FilterName: "低", Priority: 1}, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Save(ctx, Filter{FilterName: "高", Priority: 9, Resolution: []string{"2160p"}}, ""); err != nil {
		t.Fatal(err)
	}
	_, err = s.Save(ctx, Filter{FilterName: "高"}, "")
	wantInvalid(err, "已经有名为“高”的过滤器了")
	list, _ := s.List(ctx)
	if len(list) != 2 || list[0].FilterName != "高" || list[0].Resolution[0] != "2160p" {
		t.Fatalf("ordered by priority: %+v", list)
	}
	// Rename 高 → 4K; the subscriptions follow.
	if _, err := s.Save(ctx, Filter{FilterName: "4K", Priority: 9}, "高"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "高"); err == nil {
		t.Fatal("old name still there")
	}
	if f, err := s.Get(ctx, "4K"); err != nil || f.Priority != 9 {
		t.Fatalf("%+v %v", f, err)
	}
	_, err = s.Save(ctx, Filter{FilterName: "低"}, "4K")
	wantInvalid(err, "已经有名为“低”的过滤器了")
	_, err = s.Save(ctx, Filter{FilterName: "x"}, "没有")
	wantInvalid(err, "过滤器“没有”不存在，可能已被删除")
	// Saving under the same name changes no subscription.
	if _, err := s.Save(ctx, Filter{FilterName: "低", Priority: 2}, "低"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Delete(ctx, "4K"); err != nil {
		t.Fatal(err)
	}
	_, err = s.Delete(ctx, "4K")
	wantInvalid(err, "过滤器“4K”不存在，可能已被删除")
	want := renames{{"高", "4K"}, {"4K", AutoSelect}}
	if len(*refs) != 2 || (*refs)[0] != want[0] || (*refs)[1] != want[1] {
		t.Fatalf("referrers told %v", *refs)
	}
	if list, _ := s.List(ctx); len(list) != 1 || list[0].Priority != 2 {
		t.Fatalf("%+v", list)
	}
}
