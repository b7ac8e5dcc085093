package ptsites

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// A search answer kept for the search page (cache: true) shows what the
// 自定义识别词 read now: a rule saved after the search (a replacement and a
// forced season) changes the kept rows, and its deletion changes them back.
func TestCachedAnswerIsReadUnderTheRulesInForce(t *testing.T) {
	s, _ := newService(t, nil)
	srv := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: srv.URL})
	p := release.NewParser(release.Rules{})
	s.UseParser(p)
	ctx := context.Background()
	if _, err := s.Search(ctx, 1, SearchInput{Keyword: "matrix"}); err != nil {
		t.Fatal(err)
	}
	rs, err := release.ParseRules(`The\.Matrix\.Resurrections => Matrix.Reloaded {[tmdbid=604;s=4]}`)
	if err != nil {
		t.Fatal(err)
	}
	p.Use(rs)
	row := func() Torrent {
		a, err := s.Search(ctx, 1, SearchInput{Keyword: "matrix", Cache: true})
		if err != nil || !a.Cached {
			t.Fatalf("not the kept answer: %v", err)
		}
		for _, x := range a.Torrents {
			if x.Name == "The.Matrix.Resurrections.2021.1080p.WEB-DL.H264.DDP5.1-HDSWEB" {
				return x
			}
		}
		t.Fatalf("row missing: %+v", a.Torrents)
		return Torrent{}
	}
	got := row()
	if got.ENName != "Matrix Reloaded" || got.MovieType != "TV" || got.TVSeries == nil || got.TVSeries.SeasonStart != 4 || got.TMDbID != "604" {
		t.Fatalf("after the rule was saved: %q %s %+v %q", got.ENName, got.MovieType, got.TVSeries, got.TMDbID)
	}
	if got.SizeMB == 0 || got.UploadCount == 0 || got.DetailsURL == "" {
		t.Fatalf("the site's own fields were lost: %+v", got)
	}
	p.Use(release.Rules{})
	if got := row(); got.ENName != "The Matrix Resurrections" || got.MovieType != "Movie" || got.TMDbID != "" {
		t.Fatalf("after the rule was deleted: %q %s %q", got.ENName, got.MovieType, got.TMDbID)
	}
}
