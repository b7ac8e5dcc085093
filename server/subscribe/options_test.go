package subscribe

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

func TestOptionsDefaultsAndChecks(t *testing.T) {
	o, start, err := Options{}.check()
	if err != nil || o.FilterName != FilterAuto || o.SubMode != "Normal" || start != 0 {
		t.Fatalf("defaults %+v %d %v", o, start, err)
	}
	o, start, err = Options{SubMode: "AnyNew", StartEpisode: json.RawMessage(`"5"`), FilterName: "my",
		FilterConfig: json.RawMessage(`{"a":1}`)}.check()
	if err != nil || start != 5 || o.FilterConfig != nil {
		t.Fatalf("a saved filter keeps no config: %+v %v", o, err)
	}
	for _, bad := range []Options{
		{SubMode: "Weird"},
		{SubMode: "AnyNew"},
		{StartEpisode: json.RawMessage(`"x"`)},
		{FilterName: FilterNew, FilterConfig: json.RawMessage(`[1]`)},
	} {
		if _, _, err := bad.check(); err == nil {
			t.Fatalf("accepted %+v", bad)
		}
	}
}

func TestCardsShowTheUsersOwnSubscriptionFirst(t *testing.T) {
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	meta, err := metadata.New(ctx, metadata.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(ctx, st, meta)
	if err != nil {
		t.Fatal(err)
	}
	admin, _ := st.CreateFirstAdmin(ctx, "admin", "x")
	user, _ := st.CreateUser(ctx, "u", "x", store.RoleUser)
	if err := s.SetApproval(ctx, user.ID, true); err != nil {
		t.Fatal(err)
	}
	rec := record{doubanID: "1", mediaType: "Movie", cn: "片"}
	if _, err := s.create(ctx, user, []record{rec}, Options{FilterName: FilterAuto, SubMode: "Normal"}, 0); err != nil {
		t.Fatal(err)
	}
	cards := []metadata.Card{{DoubanID: "1", Type: "Movie"}, {DoubanID: "2", Type: "Movie"}}
	s.AnnotateCards(ctx, admin, cards)
	if cards[0].Status == nil || *cards[0].Status != StatusApproval || cards[1].Status != nil {
		t.Fatalf("admin sees the user's pending one: %+v", cards)
	}
	if _, err := s.create(ctx, admin, []record{rec}, Options{FilterName: FilterAuto, SubMode: "Normal"}, 0); err != nil {
		t.Fatal(err)
	}
	s.AnnotateCards(ctx, admin, cards)
	if *cards[0].Status != StatusSubscribed {
		t.Fatalf("admin's own subscription wins: %+v", cards[0])
	}
	other, _ := st.CreateUser(ctx, "o", "x", store.RoleUser)
	cards[0].Status, cards[0].SubID = nil, nil
	s.AnnotateCards(ctx, other, cards)
	if cards[0].Status != nil {
		t.Fatal("another user sees it")
	}
}
