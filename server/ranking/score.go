// Package ranking scores the torrents that passed a filter by the
// score-config weights and a score rule (collection, compress, compact):
// the subscription engine and the custom subscriptions rank with it, so
// "best" means the same everywhere.
package ranking

import (
	"fmt"
	"math"
	"strings"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// TopQuality is the quality score a release can reach at most under a
// rule; 洗版 stops once it holds one.
const TopQuality = 100

// The three score rules (设置选种规则 strategy): what "better" means.
var (
	// collection: the biggest, most faithful copy.
	collectionRes = map[string]int{"2160p": 100, "1080p": 75, "1080i": 65, "720p": 45, "576p": 20, "480p": 15}
	collectionSrc = map[string]int{"UHD BluRay": 100, "Remux": 95, "BluRay": 85, "WEB-DL": 70, "WEBRip": 55, "HDTV": 40, "DVD": 25, "HDRip": 20}
	// compress: a good encode, 1080p first.
	compressRes = map[string]int{"1080p": 100, "2160p": 85, "1080i": 70, "720p": 55, "576p": 20, "480p": 15}
	compressSrc = map[string]int{"BluRay": 100, "WEB-DL": 90, "UHD BluRay": 70, "Remux": 65, "WEBRip": 75, "HDTV": 50, "DVD": 25, "HDRip": 30}
	// compact: small files that still look right.
	compactRes = map[string]int{"1080p": 100, "720p": 90, "1080i": 70, "2160p": 50, "576p": 40, "480p": 30}
	compactSrc = map[string]int{"WEB-DL": 100, "WEBRip": 95, "BluRay": 80, "HDTV": 70, "HDRip": 60, "DVD": 40, "Remux": 30, "UHD BluRay": 20}
)

// unknownLabel is what an unreadable resolution or source is worth.
const unknownLabel = 30

// Quality is the release's worth under strategy, 0–TopQuality, from the
// labels alone (seeders change by the hour; quality does not), so 洗版
// compares it with the held one.
func Quality(strategy string, info release.Info) int {
	res, src := compressRes, compressSrc
	switch strategy {
	case "collection":
		res, src = collectionRes, collectionSrc
	case "compact":
		res, src = compactRes, compactSrc
	}
	r, ok := res[info.Resolution]
	if !ok {
		r = unknownLabel
	}
	s, ok := src[info.Source]
	if !ok {
		s = unknownLabel
	}
	return (r + s) / 2
}

// Score is a passing candidate's rank and how it came about (for the log).
type Score struct {
	Total   float64
	Quality int
	Parts   string
}

// Rank scores c with the score-config weights: name (the custom keywords),
// type (Quality), seeders, completions, Chinese subtitles and free.
func Rank(cfg settings.ScoreConfig, strategy string, c filters.Candidate, grabs int) Score {
	q := Quality(strategy, c.Release)
	name := 50.0 // no custom keywords: neutral
	if words := filters.Keywords(cfg.Keywords); len(words) > 0 {
		name = 0
		text := strings.ToLower(c.Name + " " + c.Subject)
		for _, w := range words {
			if strings.Contains(text, strings.ToLower(w)) {
				name = 100
				break
			}
		}
	}
	sub := 0.0
	if c.Release.ChineseSubs {
		sub = 100
	}
	parts := []struct {
		w int
		v float64
	}{
		{cfg.Weights.Name, name},
		{cfg.Weights.Type, float64(q)},
		{cfg.Weights.Seeders, logScale(c.Seeders, 200)},
		{cfg.Weights.Completions, logScale(grabs, 1000)},
		{cfg.Weights.Subtitle, sub},
		{cfg.Weights.Free, (1 - min(max(c.DownloadFactor, 0), 1)) * 100},
	}
	var sum, weights float64
	for _, p := range parts {
		sum += float64(p.w) * p.v
		weights += float64(p.w)
	}
	total := float64(q)
	if weights > 0 {
		total = sum / weights
	}
	return Score{Total: math.Round(total*10) / 10, Quality: q,
		Parts: fmt.Sprintf("名称%.0f 类型%d 做种%.0f 完成%.0f 字幕%.0f 免费%.0f", name, q, parts[2].v, parts[3].v, sub, parts[5].v)}
}

// logScale maps n onto 0–100 with diminishing returns, full at top.
func logScale(n, top int) float64 {
	if n <= 0 {
		return 0
	}
	return math.Min(100, 100*math.Log1p(float64(n))/math.Log1p(float64(top)))
}
