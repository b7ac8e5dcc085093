package indexer

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

func fixture(t testing.TB, name string) *goquery.Document {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := goquery.NewDocumentFromReader(f)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

var fixtureURL, _ = url.Parse("https://site.example/torrents.php")

// Every embedded NexusPHP definition reads the saved torrents.php page.
func TestEveryEmbeddedDefinitionReadsTheFixturePage(t *testing.T) {
	cat, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if len(cat) != 25 {
		t.Errorf("%d embedded definitions, want 25 (23 NexusPHP, mteam, torznab): %v", len(cat), cat.IDs())
	}
	doc := fixture(t, "nexusphp_torrents.html")
	for _, id := range cat.IDs() {
		def := cat[id]
		if def.Type != "cardigann" {
			continue
		}
		c := openCardigann(t, def, def.Links[0])
		rs, _ := c.ParseRows(doc, fixtureURL, c.vars())
		if len(rs) != 3 || rs[0].Title != "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT" ||
			rs[0].DownloadURL != "https://site.example/download.php?id=101" || rs[0].DetailsURL != "https://site.example/details.php?id=101&hit=1" {
			t.Errorf("%s: %+v", id, rs)
		}
	}
}

func hdsky(t testing.TB) *cardigann {
	cat, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return openCardigann(t, cat["hdsky"], "https://site.example/")
}

// openCardigann is def's Site at base, with no settings.
func openCardigann(t testing.TB, def *Definition, base string) *cardigann {
	t.Helper()
	s, err := newSession(base, Config{})
	if err != nil {
		t.Fatal(err)
	}
	return newCardigann(def, s)
}

// Promotion icons, free-until and H&R are read from each row.
func TestPromotionDetection(t *testing.T) {
	c := hdsky(t)
	rs, err := c.ParseRows(fixture(t, "nexusphp_torrents_112rows.html"), fixtureURL, c.vars())
	if err != nil || len(rs) != 112 {
		t.Fatalf("%d rows, %v", len(rs), err)
	}
	by := map[string]Result{}
	for _, r := range rs {
		by[r.Title] = r
	}
	cases := []struct {
		title     string
		down, up  float64
		freeUntil string
		hr        bool
	}{
		{"The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT", 0, 1, "2026-12-01 12:00:00", false},
		{"The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-FRDS", 0, 2, "2026-11-30 08:30:00", false},
		{"The.Matrix.Resurrections.2021.1080p.WEB-DL.H264.DDP5.1-HDSWEB", 0.5, 1, "", false},
		{"Three-Body.S01.2023.2160p.WEB-DL.H265.DDP5.1-HHWEB", 1, 1, "", true},
		{"Three-Body.S01E01-E05.2023.1080p.WEB-DL.H264.AAC-HHWEB", 0.3, 1, "", false},
		{"Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi", 1, 2, "", false},
		{"The.Long.Season.S01.2023.1080p.WEB-DL.H264.AAC-PTerWEB", 0.5, 2, "2026-12-05 09:00:00", false},
		{"Dune.Part.Two.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX", 1, 1, "", true},
	}
	for _, tc := range cases {
		r, ok := by[tc.title]
		if !ok {
			t.Errorf("missing %s", tc.title)
			continue
		}
		if r.DownloadFactor != tc.down || r.UploadFactor != tc.up || r.FreeUntil != tc.freeUntil || (r.MinimumRatio > 0) != tc.hr {
			t.Errorf("%s: down %v up %v until %q ratio %v", tc.title, r.DownloadFactor, r.UploadFactor, r.FreeUntil, r.MinimumRatio)
		}
	}
	if r := by["Three-Body.S01.2023.2160p.WEB-DL.H265.DDP5.1-HHWEB"]; r.Category != "TV" || r.SizeMB != 120.30*1024 || r.Description != "三体 全30集 | 国语中字" {
		t.Errorf("three-body: %+v", r)
	}
}

func TestLoginErrorMessageIsRead(t *testing.T) {
	doc := fixture(t, "nexusphp_login_failed.html")
	c := hdsky(t)
	e := c.def.Login.Error[0]
	if doc.Find(e.Selector).Length() == 0 {
		t.Fatal("error selector does not match the failed-login page")
	}
	msg, err := readField(doc.Selection, *e.Message, c.vars())
	if err != nil || !strings.Contains(msg, "用户名或密码不正确") {
		t.Fatalf("message %q, %v", msg, err)
	}
}

// Parsing a 100-row NexusPHP page must stay well under 5 ms (make bench).
func BenchmarkParse100Rows(b *testing.B) {
	c := hdsky(b)
	page := hundredRows(b, c)
	b.ReportAllocs()
	for b.Loop() {
		doc, _ := goquery.NewDocumentFromReader(strings.NewReader(page))
		if rs, _ := c.ParseRows(doc, fixtureURL, c.vars()); len(rs) != 100 {
			b.Fatal(len(rs))
		}
	}
	b.ReportMetric(100, "rows/op") // make bench's rows per second
}

// hundredRows is the 112-row fixture page cut to the 100 rows.
func hundredRows(b *testing.B, c *cardigann) string {
	doc := fixture(b, "nexusphp_torrents_112rows.html")
	find(doc.Selection, c.def.Search.Rows.Selector).Slice(100, goquery.ToEnd).Remove()
	page, err := goquery.OuterHtml(doc.Selection)
	if err != nil {
		b.Fatal(err)
	}
	return page
}

// BenchmarkRowsOnly reads the rows of the 112-row page, without the HTML parse.
func BenchmarkRowsOnly(b *testing.B) {
	c := hdsky(b)
	doc := fixture(b, "nexusphp_torrents_112rows.html")
	for b.Loop() {
		if rs, _ := c.ParseRows(doc, fixtureURL, c.vars()); len(rs) != 112 {
			b.Fatal(len(rs))
		}
	}
}

// The user-info pages and the details page of the fixture set read with
// every embedded NexusPHP definition.
func TestUserInfoAndDetailsFixtures(t *testing.T) {
	cat, _ := Embedded()
	pages := []string{"nexusphp_index.html", "nexusphp_userdetails.html", "nexusphp_seeding.html"}
	for _, id := range cat.IDs() {
		def := cat[id]
		if def.Type != "cardigann" {
			continue
		}
		if len(def.UserInfo) != len(pages) {
			t.Fatalf("%s: %d user-info pages", id, len(def.UserInfo))
		}
		v := newVars(nil)
		for i, pg := range def.UserInfo {
			if err := readPage(fixture(t, pages[i]), pg.Fields, v); err != nil {
				t.Fatalf("%s page %d: %v", id, i, err)
			}
		}
		r := v.Result
		if r["uid"] != "1" || r["username"] != "alice" || r["uploaded"] != "1.50 TB" || r["downloaded"] != "500.00 GB" ||
			r["ratio"] != "3.072" || r["seeding"] != "12" || r["seedingsize"] != "1.20 TB" || r["bonus"] != "12,345.6" {
			t.Fatalf("%s: %v", id, r)
		}
		imgs, _ := def.Details.Fields.Get("images")
		if n := fixture(t, "nexusphp_details.html").Find(imgs.Selector).Length(); n != 2 {
			t.Fatalf("%s: %d detail images", id, n)
		}
	}
}
