package indexer

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// requestLines are the stand-in's requests as "METHOD /path?query".
func requestLines(reqs []standin.Recorded) string {
	var out []string
	for _, r := range reqs {
		out = append(out, r.Method+" "+r.Path+"?"+r.Query)
	}
	return strings.Join(out, "\n")
}

// login method oneurl: the key is appended to the login path and that one
// address is fetched (GET, no form); the test page checks the session
// before the search. A wrong key is the site's error.
func TestOneURLLogin(t *testing.T) {
	site, srv := openTracker(t, "tracker-oneurl.yml", Config{APIKey: "alice-key-7"})
	rs, err := site.Search(context.Background(), Query{Keywords: "matrix"})
	if err != nil {
		t.Fatal(err)
	}
	want := "GET /auth/alice-key-7?\nGET /index?\nGET /index?\nGET /browse?q=matrix"
	if got := requestLines(srv.Requests()); got != want {
		t.Fatalf("requests\n%s\nwant\n%s", got, want)
	}
	if len(rs) != 3 || rs[0].Title != "The.Matrix.1999.1080p.BluRay-GRP" {
		t.Fatalf("rows %+v", rs)
	}
	bad, _ := openTracker(t, "tracker-oneurl.yml", Config{APIKey: "wrong"})
	if err := bad.Login(context.Background()); err == nil || err.Error() != "登录失败：Invalid key" {
		t.Fatalf("a wrong key: %v", err)
	}
}

// login method none: a public site; nothing is asked before the search
// (no sign-in, no test page, no cookie needed).
func TestNoneLogin(t *testing.T) {
	site, srv := openTracker(t, "tracker-none.yml", Config{})
	if err := site.Login(context.Background()); err != nil {
		t.Fatalf("login: %v", err)
	}
	rs, err := site.Search(context.Background(), Query{Keywords: "recent"})
	if err != nil {
		t.Fatal(err)
	}
	if got := requestLines(srv.Requests()); got != "GET /recent?q=recent" {
		t.Fatalf("requests\n%s", got)
	}
	if len(rs) != 5 {
		t.Fatalf("rows %+v", rs)
	}
}

// fuzzytime reads the dates sites print every way: "Today 10:30",
// "Yesterday at 13:45", a Unix time stamp, "3 days ago", a plain date.
func TestFuzzyTimeFilter(t *testing.T) {
	site, _ := openTracker(t, "tracker-none.yml", Config{})
	before := time.Now()
	rs, err := site.Search(context.Background(), Query{Keywords: "recent"})
	if err != nil || len(rs) != 5 {
		t.Fatalf("%+v %v", rs, err)
	}
	y, m, d := before.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, time.Local)
	want := []string{
		today.Add(10*time.Hour + 30*time.Minute).Format(timeLayout),
		today.AddDate(0, 0, -1).Add(13*time.Hour + 45*time.Minute).Format(timeLayout),
		time.Unix(1763600000, 0).In(time.Local).Format(timeLayout),
		"", // 3 days ago: checked against the clock below
		time.Date(2026, 11, 20, 8, 15, 0, 0, time.Local).Format(timeLayout),
	}
	for i, r := range rs {
		if want[i] != "" && r.Date != want[i] {
			t.Errorf("row %d (%s): date %q, want %q", i, r.Title, r.Date, want[i])
		}
	}
	ago, err := time.ParseInLocation(timeLayout, rs[3].Date, time.Local)
	if lo := before.Add(-72*time.Hour - time.Minute); err != nil || ago.Before(lo) || ago.After(time.Now().Add(-72*time.Hour+time.Minute)) {
		t.Errorf("3 days ago: %q %v", rs[3].Date, err)
	}
}
