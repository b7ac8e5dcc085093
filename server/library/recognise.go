package library

import (
	"cmp"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/textreplace"
)

// Hint is what the user (or the downloads package) already knows about an
// item; zero values mean "recognise it".
type Hint struct {
	MediaType string // "Movie" or "TV" ("" = from the name)
	TMDBID    int
	Name      string
	Year      int
	Season    int
	// Also: other names the caller knows (a download's site subtitle),
	// tried after the file's own when Name is empty.
	Also []string `json:",omitempty"`
	// FileRenames rename the files placed (a custom subscription's
	// 替换下载后文件名 rules), in order, after the naming templates.
	FileRenames []textreplace.Rule `json:",omitempty"`
	// Replace (洗版): a target where an earlier version of the same title
	// was filed is replaced in place instead of refused; the caller
	// removes the rest of the older version afterwards.
	Replace bool `json:",omitempty"`
}

// Match is a recognised item.
type Match struct {
	Kind          string // "movie" or "tv"
	TMDBID        int
	Title         string
	OriginalTitle string
	Year          int
	ReleaseDate   string
	Season        int
	Episode       int
	EpisodeEnd    int
	Resolution    string
	Countries     []string
	Detail        metadata.TMDBDetail
}

// MediaType is the contract's 'Movie' | 'TV'.
func (m Match) MediaType() string { return metadata.MediaType(m.Kind == "tv") }

// Recogniser finds TMDB titles; *metadata.Service is the real one.
type Recogniser interface {
	TMDBSearch(ctx context.Context, kind, query string, year, page int) (metadata.TMDBPage, error)
	TMDBDetails(ctx context.Context, kind string, id int) (metadata.TMDBDetail, error)
}

// parseItem reads the release name of a file or disc folder under the
// 自定义识别词 of p, filling gaps (title, year, season) from its parent
// folder: "S01E02.mkv" inside "Breaking.Bad.S01.1080p" is episode 2 of
// Breaking Bad's season 1. The TMDB id is one a rule pins (0 none).
func parseItem(p *release.Parser, path string, isDir bool) (release.Info, int) {
	name := filepath.Base(path)
	if !isDir {
		name = strings.TrimSuffix(name, filepath.Ext(name))
	}
	own, up := p.Read(name, ""), p.Read(filepath.Base(filepath.Dir(path)), "")
	info, parent := own.Info, up.Info
	if info.Title == "" || (info.Year == 0 && parent.Year != 0 && info.EpisodeStart > 0) {
		info.Title, info.CNTitle, info.ENTitle = parent.Title, parent.CNTitle, parent.ENTitle
	}
	if info.Year == 0 {
		info.Year = parent.Year
	}
	if info.SeasonStart == 0 && info.EpisodeStart > 0 {
		info.SeasonStart = max(parent.SeasonStart, 1)
	}
	if info.Resolution == "" {
		info.Resolution = parent.Resolution
	}
	info.IsTV = info.IsTV || info.SeasonStart > 0 || info.EpisodeStart > 0
	return info, cmp.Or(own.TMDBID, up.TMDBID)
}

// recognise finds the TMDB title of one item, its name read under p's
// 自定义识别词.
func recognise(ctx context.Context, r Recogniser, p *release.Parser, path string, isDir bool, h Hint, exactYear bool) (Match, error) {
	info, pinned := parseItem(p, path, isDir)
	kind := "movie"
	if h.MediaType == "TV" || (h.MediaType == "" && info.IsTV) {
		kind = "tv"
	}
	m := Match{Kind: kind, Resolution: info.Resolution, Season: info.SeasonStart,
		Episode: info.EpisodeStart, EpisodeEnd: info.EpisodeEnd}
	if h.Season > 0 {
		m.Season = h.Season
	}
	if kind == "tv" {
		if m.Season == 0 {
			m.Season = 1
		}
		if m.Episode == 0 && !isDir {
			return m, fmt.Errorf("无法从文件名识别集数：%s", filepath.Base(path))
		}
	}
	id := cmp.Or(h.TMDBID, pinned)
	if id == 0 {
		item, err := search(ctx, r, kind, info, h, exactYear)
		if err != nil {
			return m, err
		}
		id = item.ID
	}
	d, err := r.TMDBDetails(ctx, kind, id)
	if err != nil {
		return m, err
	}
	m.TMDBID, m.Title, m.OriginalTitle, m.Year = d.ID, d.DisplayTitle(), d.Original(), d.Year()
	m.ReleaseDate = d.ReleaseDate + d.FirstAirDate
	m.Countries, m.Detail = d.Countries(), d
	return m, nil
}

// search asks TMDB with the Chinese title, then the English one; with the
// year, then (unless exact_year is set) without it.
func search(ctx context.Context, r Recogniser, kind string, info release.Info, h Hint, exactYear bool) (metadata.TMDBItem, error) {
	titles := []string{h.Name}
	year := h.Year
	if h.Name == "" {
		titles = append([]string{info.CNTitle, info.ENTitle, info.Title}, h.Also...)
		year = info.Year
	}
	years := []int{year}
	if year != 0 && !exactYear {
		years = append(years, 0)
	}
	var tried []string
	for _, y := range years {
		for _, t := range titles {
			t = strings.TrimSpace(t)
			if t == "" || slices.Contains(tried, fmt.Sprint(y, t)) {
				continue
			}
			tried = append(tried, fmt.Sprint(y, t))
			p, err := r.TMDBSearch(ctx, kind, t, y, 1)
			if err != nil {
				return metadata.TMDBItem{}, err
			}
			if len(p.Results) > 0 {
				return p.Results[0], nil
			}
		}
	}
	name := firstText(h.Name, info.Title)
	if name == "" {
		return metadata.TMDBItem{}, fmt.Errorf("无法从名称识别影片：%s", "未找到片名")
	}
	return metadata.TMDBItem{}, fmt.Errorf("TMDB未找到：%s", name)
}

func firstText(v ...string) string {
	for _, s := range v {
		if s != "" {
			return s
		}
	}
	return ""
}

// area is the 地区 sub-folder of a title's countries (use_area_folder).
func area(countries []string) string {
	for _, c := range countries {
		switch strings.ToUpper(c) {
		case "CN":
			return "大陆"
		case "HK", "TW", "MO":
			return "港台"
		case "JP", "KR", "KP":
			return "日韩"
		case "US", "GB", "CA", "AU", "NZ", "IE", "FR", "DE", "IT", "ES", "PT", "NL", "BE", "CH", "AT",
			"SE", "NO", "DK", "FI", "IS", "PL", "CZ", "HU", "RU", "UA", "GR", "MX", "BR", "AR":
			return "欧美"
		}
	}
	return "其他"
}
