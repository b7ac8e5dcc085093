package indexer

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// torznabPages runs a title's paged search on a Torznab stand-in and
// answers the rows, the rows each page told and each request's offset=.
func torznabPages(t *testing.T, opts map[string]string) ([]Result, []int, []string) {
	t.Helper()
	opts["apikey"] = "k1"
	srv := standin.Must(t, "torznab", opts)
	site, err := Open(&Definition{ID: "jackett", Type: "torznab", Links: []string{srv.URL}}, Config{APIKey: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	var told []int
	rs, err := site.(PagedSite).SearchPages(context.Background(), show, func(rows []Result) { told = append(told, len(rows)) })
	if err != nil {
		t.Fatal(err)
	}
	var offsets []string
	for _, r := range srv.Requests() {
		v, _ := url.ParseQuery(r.Query)
		if v.Get("t") == "search" {
			offsets = append(offsets, v.Get("offset"))
		}
	}
	return rs, told, offsets
}

// A Torznab feed pages with offset= and limit=100: a 250-episode show
// reads three pages, the last one short; a show within one page asks once.
func TestTorznabReadsFurtherPages(t *testing.T) {
	rs, told, offsets := torznabPages(t, map[string]string{"episodes": "250"})
	if len(rs) != 250 || strings.Join(offsets, ",") != ",100,200" || len(told) != 3 || told[2] != 50 {
		t.Fatalf("%d rows, told %v, offsets %q", len(rs), told, offsets)
	}
	if !strings.Contains(rs[249].Title, "S01E001") {
		t.Fatalf("the first episode (last page) is missing: %s", rs[249].Title)
	}
	if rs, _, offsets := torznabPages(t, map[string]string{"episodes": "60"}); len(rs) != 60 || len(offsets) != 1 {
		t.Fatalf("one short page: %d rows over offsets %q", len(rs), offsets)
	}
}

// A feed that tells its total (<newznab:response>) pages on while items
// remain, even in pages smaller than asked, and not past the total.
func TestTorznabPagesToTheTotal(t *testing.T) {
	rs, _, offsets := torznabPages(t, map[string]string{"episodes": "30", "per_page": "10", "total": "1"})
	if len(rs) != 30 || strings.Join(offsets, ",") != ",10,20" {
		t.Fatalf("%d rows over offsets %q", len(rs), offsets)
	}
}

// A feed that ignores offset= answers its first page again: it adds
// nothing and ends the paging.
func TestTorznabIgnoringOffsetStops(t *testing.T) {
	rs, _, offsets := torznabPages(t, map[string]string{"episodes": "250", "ignore_offset": "1"})
	if len(rs) != 100 || strings.Join(offsets, ",") != ",100" {
		t.Fatalf("%d rows over offsets %q", len(rs), offsets)
	}
}

// mteamPages runs query q's paged search on the M-Team stand-in and
// answers the rows, the rows each page told and each search request's
// pageNumber.
func mteamPages(t *testing.T, q Query, opts map[string]string, cfg Config) ([]Result, []int, []string) {
	t.Helper()
	opts["key"] = "mk"
	srv := standin.Must(t, "mteam", opts)
	cat, _ := Embedded()
	cfg.BaseURL, cfg.APIKey = srv.URL, "mk"
	site, err := Open(cat["mteam"], cfg)
	if err != nil {
		t.Fatal(err)
	}
	var told []int
	ctx := sitebudget.WithUser(sitebudget.WithPurpose(context.Background(), sitebudget.Search), 1)
	rs, err := site.(PagedSite).SearchPages(ctx, q, func(rows []Result) { told = append(told, len(rows)) })
	if err != nil {
		t.Fatal(err)
	}
	var pages []string
	for _, r := range srv.Requests() {
		if r.Path == "/api/torrent/search" {
			var body struct {
				PageNumber json.Number `json:"pageNumber"`
			}
			json.Unmarshal([]byte(r.Body), &body)
			pages = append(pages, body.PageNumber.String())
		}
	}
	return rs, told, pages
}

// M-Team's search pages with pageNumber/pageSize in its body: its
// totalPages says when the last page is in, even for pages smaller than
// asked; a show within one page asks once.
func TestMTeamReadsFurtherPages(t *testing.T) {
	rs, told, pages := mteamPages(t, show, map[string]string{"episodes": "250"}, Config{})
	if len(rs) != 250 || strings.Join(pages, ",") != "1,2,3" || len(told) != 3 || told[2] != 50 {
		t.Fatalf("%d rows, told %v, pages %q", len(rs), told, pages)
	}
	if !strings.Contains(rs[249].Title, "S01E001") {
		t.Fatalf("the first episode (last page) is missing: %s", rs[249].Title)
	}
	if rs, _, pages := mteamPages(t, show, map[string]string{"episodes": "35", "per_page": "10"}, Config{}); len(rs) != 35 || strings.Join(pages, ",") != "1,2,3,4" {
		t.Fatalf("pages of 10: %d rows over pages %q", len(rs), pages)
	}
	if rs, _, pages := mteamPages(t, show, map[string]string{"episodes": "60"}, Config{}); len(rs) != 60 || len(pages) != 1 {
		t.Fatalf("one page: %d rows over pages %q", len(rs), pages)
	}
}

// The site's budget ends M-Team's paging quietly, as a Cardigann site's.
func TestMTeamPagingStopsAtTheBudget(t *testing.T) {
	b := sitebudget.New("mteam", sitebudget.Limits{PerMinute: 100, PerHour: 2, PerDay: 100, BackgroundShare: 1, UserShare: 1}, nil, nil)
	var refused []string
	b.OnExhausted(func(reason string) { refused = append(refused, reason) })
	rs, _, pages := mteamPages(t, show, map[string]string{"episodes": "250"}, Config{Gate: b})
	if len(rs) != 200 || strings.Join(pages, ",") != "1,2" || len(refused) != 0 {
		t.Fatalf("%d rows over pages %q, refused %q", len(rs), pages, refused)
	}
}

// M-Team drops the rows outside the query's categories after the fetch: a
// full page of a show's episodes, all dropped for a film search, is no
// last page; its raw rows decide, so the search reads on to totalPages.
func TestMTeamPagesPastFilteredPages(t *testing.T) {
	films := Query{Keywords: show.Keywords, Categories: []string{"Movie"}}
	rs, _, pages := mteamPages(t, films, map[string]string{"episodes": "250"}, Config{})
	if len(rs) != 0 || strings.Join(pages, ",") != "1,2,3" {
		t.Fatalf("%d rows over pages %q, want none over 1,2,3", len(rs), pages)
	}
}
