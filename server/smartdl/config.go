// Package smartdl holds the Douban wish-list settings of smart download
// (/smartDownload/douban): whose 想看 lists are read, and the save-path
// rules that decide where a new title from them is downloaded. Reader
// reads the lists on a schedule and subscribes each new title once; Place
// is the rule choice it and test_douban_download share.
package smartdl

import (
	"slices"

	"github.com/movie-robot/web-console/server/settings"
)

// User is a Douban account whose 想看 list is followed.
type User struct {
	ID            string `json:"id"`              // Douban uid (the part after /people/)
	PullTimeRange int    `json:"pull_time_range"` // days back to take marks from
}

// PathRule is one 下载保存规则: titles of Type whose genres include all of
// Cate and whose areas include any of Area are saved to DownloadPath.
type PathRule struct {
	Type         string   `json:"type"` // movie | tv
	Cate         []string `json:"cate"`
	Area         []string `json:"area"`
	DownloadPath string   `json:"download_path"`
	ScoreRule    string   `json:"score_rule"` // "" = the default score rule
}

// Config is get_douban's answer and what save_douban stores.
type Config struct {
	DefaultScoreRule string     `json:"default_score_rule"`
	Users            []User     `json:"users"`
	DownloadPaths    []PathRule `json:"download_paths"`
}

// Section is where Config is kept; a fresh install follows nobody.
var Section = settings.Section[Config]{Key: "config.douban_wish", Default: func() Config {
	return Config{DefaultScoreRule: "compress", Users: []User{}, DownloadPaths: []PathRule{}}
}}

// Subject is what Pick needs of a Douban title.
type Subject struct {
	Type   string // movie | tv
	Genres []string
	Areas  []string
}

// Pick returns the first rule that fits s, its index, and whether any
// does. Rules are tried in the order the page lists them.
func Pick(c Config, s Subject) (int, PathRule, bool) {
	for i, r := range c.DownloadPaths {
		if r.Type != s.Type {
			continue
		}
		if !allIn(r.Cate, s.Genres) {
			continue
		}
		if len(r.Area) > 0 && !slices.ContainsFunc(r.Area, func(a string) bool { return slices.Contains(s.Areas, a) }) {
			continue
		}
		return i, r, true
	}
	return -1, PathRule{}, false
}

func allIn(want, have []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}
