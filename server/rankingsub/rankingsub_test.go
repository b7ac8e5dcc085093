package rankingsub

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/subscribetest"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// env is the list reader's services (subscribetest) and the Service on them.
type env struct {
	*subscribetest.Env
	svc *Service
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{Env: subscribetest.New(t, nil)}
	e.svc = e.open(t)
	return e
}

// open is the service as a (re)started program builds it.
func (e *env) open(t *testing.T) *Service {
	s, err := New(context.Background(), e.Store, e.Meta, e.Subs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return s
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
	// The score's bounds are taken; a name of 64 characters is kept, a
	// longer one gives way to the list's own title.
	for _, r := range []float64{0, 10} {
		if _, got, err := (Input{DataKey: "tv_korean", Rating: &r}).check(); err != nil || got != r {
			t.Errorf("rating %v: %v %v", r, got, err)
		}
	}
	long := strings.Repeat("榜", 64)
	if in, _, _ := (Input{DataKey: "tv_korean", Name: long}).check(); in.Name != long {
		t.Errorf("a 64-character name became %q", in.Name)
	}
	if in, _, _ := (Input{DataKey: "tv_korean", Name: long + "单"}).check(); in.Name != "韩剧" {
		t.Errorf("a 65-character name stayed: %q", in.Name)
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
	items, err := e.Meta.DoubanCollection(ctx, key, rankLimit)
	if err != nil {
		t.Fatal(err)
	}
	// The lowest score asked for is one title's own: that title counts.
	ratings := make([]float64, 0, len(items))
	for _, it := range items {
		ratings = append(ratings, it.RatingValue())
	}
	slices.Sort(ratings)
	rating := ratings[len(ratings)/2]
	cfg := json.RawMessage(`{"resolution":["2160p"]}`)
	if _, err := e.svc.Sub(ctx, e.Admin, Input{DataKey: key, Rating: &rating, FilterName: subscribe.FilterNew,
		FilterConfig: cfg}); err != nil {
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
	got := e.Subscribed(t, "Movie")
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
	if all := e.LogText(t, gone.ID); !strings.Contains(all, "来自订阅的榜单一周高分电影：豆瓣评分") {
		t.Fatalf("全息日志: %s", all)
	}
	list, _ := e.svc.List(ctx, "")
	if len(list) != 1 || list[0].Subscribed != len(want) || list[0].LastRun == "" || string(list[0].FilterConfig) != string(cfg) {
		t.Fatalf("%+v", list)
	}
	// The user deletes one; neither the next run nor a restarted program brings it back.
	if _, err := e.Subs.Delete(ctx, e.Admin, string(gone.DoubanID), nil); err != nil {
		t.Fatal(err)
	}
	for _, svc := range []*Service{e.svc, e.open(t)} {
		if err := svc.RunAll(ctx); err != nil {
			t.Fatal(err)
		}
		if now := e.Subscribed(t, "Movie"); len(now) != len(want)-1 || now[string(gone.DoubanID)].ID != 0 {
			t.Fatalf("deleted one came back: %d of %d", len(now), len(want))
		}
	}
}

func TestOwnershipAndDelete(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	user, _ := e.Store.CreateUser(ctx, "u", "x", store.RoleUser)
	if _, err := e.svc.Sub(ctx, e.Admin, Input{DataKey: "tv_korean"}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.Sub(ctx, user, Input{DataKey: "tv_korean"}); err == nil {
		t.Fatal("a user changed the admin's ranking subscription")
	}
	if _, err := e.svc.Delete(ctx, user, "", "tv_korean"); err == nil {
		t.Fatal("a user removed the admin's ranking subscription")
	}
	seven := 7.0
	if msg, err := e.svc.Sub(ctx, e.Admin, Input{DataKey: "tv_korean", Rating: &seven}); err != nil || msg != "已更新榜单韩剧的订阅设置" {
		t.Fatal(msg, err)
	}
	if list, _ := e.svc.List(ctx, DataTypeTrending); len(list) != 1 || list[0].Rating != 7 {
		t.Fatalf("%+v", list)
	}
	if msg, err := e.svc.Delete(ctx, e.Admin, "Trending", "tv_korean"); err != nil || msg != "已取消订阅韩剧" {
		t.Fatal(msg, err)
	}
	if _, err := e.svc.Delete(ctx, e.Admin, "Trending", "tv_korean"); err == nil {
		t.Fatal("deleted twice")
	}
}

// failingFor refuses to subscribe one Douban id, as a title TMDB cannot
// match is refused.
type failingFor struct {
	subscribe.Follower
	id string
}

func (f failingFor) SubDouban(ctx context.Context, u store.User, in subscribe.DoubanInput) (string, error) {
	if strings.Trim(string(in.ID), `"`) == f.id {
		return "", errors.New("TMDB中找不到这部影片")
	}
	return f.Follower.SubDouban(ctx, u, in)
}

// A ranking title that cannot be subscribed is told to the ranking's
// owner once (自动订阅失败, with why), tried again each run, and subscribed
// once it can be.
func TestATitleNotSubscribedIsToldOnce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	const key = "movie_weekly_best"
	items, err := e.Meta.DoubanCollection(ctx, key, rankLimit)
	if err != nil || len(items) == 0 {
		t.Fatal(items, err)
	}
	rating := 0.0
	if _, err := e.svc.Sub(ctx, e.Admin, Input{DataKey: key, Rating: &rating, FilterName: subscribe.FilterAuto}); err != nil {
		t.Fatal(err)
	}
	told := &eventstest.Recorder{}
	e.svc.Events, e.svc.Subs = told, failingFor{e.Subs, items[0].ID}
	for range 2 {
		if err := e.svc.RunAll(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if len(told.Events()) != 1 || told.Events()[0].Kind != events.SubscribeFailed || told.Events()[0].UID != e.Admin.ID ||
		told.Events()[0].Title != items[0].Title || told.Events()[0].Reason != "订阅的榜单一周高分电影：《"+items[0].Title+"》未能订阅：TMDB中找不到这部影片" {
		t.Fatalf("told %+v", told.Events())
	}
	if e.Subscribed(t, "Movie")[items[0].ID].ID != 0 {
		t.Fatal("the refused title is subscribed")
	}
	e.svc.Subs = e.Subs
	if err := e.svc.RunAll(ctx); err != nil {
		t.Fatal(err)
	}
	if e.Subscribed(t, "Movie")[items[0].ID].ID == 0 || len(told.Events()) != 1 {
		t.Fatalf("once it can be: %d told", len(told.Events()))
	}
}
