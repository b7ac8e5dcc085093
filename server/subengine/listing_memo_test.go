package subengine

import (
	"reflect"
	"testing"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// matchedNames is a match outcome as subscription id → row names.
func matchedNames(m map[int64][]*candidate) map[int64][]string {
	out := map[int64][]string{}
	for id, cs := range m {
		for _, c := range cs {
			out[id] = append(out[id], c.T.Name)
		}
	}
	return out
}

// The listing memo: a row already read and matched, unchanged, is not
// read or matched again (and comes to the same outcome); a changed row,
// a changed subscription or changed rules read and match again.
func TestListingMemoReadsOnlyWhatChanged(t *testing.T) {
	subs := []subscribe.Sub{
		{ID: 1, Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999},
		{ID: 2, Type: "TV", CNName: "三体", ENName: "Three-Body", ReleaseYear: 2023, SeasonIndex: 1},
	}
	rows := []ptsites.Torrent{
		{ID: 1, SiteID: "hdsky", Name: "The.Matrix.1999.1080p.BluRay.x264-CMCT", UploadCount: 10},
		{ID: 2, SiteID: "hdsky", Name: "Three-Body.S01E01.2023.1080p.WEB-DL.H264-HHWEB"},
		{ID: 3, SiteID: "hdsky", Name: "Oppenheimer.2023.1080p.BluRay.x264-WiKi"},
	}
	res := func() []ptsites.SiteResults {
		return []ptsites.SiteResults{{Site: "hdsky", Torrents: append([]ptsites.Torrent(nil), rows...)}}
	}
	p := release.NewParser(release.Rules{})
	memo := &listingMemo{}
	run := func(want int) map[int64][]*candidate {
		t.Helper()
		m := matchListingMemo(p, subs, nil, res(), memo)
		if memo.parsed != want {
			t.Fatalf("%d rows read and matched, want %d", memo.parsed, want)
		}
		if plain := matchListing(p, subs, nil, res()); !reflect.DeepEqual(matchedNames(m), matchedNames(plain)) {
			t.Fatalf("memo outcome %v, without memo %v", matchedNames(m), matchedNames(plain))
		}
		return m
	}
	first := run(3)
	if len(first[1]) != 1 || len(first[2]) != 1 {
		t.Fatalf("first run matched %v", matchedNames(first))
	}
	// Unchanged: nothing read again; the row is today's (its seeders).
	rows[0].UploadCount = 99
	if again := run(0); again[1][0].T.UploadCount != 99 {
		t.Fatalf("a remembered row carries yesterday's fields: %+v", again[1][0].T)
	}
	// One row's subject changed: that row only.
	rows[2].Subject = "奥本海默"
	run(1)
	// A new subscription (or a changed one): every row again, and it matches.
	subs = append(subs, subscribe.Sub{ID: 3, Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023})
	if m := run(3); len(m[3]) != 1 {
		t.Fatalf("the new subscription matched %v", matchedNames(m))
	}
	run(0)
	subs[0].ReleaseYear = 2021 // a remake: the 1999 row is no longer its
	if m := run(3); len(m[1]) != 0 {
		t.Fatalf("the changed subscription still matched %v", matchedNames(m))
	}
	// New rules (自定义识别词 saved): every row again, under them.
	rules, err := release.ParseRules("Oppenheimer") // a block word
	if err != nil {
		t.Fatal(err)
	}
	p.Use(rules)
	if m := run(3); len(m[3]) != 0 {
		t.Fatalf("a blocked row matched: %v", matchedNames(m))
	}
}
