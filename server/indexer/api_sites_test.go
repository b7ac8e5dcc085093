package indexer

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

func TestTorznab(t *testing.T) {
	ctx := context.Background()
	srv := standin.Must(t, "torznab", map[string]string{"apikey": "k1"})
	def := &Definition{ID: "jackett", Type: "torznab", Links: []string{srv.URL}}
	bad, _ := Open(def, Config{APIKey: "wrong"})
	if err := bad.Login(ctx); KindOf(err) != KindAPIKey {
		t.Fatalf("bad key: %v", err)
	}
	site, err := Open(def, Config{APIKey: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	if err := site.Login(ctx); err != nil {
		t.Fatal(err)
	}
	rs, err := site.Search(ctx, Query{Keywords: "matrix", Categories: []string{"Movie"}})
	if err != nil || len(rs) != 3 {
		t.Fatalf("%d results, %v", len(rs), err)
	}
	r := rs[1]
	if r.Title != "The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-FRDS" || r.Seeders != 45 || r.Leechers != 6 ||
		r.DownloadFactor != 0 || r.UploadFactor != 2 || r.IMDbID != "tt0133093" || r.DoubanID != "1291843" || r.Category != "Movie" ||
		math.Abs(r.SizeMB-58.2*1024) > 0.01 || r.Date != "2026-11-21 08:30:00" {
		t.Fatalf("result %+v", r)
	}
	q := srv.Requests()[len(srv.Requests())-1].Query
	if !strings.Contains(q, "t=search") || !strings.Contains(q, "cat=2000") || !strings.Contains(q, "apikey=k1") {
		t.Fatalf("query %s", q)
	}
	tor, err := site.Torrent(ctx, r.DownloadURL)
	if err != nil || tor[0] != 'd' {
		t.Fatalf("torrent: %v", err)
	}
	if _, err := site.UserInfo(ctx); !Unsupported(err) {
		t.Fatalf("user info: %v", err)
	}
}

func TestMTeam(t *testing.T) {
	ctx := context.Background()
	srv := standin.Must(t, "mteam", map[string]string{"key": "mk"})
	cat, _ := Embedded()
	bad, _ := Open(cat["mteam"], Config{BaseURL: srv.URL, APIKey: "nope"})
	if err := bad.Login(ctx); KindOf(err) != KindAPIKey {
		t.Fatalf("bad key: %v", err)
	}
	site, _ := Open(cat["mteam"], Config{BaseURL: srv.URL, APIKey: "mk"})
	u, err := site.UserInfo(ctx)
	if err != nil || u.Username != "alice" || u.UploadMB != 2*1024*1024 || u.Seeding != 33 || u.Ratio != 20.48 {
		t.Fatalf("user %+v, %v", u, err)
	}
	rs, err := site.Search(ctx, Query{Keywords: "long season"})
	if err != nil || len(rs) != 1 {
		t.Fatalf("%d results, %v", len(rs), err)
	}
	r := rs[0]
	if r.DownloadFactor != 0.5 || r.UploadFactor != 2 || r.FreeUntil != "2026-12-05 09:00:00" || r.Category != "TV" || r.DoubanID != "35588177" {
		t.Fatalf("result %+v", r)
	}
	req := srv.Requests()[len(srv.Requests())-1]
	if req.Header.Get("x-api-key") != "mk" || !strings.Contains(req.Body, `"keyword":"long season"`) {
		t.Fatalf("request %+v", req)
	}
	tor, err := site.Torrent(ctx, r.DownloadURL)
	if err != nil || tor[0] != 'd' {
		t.Fatalf("torrent: %v", err)
	}
	d, err := site.Details(ctx, r.DetailsURL)
	if err != nil || len(d.Images) != 1 || !strings.Contains(d.Intro, "简介") {
		t.Fatalf("detail %+v %v", d, err)
	}
}
