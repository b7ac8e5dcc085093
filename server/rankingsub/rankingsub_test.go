package rankingsub

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

type noApproval struct{}

func (noApproval) ApprovalEnabled(context.Context, int64) (bool, error) { return false, nil }

type env struct {
	st    *store.Store
	meta  *metadata.Service
	subs  *subscribe.Service
	svc   *Service
	admin store.User
}

// newEnv is the real metadata and subscribe services on a fresh store,
// Douban being the stand-in.
func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	var err error
	douban := standin.Must(t, "douban", nil)
	v, _ := settings.MovieMetadataSection.Encode(settings.MetadataSetting{Hosts: settings.MetadataHosts{
		DoubanRexxarBase: douban.URL + "/rexxar/api/v2", DoubanFrodoBase: douban.URL + "/api/v2"}})
	if err := st.PutSetting(ctx, settings.MovieMetadataSection.Key, v); err != nil {
		t.Fatal(err)
	}
	e := &env{st: st}
	if e.meta, err = metadata.New(ctx, metadata.Options{Store: st, MinInterval: time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if e.subs, err = subscribe.New(ctx, st, e.meta, noApproval{}); err != nil {
		t.Fatal(err)
	}
	if e.admin, err = st.CreateFirstAdmin(ctx, "admin", "x"); err != nil {
		t.Fatal(err)
	}
	e.svc = e.open(t)
	return e
}

// open is the service as a (re)started program builds it.
func (e *env) open(t *testing.T) *Service {
	s, err := New(context.Background(), e.st, e.meta, e.subs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (e *env) subscribed(t *testing.T, kind string) map[string]subscribe.Sub {
	t.Helper()
	list, err := e.subs.List(context.Background(), e.admin, kind)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]subscribe.Sub{}
	for _, s := range list {
		out[string(s.DoubanID)] = s
	}
	return out
}

func TestInputChecks(t *testing.T) {
	nine := 9.0
	in, r, err := Input{DataKey: "tv_korean", Rating: &nine}.check()
	if err != nil || r != 9 || in.Name != "韩剧" || in.DataType != DataTypeTrending || in.FilterName != subscribe.FilterAuto {
		t.Fatalf("%+v %v %v", in, r, err)
	}
	if _, r, _ := (Input{DataKey: "tv_korean"}).check(); r != DefaultRating {
		t.Fatal("default rating", r)
	}
	eleven := 11.0
	for _, bad := range []Input{
		{DataKey: "nope"},
		{DataKey: "tv_korean", DataType: "Other"},
		{DataKey: "tv_korean", Rating: &eleven},
		{DataKey: "tv_korean", FilterName: subscribe.FilterNew},
		{DataKey: "tv_korean", FilterName: subscribe.FilterNew, FilterConfig: json.RawMessage(`[1]`)},
	} {
		if _, _, err := bad.check(); err == nil {
			t.Errorf("accepted %+v", bad)
		}
	}
}

func TestSubscribesRatedTitlesOnceEach(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	const key = "movie_weekly_best"
	rating := 9.0
	cfg := json.RawMessage(`{"resolution":["2160p"]}`)
	if _, err := e.svc.Sub(ctx, e.admin, Input{DataKey: key, Rating: &rating, FilterName: subscribe.FilterNew,
		FilterConfig: cfg}); err != nil {
		t.Fatal(err)
	}
	items, err := e.meta.DoubanCollection(ctx, key, rankLimit)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, it := range items {
		if it.RatingValue() >= rating {
			want[it.ID] = true
		}
	}
	if len(want) == 0 || len(want) == len(items) {
		t.Fatalf("the stand-in's ranking should have titles on both sides of %.1f", rating)
	}
	if err := e.svc.RunAll(ctx); err != nil {
		t.Fatal(err)
	}
	got := e.subscribed(t, "Movie")
	if len(got) != len(want) {
		t.Fatalf("subscribed %d, want %d", len(got), len(want))
	}
	var gone subscribe.Sub
	for id, s := range got {
		if !want[id] || s.FilterName != subscribe.FilterNew {
			t.Fatalf("%s: %+v", id, s)
		}
		gone = s
	}
	logs, _ := e.subs.Logs(ctx, e.admin, gone.ID)
	var texts []string
	for _, l := range logs {
		text, _ := e.subs.LogText(ctx, e.admin, l.ID)
		texts = append(texts, text)
	}
	if all := strings.Join(texts, "\n"); !strings.Contains(all, "来自订阅的榜单一周高分电影：豆瓣评分") {
		t.Fatalf("全息日志: %s", all)
	}
	list, _ := e.svc.List(ctx, "")
	if len(list) != 1 || list[0].Subscribed != len(want) || list[0].LastRun == "" || string(list[0].FilterConfig) != string(cfg) {
		t.Fatalf("%+v", list)
	}
	// The user deletes one; neither the next run nor a restarted program brings it back.
	if _, err := e.subs.Delete(ctx, e.admin, string(gone.DoubanID), nil); err != nil {
		t.Fatal(err)
	}
	for _, svc := range []*Service{e.svc, e.open(t)} {
		if err := svc.RunAll(ctx); err != nil {
			t.Fatal(err)
		}
		if now := e.subscribed(t, "Movie"); len(now) != len(want)-1 || now[string(gone.DoubanID)].ID != 0 {
			t.Fatalf("deleted one came back: %d of %d", len(now), len(want))
		}
	}
}

func TestOwnershipAndDelete(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	user, _ := e.st.CreateUser(ctx, "u", "x", store.RoleUser)
	if _, err := e.svc.Sub(ctx, e.admin, Input{DataKey: "tv_korean"}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.Sub(ctx, user, Input{DataKey: "tv_korean"}); err == nil {
		t.Fatal("a user changed the admin's ranking subscription")
	}
	if _, err := e.svc.Delete(ctx, user, "", "tv_korean"); err == nil {
		t.Fatal("a user removed the admin's ranking subscription")
	}
	seven := 7.0
	if msg, err := e.svc.Sub(ctx, e.admin, Input{DataKey: "tv_korean", Rating: &seven}); err != nil || msg != "已更新榜单韩剧的订阅设置" {
		t.Fatal(msg, err)
	}
	if list, _ := e.svc.List(ctx, DataTypeTrending); len(list) != 1 || list[0].Rating != 7 {
		t.Fatalf("%+v", list)
	}
	if msg, err := e.svc.Delete(ctx, e.admin, "Trending", "tv_korean"); err != nil || msg != "已取消订阅韩剧" {
		t.Fatal(msg, err)
	}
	if _, err := e.svc.Delete(ctx, e.admin, "Trending", "tv_korean"); err == nil {
		t.Fatal("deleted twice")
	}
}
