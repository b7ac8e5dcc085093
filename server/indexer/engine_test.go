package indexer

import (
	"context"
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
