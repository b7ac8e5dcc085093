package indexer

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// Every NexusPHP display preference a user or a theme sets (see the
// stand-in's npPrefs) reads every field of every row exactly as the
// default icon layout does: promotions as a word or a row highlight, no
// download icon, the comments column off or a wait column on, a poster
// column, the date added instead of the elapsed time, a subtitle wrapped
// in a span after a tag.
func TestEveryNexusPHPDisplayPreference(t *testing.T) {
	baseline := searchAll(t, nil)
	if len(baseline) != 13 {
		t.Fatalf("baseline has %d rows", len(baseline))
	}
	byTitle := map[string]Result{}
	for _, r := range baseline {
		byTitle[r.Title] = r
	}
	free2x := byTitle["The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-FRDS"]
	half2x := byTitle["The.Long.Season.S01.2023.1080p.WEB-DL.H264.AAC-PTerWEB"]
	if free2x.DownloadFactor != 0 || free2x.UploadFactor != 2 || half2x.DownloadFactor != 0.5 || half2x.UploadFactor != 2 {
		t.Fatalf("the baseline's promotions are wrong: %+v / %+v", free2x, half2x)
	}
	for _, prefs := range []map[string]string{
		{"promo": "word"},
		{"promo": "highlight"},
		{"dlicon": "no"},
		{"comments": "no"},
		{"wait": "yes"},
		{"poster": "yes"},
		{"timetype": "added"},
		{"subspan": "yes"},
		{"promo": "word", "dlicon": "no", "comments": "no", "wait": "yes", "poster": "yes", "timetype": "added", "subspan": "yes"},
	} {
		t.Run(fmt.Sprint(prefs), func(t *testing.T) {
			got := searchAll(t, prefs)
			if len(got) != len(baseline) {
				t.Fatalf("%d rows, want %d", len(got), len(baseline))
			}
			for i, r := range got {
				if r != baseline[i] {
					t.Errorf("row %d\n got %+v\nwant %+v", i, r, baseline[i])
				}
			}
		})
	}
}

func searchAll(t *testing.T, prefs map[string]string) []Result {
	t.Helper()
	site, _ := openStandin(t, "hdsky", prefs, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range rs { // the stand-in's address differs per run
		rs[i].DetailsURL = rs[i].DetailsURL[strings.Index(rs[i].DetailsURL, "details.php"):]
		rs[i].DownloadURL = rs[i].DownloadURL[strings.Index(rs[i].DownloadURL, "download.php"):]
		if at := strings.Index(rs[i].Poster, "/attachments/"); at >= 0 {
			rs[i].Poster = rs[i].Poster[at:]
		}
	}
	return rs
}

// A page with rows that yield none is the site's error, with the reason,
// never an empty answer.
func TestRowsThatYieldNothingAreAnError(t *testing.T) {
	srv := standin.Must(t, "nexusphp", nil)
	raw := "id: broken\nname: Broken\nextends: _nexusphp\nlinks: [" + srv.URL + "/]\n" +
		"search:\n  fields:\n    details:\n      selector: 'a.not-in-this-theme'\n      attribute: href\n"
	def, err := Parse([]byte(raw), func(b string) ([]byte, error) { return embedded.ReadFile("defs/" + b + ".yml") })
	if err != nil {
		t.Fatal(err)
	}
	site, _ := Open(def, Config{Cookie: goodCookie})
	rs, err := site.Search(context.Background(), Query{Keywords: "matrix"})
	if KindOf(err) != KindParse || !strings.Contains(err.Error(), "页面有3行结果，但一行也没有读出details") {
		t.Fatalf("got %d results, %v", len(rs), err)
	}
}
