package subtitles

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

func extOf(name string) string { return strings.ToLower(filepath.Ext(name)) }

// langOK says whether a candidate's language can serve the setting: any
// Chinese can, for 简体 and 繁体 convert into each other (variety.go).
func langOK(lang string, _ []string) bool { return lang != "other" }

// formBonus prefers a subtitle already in the wanted form over one that
// must be converted: 简体/繁体 as asked, or a dual one when 双语 is.
func formBonus(lang string, want []string) int {
	w := wantedForm(want)
	switch {
	case w != "" && lang == w:
		return 5
	case w == "" && len(want) == 2 && lang == "dual":
		return 5
	}
	return 0
}

var (
	resTag    = regexp.MustCompile(`(?i)\b(2160p|1080p|1080i|720p|480p|4k)\b`)
	sourceTag = regexp.MustCompile(`(?i)\b(blu-?ray|bdrip|remux|web-?dl|webrip|hdtv|dvdrip|uhd)\b`)
	groupTag  = regexp.MustCompile(`-([A-Za-z0-9]+)(?:\.[A-Za-z0-9]{2,4})?$`)
)

// score rates how well a candidate fits v (release group, source,
// resolution, the frame rate it was timed for: fps.go); below 0 means it
// must not be used (wrong episode or language).
func score(c candidate, v video, want []string) int {
	if !langOK(c.Lang, want) {
		return -1
	}
	s := 10
	if v.TV {
		m := episodeTag.FindStringSubmatch(c.Title)
		if m == nil {
			return -1
		}
		if tag := fmt.Sprintf("S%02dE%02d", v.Season, v.Episode); !strings.EqualFold(normEp(m[0]), tag) {
			return -1
		}
	}
	rel, title := strings.ToLower(v.Release+" "+filepath.Base(v.Path)), strings.ToLower(c.Title)
	for _, re := range []*regexp.Regexp{resTag, sourceTag} {
		if m := re.FindString(title); m != "" && strings.Contains(rel, strings.ToLower(m)) {
			s += 10
		}
	}
	if g := groupTag.FindStringSubmatch(c.Title); g != nil && strings.Contains(rel, "-"+strings.ToLower(g[1])) {
		s += 20
	}
	if c.Lang == "dual" {
		s += 2
	}
	s += fpsScore(c.FPS, v.FPS)
	return s + formBonus(c.Lang, want)
}

func normEp(tag string) string {
	m := episodeTag.FindStringSubmatch(tag)
	var se, ep int
	fmt.Sscan(m[1], &se)
	fmt.Sscan(m[2], &ep)
	return fmt.Sprintf("S%02dE%02d", se, ep)
}

// pickFile chooses the subtitle inside a download by the setting's formats
// (filter_type), preferring the wanted language's file.
func pickFile(files []subFile, cfg settings.Subtitle, v video) (subFile, bool) {
	best, bestScore := subFile{}, -1
	for _, f := range files {
		ext := strings.TrimPrefix(extOf(f.Name), ".")
		if ext == "ssa" {
			ext = "ass"
		}
		if len(cfg.FilterType) > 0 && !slices.Contains(cfg.FilterType, ext) {
			continue
		}
		if v.TV && v.Episode > 0 {
			if m := episodeTag.FindString(f.Name); m != "" && !strings.EqualFold(normEp(m), fmt.Sprintf("S%02dE%02d", v.Season, v.Episode)) {
				continue
			}
		}
		s := 1
		low := strings.ToLower(f.Name)
		if chineseMark.MatchString(strings.TrimSuffix(f.Name, filepath.Ext(f.Name))) {
			s += 2
		}
		if ext != "sup" { // text: its characters say which form it is in
			s += 2 * formBonus(varietyOf(string(f.Data)), cfg.SyncLanguage) / 5
		}
		if strings.Contains(low, "chs") || strings.Contains(f.Name, "简") {
			s++
		}
		if s > bestScore {
			best, bestScore = f, s
		}
	}
	return best, bestScore >= 0
}
