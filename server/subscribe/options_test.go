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
	st, admin, user, s := newSubs(t, true)
	ctx := context.Background()
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
