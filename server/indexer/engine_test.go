package indexer

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// openStandin opens the catalogue site id against a nexusphp stand-in.
func openStandin(t *testing.T, id string, opts map[string]string, cfg Config) (Site, *standin.Server) {
	t.Helper()
	cat, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	srv := standin.Must(t, "nexusphp", opts)
	cfg.BaseURL = srv.URL
	site, err := Open(cat[id], cfg)
	if err != nil {
		t.Fatal(err)
	}
	return site, srv
}

const goodCookie = "c_secure_uid=1; c_secure_pass=standin"

func TestSearchReadsEveryField(t *testing.T) {
	site, _ := openStandin(t, "hdsky", nil, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{Keywords: "matrix"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 3 {
		t.Fatalf("got %d results: %+v", len(rs), rs)
	}
	r := rs[0]
	t.Logf("%+v", r)
	want := Result{Title: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT", Description: "黑客帝国 / 骇客任务 | 导演: 沃卓斯基姐妹",
		Category: "Movie", SizeMB: 12.45 * 1024, Seeders: 120, Leechers: 3, Grabs: 800, Date: "2026-11-20 10:00:00",
		DownloadFactor: 0, UploadFactor: 1, FreeUntil: "2026-12-01 12:00:00", IMDbID: "tt0133093", DoubanID: "1291843"}
	r.DetailsURL, r.DownloadURL = "", ""
	if r != want {
		t.Fatalf("\n got %+v\nwant %+v", r, want)
	}
}

func TestPaginationReadsEveryPage(t *testing.T) {
	site, srv := openStandin(t, "hdsky", map[string]string{"rows": "120", "per_page": "50"}, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 133 {
		t.Fatalf("%d results over pages, want 133", len(rs))
	}
	var pages []string
	for _, r := range srv.Requests() {
		if r.Path == "/torrents.php" {
			pages = append(pages, r.Query)
		}
	}
	if len(pages) != 3 || !strings.Contains(pages[1], "page=1") || !strings.Contains(pages[2], "page=2") {
		t.Fatalf("requests %v", pages)
	}
}

func TestSearchSendsKeywordsAndCategories(t *testing.T) {
	site, srv := openStandin(t, "hdsky", nil, Config{Cookie: goodCookie, UserAgent: "MR-Test/1"})
	rs, err := site.Search(context.Background(), Query{Keywords: "three body", Categories: []string{"TV"}})
	if err != nil || len(rs) != 2 {
		t.Fatalf("%d results, %v", len(rs), err)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Fatalf("%d requests: the pager had no next page", n)
	}
	r := srv.Requests()[0]
	q, _ := url.ParseQuery(r.Query)
	if q.Get("search") != "three body" || q.Get("cat402") != "1" || q.Get("cat403") != "1" || q.Get("cat401") != "" ||
		r.Header.Get("User-Agent") != "MR-Test/1" || !strings.Contains(r.Header.Get("Cookie"), "c_secure_pass=standin") {
		t.Fatalf("request %+v", r)
	}
}

func TestCookieLoginFailures(t *testing.T) {
	ctx := context.Background()
	site, _ := openStandin(t, "hdsky", nil, Config{Cookie: "c_secure_uid=1; c_secure_pass=old"})
	if err := site.Login(ctx); KindOf(err) != KindCookie {
		t.Fatalf("bad cookie: %v", err)
	}
	site, _ = openStandin(t, "hdsky", nil, Config{})
	if err := site.Login(ctx); KindOf(err) != KindCookie || !strings.Contains(err.Error(), "没有填写Cookie") {
		t.Fatalf("no cookie: %v", err)
	}
	// A site that also checks the User-Agent refuses another browser.
	site, _ = openStandin(t, "hdsky", map[string]string{"ua": "MyBrowser"}, Config{Cookie: goodCookie, UserAgent: "Other"})
	if err := site.Login(ctx); KindOf(err) != KindCookie {
		t.Fatalf("wrong UA: %v", err)
	}
}

func TestCookieExpiryIsDetectedDuringSearch(t *testing.T) {
	ctx := context.Background()
	site, _ := openStandin(t, "hdsky", map[string]string{"expire_after": "1"}, Config{Cookie: goodCookie})
	if err := site.Login(ctx); err != nil {
		t.Fatal(err)
	}
	_, err := site.Search(ctx, Query{Keywords: "matrix"})
	if KindOf(err) != KindCookie || err.Error() != "Cookie 已失效：站点要求重新登录，请更新Cookie" {
		t.Fatalf("after expiry: %v", err)
	}
}

func TestFormLogin(t *testing.T) {
	ctx := context.Background()
	opts := map[string]string{"user": "alice", "password": "pw-1"}
	site, _ := openStandin(t, "hdsky", opts, Config{Username: "alice", Password: "wrong"})
	if err := site.Login(ctx); KindOf(err) != KindLogin || !strings.Contains(err.Error(), "用户名或密码不正确") {
		t.Fatalf("wrong password: %v", err)
	}
	site, srv := openStandin(t, "hdsky", opts, Config{Username: "alice", Password: "pw-1"})
	// The first search signs in by itself.
	rs, err := site.Search(ctx, Query{Keywords: "dune"})
	if err != nil || len(rs) != 1 {
		t.Fatalf("%d results, %v", len(rs), err)
	}
	if body := srv.Requests()[0].Body; body != "password=pw-1&username=alice" {
		t.Fatalf("login body %q", body)
	}
}

func TestUserInfoDetailsAndTorrent(t *testing.T) {
	ctx := context.Background()
	site, _ := openStandin(t, "hdsky", map[string]string{"username": "小明", "uploaded": "2.00 TB", "downloaded": "512.00 GB"},
		Config{Cookie: goodCookie})
	u, err := site.UserInfo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := UserInfo{Username: "小明", UploadMB: 2 * 1024 * 1024, DownloadMB: 512 * 1024, Ratio: 3.072, Bonus: 12345.6,
		Seeding: 12, SeedingSizeMB: 1.2 * 1024 * 1024}
	if u != want {
		t.Fatalf("\n got %+v\nwant %+v", u, want)
	}
	rs, err := site.Search(ctx, Query{Keywords: "oppenheimer"})
	if err != nil || len(rs) != 1 {
		t.Fatal(len(rs), err)
	}
	d, err := site.Details(ctx, rs[0].DetailsURL)
	if err != nil || len(d.Images) != 2 || !strings.HasSuffix(d.Images[0], "/attachments/106/poster.jpg") || !strings.Contains(d.Intro, "奥本海默") {
		t.Fatalf("details %+v, %v", d, err)
	}
	tor, err := site.Torrent(ctx, rs[0].DownloadURL)
	if err != nil || !strings.HasPrefix(string(tor), "d8:announce") {
		t.Fatalf("torrent %q, %v", tor, err)
	}
}

func TestDeadSiteIsUnreachable(t *testing.T) {
	cat, _ := Embedded()
	site, err := Open(cat["hdsky"], Config{BaseURL: "http://127.0.0.1:1/", Cookie: goodCookie, Retries: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := site.Search(context.Background(), Query{Keywords: "x"}); KindOf(err) != KindUnreachable {
		t.Fatalf("dead site: %v", err)
	}
}

// A site that ends the session of a form login is signed in to again.
func TestFormLoginSignsInAgainWhenTheSessionEnds(t *testing.T) {
	ctx := context.Background()
	// Sign-in: index.php twice; a search: one torrents.php page (the pager
	// has no next link). The second search is the fourth page: the session
	// has ended.
	site, srv := openStandin(t, "hdsky", map[string]string{"user": "alice", "password": "pw", "expire_after": "3"},
		Config{Username: "alice", Password: "pw"})
	for i := range 2 {
		if rs, err := site.Search(ctx, Query{Keywords: "dune"}); err != nil || len(rs) != 1 {
			t.Fatalf("search %d: %d results, %v", i, len(rs), err)
		}
	}
	logins := 0
	for _, r := range srv.Requests() {
		if r.Path == "/takelogin.php" {
			logins++
		}
	}
	if logins != 2 {
		t.Fatalf("%d sign-ins, want 2", logins)
	}
}

// A definition whose rows have no download link finds it on the details
// page with its download selectors.
func TestDownloadBlockFindsTheLinkOnTheDetailsPage(t *testing.T) {
	srv := standin.Must(t, "nexusphp", nil)
	raw := "id: nodl\nname: NoDL\nextends: _nexusphp\nlinks: [" + srv.URL + "/]\n" +
		// default "": the base's id-made link (download icon off) is not wanted here.
		"search:\n  fields:\n    download:\n      selector: 'a.nothing-here'\n      attribute: href\n      default: \"\"\n" +
		"download:\n  selectors:\n    - selector: 'a[href*=\"download.php?id=\"]'\n      attribute: href\n"
	def, err := Parse([]byte(raw), func(b string) ([]byte, error) { return embedded.ReadFile("defs/" + b + ".yml") })
	if err != nil {
		t.Fatal(err)
	}
	site, _ := Open(def, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{Keywords: "dune"})
	if err != nil || len(rs) != 1 || !strings.Contains(rs[0].DownloadURL, "details.php") {
		t.Fatalf("%+v %v", rs, err)
	}
	tor, err := site.Torrent(context.Background(), rs[0].DownloadURL)
	if err != nil || tor[0] != 'd' {
		t.Fatalf("torrent via details page: %v", err)
	}
}

func TestDetailsOnlyFetchesTheSitesOwnPages(t *testing.T) {
	site, srv := openStandin(t, "hdsky", nil, Config{Cookie: goodCookie})
	other := standin.Must(t, "echo", nil)
	if _, err := site.Details(context.Background(), other.URL+"/details.php?id=1"); err == nil {
		t.Fatal("fetched another host")
	}
	if len(other.Requests()) != 0 || len(srv.Requests()) != 0 {
		t.Fatal("a request was sent")
	}
}

// An AV row carries its cover (NexusPHP 1.7's lazily loaded image).
func TestCoverOfAnAVRow(t *testing.T) {
	site, _ := openStandin(t, "hdsky", nil, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{Keywords: "adult"})
	if err != nil || len(rs) != 1 {
		t.Fatal(len(rs), err)
	}
	if r := rs[0]; r.Category != "AV" || !strings.HasSuffix(r.Poster, "/attachments/113/cover.jpg") || r.Description != "成人分类测试条目" {
		t.Fatalf("%+v", r)
	}
}
