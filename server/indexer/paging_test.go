package indexer

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// searchPages runs a paged search of the stand-in's show and answers the
// rows, the rows each page told, and the page= of each torrents.php request.
func searchPages(t *testing.T, ctx context.Context, site Site, srv *standin.Server, q Query) ([]Result, []int, []string, error) {
	t.Helper()
	var told []int
	rs, err := site.(PagedSite).SearchPages(ctx, q, func(rows []Result) { told = append(told, len(rows)) })
	var pages []string
	for _, r := range srv.Requests() {
		if r.Path == "/torrents.php" {
			v, _ := url.ParseQuery(r.Query)
			pages = append(pages, v.Get("page"))
		}
	}
	return rs, told, pages, err
}

var show = Query{Keywords: "endless saga"}

// A 100-episode show on a site of 20 rows a page: a title's search reads
// on while each page comes back full, up to five pages, each told as it
// is read; a show past five pages stops at the cap.
func TestATitleSearchReadsFurtherPages(t *testing.T) {
	site, srv := openStandin(t, "hdsky", map[string]string{"episodes": "100", "per_page": "20"}, Config{Cookie: goodCookie})
	rs, told, pages, err := searchPages(t, context.Background(), site, srv, show)
	if err != nil || len(rs) != 100 || strings.Join(pages, ",") != ",1,2,3,4" {
		t.Fatalf("%d rows, pages %q, %v", len(rs), pages, err)
	}
	if len(told) != 5 || told[0] != 20 || told[4] != 20 {
		t.Fatalf("pages told %v", told)
	}
	if !strings.Contains(rs[99].Title, "S01E001") {
		t.Fatalf("the first episode (last page) is missing: %s", rs[99].Title)
	}
	site, srv = openStandin(t, "hdsky", map[string]string{"episodes": "130", "per_page": "20"}, Config{Cookie: goodCookie})
	if rs, _, pages, _ := searchPages(t, context.Background(), site, srv, show); len(rs) != 100 || len(pages) != 5 {
		t.Fatalf("past the cap: %d rows over pages %q", len(rs), pages)
	}
}

// A short page is the last: no request for a page that cannot exist.
func TestAShortPageEndsThePaging(t *testing.T) {
	for _, c := range []struct {
		episodes string
		rows     int
		pages    string
	}{{"15", 15, ""}, {"45", 45, ",1,2"}} {
		site, srv := openStandin(t, "hdsky", map[string]string{"episodes": c.episodes, "per_page": "20"}, Config{Cookie: goodCookie})
		rs, _, pages, err := searchPages(t, context.Background(), site, srv, show)
		if err != nil || len(rs) != c.rows || strings.Join(pages, ",") != c.pages {
			t.Fatalf("%s episodes: %d rows, pages %q, %v", c.episodes, len(rs), pages, err)
		}
	}
}

// The site's budget ends the paging, quietly: the pages read are the
// answer, no request is refused and no one is told the budget is spent.
func TestPagingStopsAtTheBudget(t *testing.T) {
	b := sitebudget.New("hdsky", sitebudget.Limits{PerMinute: 100, PerHour: 3, PerDay: 100, BackgroundShare: 1, UserShare: 1}, nil, nil)
	var told []string
	b.OnExhausted(func(reason string) { told = append(told, reason) })
	site, srv := openStandin(t, "hdsky", map[string]string{"episodes": "100", "per_page": "20"}, Config{Cookie: goodCookie, Gate: b})
	ctx := sitebudget.WithUser(sitebudget.WithPurpose(context.Background(), sitebudget.Search), 1)
	rs, _, pages, err := searchPages(t, ctx, site, srv, show)
	if err != nil || len(rs) != 60 || len(pages) != 3 {
		t.Fatalf("%d rows over pages %q, %v", len(rs), pages, err)
	}
	if len(told) != 0 {
		t.Fatalf("paging refused a request: %q", told)
	}
}

// Paging stops while the deadline still leaves time for a page: every page
// asked for is read, none is cut off (a request spent for nothing), and
// the pages read are the answer.
func TestPagingStopsBeforeTheDeadline(t *testing.T) {
	site, srv := openStandin(t, "hdsky", map[string]string{"episodes": "100", "per_page": "20", "slow": "400"}, Config{Cookie: goodCookie})
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	start := time.Now()
	rs, told, pages, err := searchPages(t, ctx, site, srv, show)
	if err != nil || len(told) == 0 || len(told) >= 5 || len(rs) != 20*len(told) {
		t.Fatalf("%d rows in %d pages, %v", len(rs), len(told), err)
	}
	if len(pages) != len(told) {
		t.Fatalf("%d pages asked, %d read: a page was cut off by the deadline", len(pages), len(told))
	}
	if took := time.Since(start); took > 1500*time.Millisecond {
		t.Fatalf("the search took %v past its deadline", took)
	}
}

// A site that answers its first page whatever page= asks: the repeated
// page adds nothing and ends the paging.
func TestARepeatedPageEndsThePaging(t *testing.T) {
	site, srv := openStandin(t, "hdsky", map[string]string{"episodes": "100", "per_page": "20", "ignore_page": "1"}, Config{Cookie: goodCookie})
	rs, _, pages, err := searchPages(t, context.Background(), site, srv, show)
	if err != nil || len(rs) != 20 || strings.Join(pages, ",") != ",1" {
		t.Fatalf("%d rows over pages %q, %v", len(rs), pages, err)
	}
}
