package indexer

import (
	"context"
	"fmt"
)

// Query is one search.
type Query struct {
	Keywords   string
	Categories []string // console categories (Movie, TV, …); empty = all
	IMDbID     string
	// Optional ids and episode of the search, for the templates'
	// .Query.TMDBID, .TVDBID, .DoubanID, .Season, .Ep.
	TMDbID, TVDbID, DoubanID string
	Season, Episode          int
	// Pages (an addition for custom subscriptions) reads at most this many
	// result pages; 0 = the definition's own number.
	Pages int
}

// Result is one torrent a site answered.
type Result struct {
	Title          string  `json:"title"`
	Description    string  `json:"description"` // the site's subtitle line
	DetailsURL     string  `json:"details_url"`
	DownloadURL    string  `json:"download_url"`
	Category       string  `json:"category"` // console category, "" unknown
	SizeMB         float64 `json:"size_mb"`
	Seeders        int     `json:"seeders"`
	Leechers       int     `json:"leechers"`
	Grabs          int     `json:"grabs"`
	Date           string  `json:"date"` // "2006-01-02 15:04:05"
	DownloadFactor float64 `json:"download_factor"`
	UploadFactor   float64 `json:"upload_factor"`
	MinimumRatio   float64 `json:"minimum_ratio"` // > 0: H&R
	FreeUntil      string  `json:"free_until"`
	IMDbID         string  `json:"imdb_id"`
	DoubanID       string  `json:"douban_id"`
	Poster         string  `json:"poster"`
	// More of the Cardigann format's result fields, kept for what reads
	// them (seeding rules, subscription matching).
	MinimumSeedTime int    `json:"minimum_seed_time,omitempty"` // seconds; > 0: H&R
	Files           int    `json:"files,omitempty"`
	Genre           string `json:"genre,omitempty"`
	TMDbID          string `json:"tmdb_id,omitempty"`
	TVDbID          string `json:"tvdb_id,omitempty"`
	InfoHash        string `json:"info_hash,omitempty"`
	Magnet          string `json:"magnet,omitempty"`
	CategoryDesc    string `json:"category_desc,omitempty"`
}

// UserInfo is what the dashboard shows of the user's account on a site.
type UserInfo struct {
	Username      string  `json:"username"`
	UploadMB      float64 `json:"upload_mb"`
	DownloadMB    float64 `json:"download_mb"`
	Ratio         float64 `json:"ratio"`
	Bonus         float64 `json:"bonus"`
	Seeding       int     `json:"seeding"`
	SeedingSizeMB float64 `json:"seeding_size_mb"`
	VIP           bool    `json:"vip"`
}

// Detail is what a details page shows: its images and introduction.
type Detail struct {
	Images []string `json:"images"`
	Intro  string   `json:"intro"`
}

// Site is one configured site, whatever its kind.
type Site interface {
	// Login opens (or checks) a session: the save form's verification.
	Login(ctx context.Context) error
	Search(ctx context.Context, q Query) ([]Result, error)
	UserInfo(ctx context.Context) (UserInfo, error)
	Details(ctx context.Context, detailsURL string) (Detail, error)
	// Torrent fetches a .torrent file with the site's credentials.
	Torrent(ctx context.Context, downloadURL string) ([]byte, error)
}

// Open makes the Site for a definition and its configuration.
func Open(def *Definition, cfg Config) (Site, error) {
	base := cfg.BaseURL
	if base == "" && len(def.Links) > 0 {
		base = def.Links[0]
	}
	if cfg.Encoding == "" {
		cfg.Encoding = def.Encoding
	}
	open, ok := engines[def.Engine()]
	if !ok {
		return nil, &DefError{File: def.ID + ".yml", Key: "type", Reason: fmt.Sprintf("未知的类型 %q", def.Type)}
	}
	s, err := newSession(base, cfg)
	if err != nil {
		return nil, err
	}
	return open(def, s), nil
}

// engines make a definition's Site on its session, by the engine it names.
var engines = map[string]func(*Definition, *session) Site{
	"cardigann": func(def *Definition, s *session) Site { return newCardigann(def, s) },
	"torznab":   func(_ *Definition, s *session) Site { return &torznab{s: s} },
	"mteam":     func(_ *Definition, s *session) Site { return &mteam{s: s} },
}
