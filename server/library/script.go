package library

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/release"
)

// The scripting API's name recognition (amr/* of the original's Python
// SDK): the organiser's own parser and TMDB search, in the SDK's shapes.

// NameMeta is the SDK's MediaNameMeta: what a release or file name says.
type NameMeta struct {
	// Filepath is always null: the SDK declares it Optional[str], and its
	// parser raises on any value there.
	Filepath      *string  `json:"filepath"`
	CNName        string   `json:"cn_name"`
	AkaNames      []string `json:"aka_names"`
	ENName        string   `json:"en_name"`
	Year          *int     `json:"year"`
	SeasonNumber  []int    `json:"season_number"`
	EpisodeNumber []int    `json:"episode_number"`
	Resolution    string   `json:"resolution"`
	MediaSource   string   `json:"media_source"`
	MediaCodec    string   `json:"media_codec"`
	MediaAudio    []string `json:"media_audio"`
	ReleaseTeam   string   `json:"release_team"`
	TMDBID        *int     `json:"tmdb_id"`
	MediaType     string   `json:"media_type"` // Movie | TV
}

// ParseName reads a release or file name (amr/parse_name_meta_by_string)
// under the 自定义识别词.
func (s *Service) ParseName(name string) NameMeta {
	r := s.names.Read(strings.TrimSpace(name), "")
	return nameMeta(r.Info, r.TMDBID)
}

// ParsePath reads a file's path, its parent folder filling the gaps
// (amr/parse_name_meta_by_filepath); the file need not exist.
func (s *Service) ParsePath(path string) NameMeta {
	return nameMeta(parseItem(s.names, filepath.Clean(path), false))
}

func nameMeta(info release.Info, tmdbID int) NameMeta {
	m := NameMeta{CNName: info.CNTitle, ENName: info.ENTitle, AkaNames: []string{},
		SeasonNumber: span(info.SeasonStart, info.SeasonEnd), EpisodeNumber: span(info.EpisodeStart, info.EpisodeEnd),
		Resolution: info.Resolution, MediaSource: info.Source, MediaCodec: info.Codec, MediaAudio: info.Audio,
		ReleaseTeam: info.Group, MediaType: "Movie"}
	if m.CNName == "" && m.ENName == "" {
		m.CNName = info.Title
	}
	if info.Year > 0 {
		m.Year = &info.Year
	}
	if m.MediaAudio == nil {
		m.MediaAudio = []string{}
	}
	if tmdbID > 0 {
		m.TMDBID = &tmdbID
	}
	if info.IsTV {
		m.MediaType = "TV"
	}
	return m
}

// span is start..end (end 0: start alone; start 0: none).
func span(start, end int) []int {
	out := []int{}
	for n := start; n > 0 && n <= max(start, end) && len(out) < 2000; n++ {
		out = append(out, n)
	}
	return out
}

// Analysis is the SDK's MetaSearchResult: the TMDB title a name is.
type Analysis struct {
	TMDBID       int     `json:"tmdb_id"`
	DoubanID     *string `json:"douban_id"`
	CNName       string  `json:"cn_name"`
	OriginalName string  `json:"original_name"`
	ReleaseYear  int     `json:"release_year"`
	ReleaseDate  string  `json:"release_date"`
	MediaType    string  `json:"media_type"`
	SeasonNumber *int    `json:"season_number"`
}

// ErrNoMetadata: analysing needs TMDB.
var ErrNoMetadata = errors.New("没有配置媒体数据服务，无法识别影片")

// Analyse finds the TMDB title of a release name or (isPath) a file's
// path (amr/analysis_string, amr/analysis_filepath).
func (s *Service) Analyse(ctx context.Context, text string, isPath bool) (Analysis, error) {
	if s.rec == nil {
		return Analysis{}, ErrNoMetadata
	}
	text = strings.TrimSpace(text)
	// A name is read like a folder (a season pack names no episode); a path
	// like a file when it has an extension.
	asDir := true
	if isPath {
		asDir = filepath.Ext(text) == ""
	} else {
		text = strings.ReplaceAll(text, "/", " ") // no parent folder to read
	}
	m, err := recognise(ctx, s.rec, s.names, text, asDir, Hint{}, false)
	if err != nil {
		return Analysis{}, err
	}
	a := Analysis{TMDBID: m.TMDBID, CNName: m.Title, OriginalName: m.OriginalTitle, ReleaseYear: m.Year,
		ReleaseDate: m.ReleaseDate, MediaType: m.MediaType()}
	if m.Kind == "tv" {
		a.SeasonNumber = &m.Season
	}
	if d := s.doubanOf(ctx, m); d != "" {
		a.DoubanID = &d
	}
	return a, nil
}

// doubanOf is the Douban id mapped to m's title, when the metadata service
// has mapped one.
func (s *Service) doubanOf(ctx context.Context, m Match) string {
	if d, ok := s.rec.(interface {
		DoubanOfTMDB(ctx context.Context, id int, kind string) string
	}); ok {
		return d.DoubanOfTMDB(ctx, m.TMDBID, m.Kind)
	}
	return ""
}

// Transfer puts src (a file or a folder) at dst by mode — link (hard
// link), copy or move, the SDK's TransferMode values — all or nothing
// (library/direct_transfer). dst is the new path; an existing folder
// receives src under its own name. Both must be absolute.
func (s *Service) Transfer(src, dst, mode string) (string, error) {
	if mode != "link" && mode != "copy" && mode != "move" {
		return "", errors.New("mode 只能是 link、copy 或 move")
	}
	if !filepath.IsAbs(src) || !filepath.IsAbs(dst) {
		return "", errors.New("src 和 dst 都必须是绝对路径")
	}
	src, dst = filepath.Clean(src), filepath.Clean(dst)
	if _, err := os.Stat(src); err != nil {
		return "", fmt.Errorf("源路径不存在：%s", src)
	}
	if fi, err := os.Stat(dst); err == nil && fi.IsDir() {
		dst = filepath.Join(dst, filepath.Base(src))
	}
	if dst == src || strings.HasPrefix(dst, src+string(filepath.Separator)) {
		return "", errors.New("目标路径不能在源路径里面")
	}
	p := &placement{ops: s.ops, mode: mode}
	return dst, p.place([]pair{{src: src, dst: dst}})
}
