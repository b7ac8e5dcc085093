package smartdl

import (
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// Explain says where a wish-list title would be saved (test_douban_download):
// by the first rule that fits, else in the first media folder of its type.
// ok is false when there is nowhere to save it.
func Explain(c Config, paths []settings.MediaPath, title string, s Subject) (string, bool) {
	about := fmt.Sprintf("《%s》（%s", title, typeLabel(s.Type))
	if len(s.Genres) > 0 {
		about += "，" + strings.Join(s.Genres, "/")
	}
	if len(s.Areas) > 0 {
		about += "，" + strings.Join(s.Areas, "/")
	}
	about += "）"
	if i, r, ok := Pick(c, s); ok {
		rule := r.ScoreRule
		if rule == "" {
			rule = c.DefaultScoreRule
		}
		return fmt.Sprintf("%s符合下载保存规则%d，将保存到 %s，排序规则 %s", about, i+1, r.DownloadPath, rule), true
	}
	for _, p := range paths {
		if p.Type == s.Type && p.DownloadPath != "" {
			return fmt.Sprintf("%s没有符合的下载保存规则，将保存到%s的默认媒体文件夹 %s，排序规则 %s",
				about, typeLabel(s.Type), p.DownloadPath, c.DefaultScoreRule), true
		}
	}
	return fmt.Sprintf("%s没有符合的下载保存规则，也没有%s的媒体文件夹，无法下载", about, typeLabel(s.Type)), false
}
