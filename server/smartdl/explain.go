package smartdl

import (
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// Placement is where a wish-list title is downloaded and how its releases
// are ranked.
type Placement struct {
	Rule      int    // index of the 下载保存规则 that fits; -1 = none (the type's first media folder)
	Path      string // download folder; "" = nowhere to save it
	ScoreRule string
}

// Place decides a title's Placement: the first rule that fits, else the
// first media folder of its type with the default score rule.
func Place(c Config, paths []settings.MediaPath, s Subject) Placement {
	if i, r, ok := Pick(c, s); ok {
		rule := r.ScoreRule
		if rule == "" {
			rule = c.DefaultScoreRule
		}
		return Placement{Rule: i, Path: r.DownloadPath, ScoreRule: rule}
	}
	for _, p := range paths {
		if p.Type == s.Type && p.DownloadPath != "" {
			return Placement{Rule: -1, Path: p.DownloadPath, ScoreRule: c.DefaultScoreRule}
		}
	}
	return Placement{Rule: -1}
}

// Explain says where a wish-list title would be saved (test_douban_download),
// per Place. ok is false when there is nowhere to save it.
func Explain(c Config, paths []settings.MediaPath, title string, s Subject) (string, bool) {
	about := fmt.Sprintf("《%s》（%s", title, typeLabel(s.Type))
	if len(s.Genres) > 0 {
		about += "，" + strings.Join(s.Genres, "/")
	}
	if len(s.Areas) > 0 {
		about += "，" + strings.Join(s.Areas, "/")
	}
	about += "）"
	p := Place(c, paths, s)
	switch {
	case p.Rule >= 0:
		return fmt.Sprintf("%s符合下载保存规则%d，将保存到 %s，排序规则 %s", about, p.Rule+1, p.Path, p.ScoreRule), true
	case p.Path != "":
		return fmt.Sprintf("%s没有符合的下载保存规则，将保存到%s的默认媒体文件夹 %s，排序规则 %s",
			about, typeLabel(s.Type), p.Path, p.ScoreRule), true
	}
	return fmt.Sprintf("%s没有符合的下载保存规则，也没有%s的媒体文件夹，无法下载", about, typeLabel(s.Type)), false
}
