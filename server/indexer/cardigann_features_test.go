package indexer

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// openTracker opens a definition of testdata/cardigann against the
// tracker stand-in.
func openTracker(t *testing.T, file string, cfg Config) (Site, *standin.Server) {
	t.Helper()
	raw, err := os.ReadFile("testdata/cardigann/" + file)
	if err != nil {
		t.Fatal(err)
	}
	def, err := Parse(raw, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := standin.Must(t, "tracker", nil)
	cfg.BaseURL = srv.URL
	site, err := Open(def, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return site, srv
}

func localDate(s string) string {
	tm, _ := time.Parse(time.RFC3339, s)
	return tm.In(time.Local).Format(timeLayout)
}

// type: private opens; login method get; search.headers; a checkbox whose
// default is false is false; a select's default; keys Go templates reject
// (.Config.sort-by, "[\s]+"); rows.after; andmatch; a look-behind pattern
// (regexp2); .NET dateparse with its offset; caps.categories.
func TestHTMLDefinitionFeatures(t *testing.T) {
	site, srv := openTracker(t, "tracker-html.yml", Config{Username: "alice", Password: "secret"})
	rs, err := site.Search(context.Background(), Query{Keywords: "the  matrix"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range srv.Requests() {
		got = append(got, r.Method+" "+r.Path+"?"+r.Query+" "+r.Header.Get("X-Client"))
	}
	// the sign-in redirects to /index, then the test page is read
	want := []string{"GET /login?pass=secret&user=alice ", "GET /index? ", "GET /index? ", "GET /browse?free=0&q=the.matrix&sort=added movie-robot"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("requests\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(rs) != 2 {
		t.Fatalf("andmatch should keep the two Matrix rows: %+v", rs)
	}
	r := rs[0]
	if r.Title != "The.Matrix.1999.1080p.BluRay-GRP" || r.Category != "Movie" || r.Seeders != 120 || r.Leechers != 3 ||
		r.SizeMB != 12.5*1024 || r.DownloadFactor != 0 || r.UploadFactor != 1 || r.Date != localDate("2026-11-20T10:00:00+08:00") ||
		r.DownloadURL != srv.URL+"/dl/1.torrent" || r.DetailsURL != srv.URL+"/details/1" {
		t.Fatalf("row %+v", r)
	}
	if rs[1].Category != "TV" || rs[1].Seeders != 9 || rs[1].DownloadFactor != 1 || rs[1].Date != localDate("2026-11-22T09:05:00-05:00") {
		t.Fatalf("row %+v", rs[1])
	}
	if _, err := site.Search(context.Background(), Query{Keywords: "boom"}); err == nil || err.Error() != "页面无法解析：站点报错：Search is offline for maintenance" {
		t.Fatalf("search.error: %v", err)
	}
}

func TestGetLoginError(t *testing.T) {
	site, _ := openTracker(t, "tracker-html.yml", Config{Username: "alice", Password: "wrong"})
	if err := site.Login(context.Background()); err == nil || err.Error() != "登录失败：Wrong password" {
		t.Fatalf("login: %v", err)
	}
}

// A JSON answer: rows path, attribute, count, files[0].name, case on
// strings and booleans, headers from the API key, .Query.IMDBIDShort.
func TestJSONDefinition(t *testing.T) {
	site, srv := openTracker(t, "tracker-json.yml", Config{APIKey: "apitoken"})
	rs, err := site.Search(context.Background(), Query{Keywords: "matrix", IMDbID: "tt0133093"})
	if err != nil {
		t.Fatal(err)
	}
	req := srv.Requests()
	if len(req) != 1 || req[0].Path != "/api/torrents" || req[0].Query != "imdbId=0133093&name=matrix" || req[0].Header.Get("Authorization") != "Bearer apitoken" {
		t.Fatalf("requests %+v", req)
	}
	if len(rs) != 2 {
		t.Fatalf("%+v", rs)
	}
	r := rs[0]
	if r.Title != "The.Matrix.1999.2160p.UHD.BluRay-GRP" || r.Description != "The.Matrix.1999.2160p.mkv" || r.Category != "Movie" ||
		r.SizeMB != 51200 || r.Seeders != 40 || r.Grabs != 300 || r.DownloadFactor != 0 || r.UploadFactor != 2 ||
		r.IMDbID != "tt0133093" || r.DownloadURL != "https://tracker.example/torrent/download/11.apitoken" || r.Date != localDate("2026-11-20T10:00:00Z") {
		t.Fatalf("row %+v", r)
	}
	if r.MinimumSeedTime != 259200 || r.TMDbID != "603" || r.Files != 1 {
		t.Fatalf("kept fields %+v", r)
	}
	if rs[1].Category != "TV" || rs[1].DownloadFactor != 1 || rs[1].UploadFactor != 1 || rs[1].Description != "" {
		t.Fatalf("row %+v", rs[1])
	}
	if rs, err := site.Search(context.Background(), Query{Keywords: "nothing"}); err != nil || len(rs) != 0 {
		t.Fatalf("count 0: %+v %v", rs, err)
	}
}

// A public site with magnets or bare info-hashes and no download link;
// .Config.sitelink in a path.
func TestMagnetOnlyDefinition(t *testing.T) {
	site, srv := openTracker(t, "tracker-magnet.yml", Config{})
	rs, err := site.Search(context.Background(), Query{Keywords: "bunny"})
	if err != nil {
		t.Fatal(err)
	}
	if req := srv.Requests(); len(req) != 1 || req[0].Path != "/magnets" || req[0].Query != "q=bunny" {
		t.Fatalf("requests %+v", req)
	}
	if len(rs) != 2 || rs[0].DownloadURL != "magnet:?xt=urn:btih:dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c&dn=Big+Buck+Bunny" ||
		rs[1].DownloadURL != "magnet:?xt=urn:btih:08ada5a7a6183aae1e09d831df6748d566095a10&dn=Sintel.2010.720p" ||
		rs[0].Magnet == "" || rs[1].InfoHash != "08ada5a7a6183aae1e09d831df6748d566095a10" {
		t.Fatalf("%+v", rs)
	}
}

// A form sign-in with selectorinputs, getselectorinputs and cookies; a
// download through download.before (POST, .DownloadUri) whose answer has
// the link (usebeforeresponse).
func TestFormLoginAndDownloadBefore(t *testing.T) {
	site, srv := openTracker(t, "tracker-form.yml", Config{Username: "alice", Password: "secret"})
	data, err := site.Torrent(context.Background(), "details?id=1")
	if err != nil || !strings.HasPrefix(string(data), "d8:announce") {
		t.Fatalf("torrent %q %v", data, err)
	}
	var got []string
	for _, r := range srv.Requests() {
		got = append(got, r.Method+" "+r.Path+"?"+r.Query+" "+r.Body)
	}
	want := []string{
		"GET /login-form? ",
		"POST /take?nonce=n-42 csrf=tok123&pass=secret&user=alice",
		"GET /index? ", "GET /index? ",
		"GET /details?id=1 ",
		"POST /thanks? id=1",
		"GET /dl/1.torrent?key=k1 ",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("requests\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// An XML (RSS) answer read with the definition's CSS selectors.
func TestXMLDefinition(t *testing.T) {
	site, srv := openTracker(t, "tracker-xml.yml", Config{})
	rs, err := site.Search(context.Background(), Query{Keywords: "matrix"})
	if err != nil {
		t.Fatal(err)
	}
	if req := srv.Requests(); len(req) != 1 || req[0].Path != "/rss" || req[0].Query != "q=matrix" {
		t.Fatalf("requests %+v", req)
	}
	want := Result{Title: "The.Matrix.1999.1080p.BluRay-GRP", Description: "黑客帝国 & more", DetailsURL: "https://tracker.example/details/21",
		DownloadURL: "https://tracker.example/dl/21.torrent", Category: "Movie", SizeMB: 1024, Seeders: 17, DownloadFactor: 1, UploadFactor: 1,
		Date: localDate("2026-11-20T10:00:00+08:00")}
	if len(rs) != 1 || rs[0] != want {
		t.Fatalf("\n got %+v\nwant %+v", rs, want)
	}
}

// login.captcha: the image is fetched in the sign-in's session and the
// answer is posted with that same form; without an answer the sign-in
// says a captcha is needed.
func TestCaptchaLogin(t *testing.T) {
	site, srv := openTracker(t, "tracker-captcha.yml", Config{Username: "alice", Password: "secret"})
	if err := site.Login(context.Background()); err == nil || err.Error() != "登录失败：站点登录需要验证码：请在站点设置里获取验证码并填写" {
		t.Fatalf("no answer: %v", err)
	}
	cs := site.(CaptchaSite)
	img, err := cs.Captcha(context.Background())
	if err != nil || img.ContentType != "image/png" || string(img.Image[1:4]) != "PNG" {
		t.Fatalf("captcha %v %v", img.ContentType, err)
	}
	cs.SetCaptchaAnswer(" 7K3P ")
	if err := site.Login(context.Background()); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range srv.Requests() { // the answerless attempt sent nothing
		got = append(got, r.Method+" "+r.Path+" "+r.Body)
	}
	want := []string{"GET /login-captcha ", "GET /captcha.png ", "POST /take-captcha imagestring=7K3P&pass=secret&user=alice", "GET /index ", "GET /index "}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("requests\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
