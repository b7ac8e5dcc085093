package ranking

import (
	"testing"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Filter then score: which of a set of releases wins under each rule.
func TestFilterAndScoreRanking(t *testing.T) {
	type row struct {
		name    string
		seeders int
		factor  float64
		sizeMB  float64
	}
	rows := []row{
		{"Movie.2020.2160p.UHD.BluRay.x265.HDR-GRP", 40, 1, 60000},
		{"Movie.2020.1080p.BluRay.x264-GRP", 40, 1, 12000},
		{"Movie.2020.720p.WEB-DL.H264-GRP", 40, 1, 3000},
		{"Movie.2020.1080p.Remux.AVC-GRP", 40, 1, 30000},
	}
	cands := make([]filters.Candidate, len(rows))
	for i, r := range rows {
		cands[i] = filters.Candidate{Site: "hdsky", Name: r.name, Seeders: r.seeders, DownloadFactor: r.factor, SizeMB: r.sizeMB,
			Release: release.Parse(r.name)}
	}
	typeOnly := settings.ScoreConfig{Weights: settings.ScoreWeights{Type: 100}}
	for _, tc := range []struct {
		strategy string
		filter   filters.Filter
		want     string // the winner's name; "" = none passes
	}{
		{"collection", filters.Filter{}, rows[0].name},
		{"compress", filters.Filter{}, rows[1].name},
		{"compact", filters.Filter{}, rows[2].name},
		{"collection", filters.Filter{Resolution: []string{"1080p"}}, rows[3].name},
		{"collection", filters.Filter{MaxSize: 20000}, rows[1].name},
		{"compress", filters.Filter{Resolution: []string{"480p"}}, ""},
	} {
		best, bestScore := "", -1.0
		for _, c := range cands {
			if filters.Match(tc.filter, c) != nil {
				continue
			}
			if s := Rank(typeOnly, tc.strategy, c, 0); s.Total > bestScore {
				best, bestScore = c.Name, s.Total
			}
		}
		if best != tc.want {
			t.Errorf("%s %+v: chose %q, want %q", tc.strategy, tc.filter, best, tc.want)
		}
	}
}

// Every weight moves the score its way; zero weights fall back to quality.
func TestScoreWeights(t *testing.T) {
	base := filters.Candidate{Name: "Show.2020.1080p.WEB-DL.H264-GRP", Seeders: 5, DownloadFactor: 1, Release: release.Parse("Show.2020.1080p.WEB-DL.H264-GRP")}
	better := func(w settings.ScoreWeights, kw string, change func(*filters.Candidate), grabs int) bool {
		cfg := settings.ScoreConfig{Keywords: kw, Weights: w}
		c := base
		change(&c)
		return Rank(cfg, "compress", c, grabs).Total > Rank(cfg, "compress", base, 0).Total
	}
	if !better(settings.ScoreWeights{Seeders: 50}, "", func(c *filters.Candidate) { c.Seeders = 150 }, 0) {
		t.Error("more seeders did not score higher")
	}
	if !better(settings.ScoreWeights{Free: 50}, "", func(c *filters.Candidate) { c.DownloadFactor = 0 }, 0) {
		t.Error("free did not score higher")
	}
	if !better(settings.ScoreWeights{Subtitle: 50}, "", func(c *filters.Candidate) { c.Release.ChineseSubs = true }, 0) {
		t.Error("Chinese subtitles did not score higher")
	}
	if !better(settings.ScoreWeights{Name: 50}, "FRDS", func(c *filters.Candidate) { c.Name += "-FRDS" }, 0) {
		t.Error("a custom keyword did not score higher")
	}
	if !better(settings.ScoreWeights{Completions: 50}, "", func(*filters.Candidate) {}, 500) {
		t.Error("more completions did not score higher")
	}
	if got := Rank(settings.ScoreConfig{}, "compress", base, 0); got.Total != float64(got.Quality) {
		t.Errorf("zero weights: %+v", got)
	}
	if q := Quality("collection", release.Parse("Movie.2020.2160p.UHD.BluRay.x265-GRP")); q != TopQuality {
		t.Errorf("collection's best is %d, want the top %d", q, TopQuality)
	}
}
