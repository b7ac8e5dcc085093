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

// The home feed and the detail page are marked as cards are: by Douban id,
// else by the media type's TMDB id.
func TestFeedAndDetailShowTheSubscription(t *testing.T) {
	st, _, user, s := newSubs(t, true)
	ctx := context.Background()
	recs := []record{{doubanID: "1", mediaType: "Movie", cn: "片"}, {mediaType: "TV", cn: "剧", tmdbID: 7}}
	if _, err := s.create(ctx, user, recs, Options{FilterName: FilterAuto, SubMode: "Normal"}, 0); err != nil {
		t.Fatal(err)
	}
	var show int64
	if err := st.DB().QueryRow(`SELECT id FROM subscriptions WHERE cn_name = '剧'`).Scan(&show); err != nil {
		t.Fatal(err)
	}
	feed := []metadata.Suggestion{{DoubanID: "1", Type: "Movie"}, {TMDBID: 7, Type: "Movie"}, {TMDBID: 7, Type: "TV"}}
	if err := s.AnnotateSuggestions(ctx, user, feed); err != nil {
		t.Fatal(err)
	}
	if feed[0].Status == nil || *feed[0].Status != StatusApproval || feed[1].Status != nil ||
		feed[2].SubID == nil || *feed[2].SubID != show {
		t.Fatalf("feed: %+v", feed)
	}
	d := metadata.Detail{TMDBID: 7, Type: "TV"}
	if err := s.AnnotateDetail(ctx, user, &d); err != nil {
		t.Fatal(err)
	}
	if d.Status == nil || *d.Status != StatusApproval || d.SubID == nil || *d.SubID != show {
		t.Fatalf("detail: %+v", d)
	}
}
