package metadata

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The last calls of the scripting SDK that read media data: scraper's
// images, Douban analysis, sharing an id pair, and the image cache.

// ScriptImages is the SDK's scraper.MediaImage: TMDB's artwork of a title,
// a season or an episode, as full image URLs ("" where TMDB has none).
type ScriptImages struct {
	Source         string `json:"source"`
	Banner         string `json:"banner"`
	Poster         string `json:"poster"`
	SmallPoster    string `json:"small_poster"`
	ClearLogo      string `json:"clear_logo"`
	Background     string `json:"background"`
	SmallBackdrop  string `json:"small_backdrop"`
	Thumb          string `json:"thumb"`
	MainBackground string `json:"main_background"`
	MainPoster     string `json:"main_poster"`
}

// ScriptImagesByTMDB is scraper/get_media_image; season and episode 0 mean
// the title's own artwork.
func (s *Service) ScriptImagesByTMDB(ctx context.Context, kind string, id, season, episode int) (ScriptImages, error) {
	c, err := s.config(ctx)
	if err != nil {
		return ScriptImages{}, err
	}
	base := strings.TrimRight(c.hosts.TMDBImageBase, "/")
	img := func(size, path string) string {
		if path == "" {
			return ""
		}
		return base + "/" + size + path
	}
	d, err := s.TMDBDetails(ctx, kind, id)
	if err != nil {
		return ScriptImages{}, err
	}
	out := ScriptImages{Source: "tmdb", Poster: img("original", d.PosterPath), SmallPoster: img("w500", d.PosterPath),
		Background: img("original", d.BackdropPath), SmallBackdrop: img("w780", d.BackdropPath)}
	out.MainPoster, out.MainBackground = out.Poster, out.Background
	if kind != "tv" || season <= 0 {
		return out, nil
	}
	raw, err := s.tmdbRaw(ctx, fmt.Sprintf("/tv/%d/season/%d", id, season), nil, "", kindDetail)
	if err != nil {
		return ScriptImages{}, err
	}
	if p, _ := raw["poster_path"].(string); p != "" {
		out.Poster, out.SmallPoster = img("original", p), img("w500", p)
	}
	if episode > 0 {
		eps, _ := raw["episodes"].([]any)
		for _, e := range eps {
			ep, _ := e.(map[string]any)
			if n, _ := ep["episode_number"].(float64); int(n) == episode {
				still, _ := ep["still_path"].(string)
				out.Thumb = img("original", still)
			}
		}
	}
	return out, nil
}

// ScriptDoubanMatch is the SDK's amr.MetaSearchResult.
type ScriptDoubanMatch struct {
	TMDBID       *int    `json:"tmdb_id"`
	DoubanID     int     `json:"douban_id"`
	CNName       string  `json:"cn_name"`
	OriginalName string  `json:"original_name"`
	ReleaseYear  int     `json:"release_year"`
	ReleaseDate  *string `json:"release_date"`
	MediaType    string  `json:"media_type"`
	SeasonNumber *int    `json:"season_number"`
}

// AnalysisDouban is amr/analysis_douban_meta: the Douban subject a name
// (Chinese, else English), a year (±1) and a season describe; found false
// when Douban lists none.
func (s *Service) AnalysisDouban(ctx context.Context, cnName, enName string, year, season int) (ScriptDoubanMatch, bool, error) {
	for _, name := range []string{cnName, enName} {
		if strings.TrimSpace(name) == "" {
			continue
		}
		kw := strings.TrimSpace(name)
		if season > 1 {
			kw += " 第" + seasonWord(season) + "季"
		}
		list, err := s.DoubanSearch(ctx, kw, 0, 20)
		if err != nil {
			return ScriptDoubanMatch{}, false, err
		}
		for _, d := range list {
			if year > 0 && d.YearInt() != 0 && (d.YearInt() < year-1 || d.YearInt() > year+1) {
				continue
			}
			if !strings.Contains(strings.ToLower(d.Title+" "+d.OriginalTitle), strings.ToLower(strings.TrimSpace(name))) {
				continue
			}
			id, _ := strconv.Atoi(d.ID)
			m := ScriptDoubanMatch{DoubanID: id, CNName: d.Title, OriginalName: d.OriginalTitle, ReleaseYear: d.YearInt(), MediaType: "Movie"}
			if d.TV() {
				m.MediaType = "TV"
				sn := max(season, 1)
				m.SeasonNumber = &sn
			}
			if ref, ok := s.mapped(ctx, d.ID); ok {
				m.TMDBID = &ref.ID
			}
			return m, true, nil
		}
	}
	return ScriptDoubanMatch{}, false, nil
}

// seasonWord writes n (1 … 99) the way Douban titles seasons.
func seasonWord(n int) string {
	digits := []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}
	switch {
	case n <= 10:
		return digits[n]
	case n < 20:
		return "十" + digits[n-10]
	case n < 100 && n%10 == 0:
		return digits[n/10] + "十"
	case n < 100:
		return digits[n/10] + "十" + digits[n%10]
	}
	return strconv.Itoa(n)
}

// ShareIDs is meta/share_meta_from_id on this backend: there is no shared
// metadata server, so the pair is kept here, where every Douban → TMDB
// lookup (wish lists, rankings, meta/get_media_by_*) reads it. Both ids
// must name real entries of the same kind.
func (s *Service) ShareIDs(ctx context.Context, tmdbID int, doubanID string) (string, error) {
	if tmdbID <= 0 || doubanID == "" {
		return "", errors.New("需要tmdb_id和douban_id")
	}
	d, err := s.DoubanDetail(ctx, doubanID, "")
	if err != nil {
		return "", fmt.Errorf("豆瓣找不到%s：%w", doubanID, err)
	}
	kind := map[bool]string{true: "tv", false: "movie"}[d.TV()]
	t, err := s.TMDBDetails(ctx, kind, tmdbID)
	if err != nil {
		return "", fmt.Errorf("TMDB找不到%s %d：%w", kind, tmdbID, err)
	}
	_, err = s.db.ExecContext(ctx,
		`INSERT OR REPLACE INTO metadata_douban_tmdb(douban_id, tmdb_id, media_type, imdb_id, mapped_at) VALUES (?, ?, ?, ?, ?)`,
		doubanID, tmdbID, kind, t.ExternalIDs.IMDbID, time.Now().UTC().Format(time.RFC3339))
	return kind, err
}

// CachedImageFile is common/get_cache_image_filepath: the image (from a
// media-data image host only) fetched into the disk cache, and its file.
func (s *Service) CachedImageFile(ctx context.Context, raw string) (string, error) {
	if _, err := s.Image(ctx, raw); err != nil {
		return "", err
	}
	u, _ := url.Parse(raw)
	return s.images.file(u), nil
}
