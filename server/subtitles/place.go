package subtitles

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/settings"
)

// targetName renders the setting's 文件名模版 for one subtitle. Variables:
// name (the video's file name without extension), language (zh-cn /
// zh-tw), forced (false), ext, title, year, season, episode.
func targetName(cfg settings.Subtitle, v video, lang, ext string) (string, error) {
	tmpl := cfg.FileNameTemplate
	if strings.TrimSpace(tmpl) == "" {
		tmpl = settings.DefaultSubtitleTemplate
	}
	code := "zh-cn"
	if lang == "cht" || (lang == "dual" && len(cfg.SyncLanguage) == 1 && cfg.SyncLanguage[0] == "zh-tw") {
		code = "zh-tw"
	}
	stem := strings.TrimSuffix(filepath.Base(v.Path), filepath.Ext(v.Path))
	name := library.Render(tmpl, library.Vars{"name": stem, "language": code, "forced": false,
		"ext": strings.TrimPrefix(ext, "."), "title": v.Title, "year": v.Year, "season": v.Season, "episode": v.Episode})
	name = strings.TrimSpace(name)
	if name == "" || name != filepath.Base(name) || name == "." || name == ".." {
		return "", errors.New("文件名模版生成的文件名无效：" + name)
	}
	return name, nil
}

// place writes the subtitle next to the video (a temp file renamed in, so
// a media server never reads half a file).
func place(v video, name string, data []byte) (string, error) {
	dst := filepath.Join(filepath.Dir(v.Path), name)
	tmp := dst + ".part"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dst); err != nil {
		os.Remove(tmp)
		return "", err
	}
	return dst, nil
}
